package dev.mempalace.adapter.solr;

/**
 * A collection's index on its nodes' disks as Solr's core status reports it, summed over every replica of every
 * shard: the bytes, the live documents of all its stores, and the documents counting those deleted but not yet
 * merged away.
 */
public record CollectionSize(String collection, int cores, long bytes, long documents, long documentsWithDeleted) {

    public CollectionSize {
        if (cores < 0 || bytes < 0 || documents < 0 || documentsWithDeleted < documents) {
            throw new IllegalArgumentException("a collection's size counts non-negative cores, bytes and documents");
        }
    }
}

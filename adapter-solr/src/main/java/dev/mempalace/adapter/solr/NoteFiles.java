package dev.mempalace.adapter.solr;

import static org.apache.solr.client.solrj.util.ClientUtils.escapeQueryChars;

import dev.mempalace.application.port.out.IndexedFile;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.response.FieldStatsInfo;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.params.ShardParams;

/**
 * One store's note list, kept for the life of its {@link SolrIndexStore} and read again only when the store's note
 * documents changed, whoever changed them: every search asks for the whole list (the drift check), and reading
 * 20,000 notes takes 40 requests. Which version of the list the store holds is one request: how many note
 * documents it has and the highest {@code _version_} among them. The shard's leader gives every added document a
 * version above all others on the shard (clients' clocks play no part), and a delete alone lowers the count, so the
 * pair changes with every write to the list and never comes back to an earlier list's pair. The list and its version
 * are read from the shard's leader, one core whose searchers only move forward, so the list read is never older
 * than the version it is kept under while a write's commit reaches the replicas one after another.
 */
final class NoteFiles {

    /** The version of the note list: the count of note documents and their highest {@code _version_}. */
    private record Version(long notes, long highest) {
    }

    private record Entry(Version version, Map<String, IndexedFile> files) {
    }

    private final SolrCollection collection;
    private final String storeKey;
    private volatile Entry entry;

    NoteFiles(SolrCollection collection, String storeKey) {
        this.collection = collection;
        this.storeKey = storeKey;
    }

    /** The store's files by path, in path order: read again only when the list changed since it was last read. */
    Map<String, IndexedFile> get() {
        Version version = version();
        Entry kept = entry;
        if (kept != null && kept.version().equals(version)) {
            return kept.files();
        }
        Map<String, IndexedFile> files = read();
        entry = new Entry(version, files);
        return files;
    }

    /** Forgets the list after this process wrote to it, whatever its version says. */
    void changed() {
        entry = null;
    }

    private Version version() {
        SolrQuery query = notes();
        query.setRows(0);
        query.set("stats", true);
        query.add("stats.field", "{!max=true}_version_");
        QueryResponse response = collection.query(query);
        FieldStatsInfo versions = response.getFieldStatsInfo().get("_version_");
        long highest = versions == null || versions.getMax() == null ? 0 : ((Number) versions.getMax()).longValue();
        return new Version(response.getResults().getNumFound(), highest);
    }

    private Map<String, IndexedFile> read() {
        Map<String, IndexedFile> files = new TreeMap<>();
        SolrQuery query = notes();
        query.setFields("path,content_hash,size,modified,format");
        collection.each(query, doc -> files.put((String) doc.getFirstValue(ChunkDocs.PATH), ChunkDocs.file(doc)));
        return Collections.unmodifiableMap(new LinkedHashMap<>(files));
    }

    /** The note documents that name notes they supersede, with those paths. */
    Map<String, List<String>> supersessions() {
        Map<String, List<String>> named = new TreeMap<>();
        SolrQuery query = notes();
        query.addFilterQuery(ChunkDocs.SUPERSEDES + ":*");
        query.setFields("path," + ChunkDocs.SUPERSEDES);
        collection.each(query, doc -> named.put((String) doc.getFirstValue(ChunkDocs.PATH),
                ChunkDocs.supersedes(doc)));
        return Collections.unmodifiableMap(new LinkedHashMap<>(named));
    }

    private SolrQuery notes() {
        SolrQuery query = new SolrQuery("*:*");
        query.addFilterQuery(ChunkDocs.STORE + ":" + escapeQueryChars(storeKey), ChunkDocs.KIND + ":note");
        query.set(ShardParams.SHARDS_PREFERENCE, ShardParams.SHARDS_PREFERENCE_REPLICA_LEADER + ":true");
        return SolrFilter.route(query, storeKey);
    }
}

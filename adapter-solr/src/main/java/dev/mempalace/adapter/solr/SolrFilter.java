package dev.mempalace.adapter.solr;

import static org.apache.solr.client.solrj.util.ClientUtils.escapeQueryChars;

import dev.mempalace.domain.note.NoteFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.common.params.ShardParams;

/**
 * A {@link NoteFilter} as Solr filter queries over chunk documents, and the store's own: both search legs apply them
 * inside the search (the vector leg as the pre-filter of its nearest-neighbour search). A project folder takes a
 * note's project when it is the folder or starts with the folder and a separator.
 */
final class SolrFilter {

    private SolrFilter() {
    }

    /**
     * Sends the query only to the shard holding the store's documents, those whose ids start with its compositeId
     * prefix {@code key!}: a node of that shard answers it alone, in one pass, instead of merging every shard's
     * answer.
     */
    static SolrQuery route(SolrQuery query, String storeKey) {
        query.set(ShardParams._ROUTE_, storeKey + "!");
        return query;
    }

    /** The chunk documents of one store. */
    static List<String> chunksOf(String storeKey) {
        return List.of(ChunkDocs.STORE + ":" + escapeQueryChars(storeKey), ChunkDocs.KIND + ":chunk");
    }

    /** The store's chunk documents of notes that pass the filter. */
    static List<String> queries(String storeKey, NoteFilter filter) {
        List<String> fqs = new ArrayList<>(chunksOf(storeKey));
        if (!filter.includeRetired()) {
            fqs.add("retired:false");
        }
        filter.pathPrefix().ifPresent(prefix -> fqs.add(ChunkDocs.PATH + ":" + escapeQueryChars(prefix) + "*"));
        filter.since().ifPresent(since -> fqs.add("note_date:[\"" + since + "\" TO *]"));
        filter.tags().forEach(tag -> fqs.add("tags:" + escapeQueryChars(tag)));
        filter.source().ifPresent(source -> fqs.add("source:" + escapeQueryChars(source.label())));
        filter.project().ifPresent(project -> fqs.add("project:" + escapeQueryChars(project)
                + filter.projectPrefixes().stream().map(prefix -> " OR project:" + escapeQueryChars(prefix) + "*")
                        .collect(Collectors.joining())));
        return fqs;
    }

    /** Any of the values of a string field, as one query. */
    static String anyOf(String field, List<String> values) {
        return values.stream().map(value -> field + ":" + escapeQueryChars(value))
                .collect(Collectors.joining(" OR "));
    }
}

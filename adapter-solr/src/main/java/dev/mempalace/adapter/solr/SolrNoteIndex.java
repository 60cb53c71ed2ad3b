package dev.mempalace.adapter.solr;

import static org.apache.solr.client.solrj.util.ClientUtils.escapeQueryChars;

import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.request.UpdateRequest;
import org.apache.solr.client.solrj.response.FacetField;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrInputDocument;

/**
 * One store's file and chunk bookkeeping in Solr. An update is one request, made visible at once; a chunk whose
 * hash the store already holds takes the vectors it has, so that re-ingesting or moving text embeds nothing, and a
 * vector leaves with the last chunk carrying its hash.
 */
final class SolrNoteIndex implements NoteIndex {

    /** Values per query, well under Solr's limit of boolean clauses. */
    private static final int BATCH = 400;

    private final SolrCollection collection;
    private final String storeKey;
    private final NoteFiles files;
    private final Runnable writeCheck;

    SolrNoteIndex(SolrCollection collection, String storeKey, NoteFiles files, Runnable writeCheck) {
        this.collection = collection;
        this.storeKey = storeKey;
        this.files = files;
        this.writeCheck = writeCheck;
    }

    @Override
    public Map<String, IndexedFile> files() {
        return files.get();
    }

    @Override
    public Map<String, List<String>> supersessions() {
        return files.supersessions();
    }

    @Override
    public void apply(IndexUpdate update) {
        writeCheck.run();
        if (update.isEmpty()) {
            return;
        }
        List<String> paths = Stream.of(update.upserts().stream().map(u -> u.note().path()),
                update.touched().stream().map(IndexedFile::path), update.removed().stream()).flatMap(s -> s)
                .distinct().toList();
        Set<String> rewritten = new HashSet<>(update.removed());
        update.upserts().forEach(upsert -> rewritten.add(upsert.note().path()));
        Set<String> stored = new HashSet<>();
        Set<String> replaced = new HashSet<>();
        // A touched note's document is written anew from its file facts: what it supersedes is carried over.
        Map<String, List<String>> superseding = new HashMap<>();
        each(ChunkDocs.PATH, paths, "id,path,kind," + ChunkDocs.SUPERSEDES, doc -> {
            stored.add((String) doc.getFirstValue("id"));
            if ("note".equals(doc.getFirstValue(ChunkDocs.KIND))) {
                superseding.put((String) doc.getFirstValue(ChunkDocs.PATH), ChunkDocs.supersedes(doc));
            }
            if (rewritten.contains((String) doc.getFirstValue(ChunkDocs.PATH))) {
                replaced.add((String) doc.getFirstValue("id"));
            }
        });
        List<String> hashes = update.upserts().stream().flatMap(u -> u.note().chunks().stream()).map(Chunk::hash)
                .distinct().toList();
        Map<String, Map<String, Object>> vectors = new HashMap<>();
        each(ChunkDocs.HASH, hashes, "hash,v_*", doc -> vectors.computeIfAbsent((String) doc.getFirstValue(
                ChunkDocs.HASH), h -> new HashMap<>()).putAll(vectorFields(doc)));
        List<SolrInputDocument> docs = new ArrayList<>();
        for (IndexUpdate.Upsert upsert : update.upserts()) {
            docs.add(ChunkDocs.note(storeKey, new IndexedFile(upsert.note().path(), upsert.note().contentHash(),
                    upsert.size(), upsert.modified(), upsert.format()), upsert.note().supersedes()));
            docs.addAll(ChunkDocs.chunks(storeKey, upsert.note(), upsert.modified(), vectors));
        }
        update.touched().stream().filter(file -> stored.contains(ChunkDocs.noteId(storeKey, file.path())))
                .map(file -> ChunkDocs.note(storeKey, file, superseding.getOrDefault(file.path(), List.of())))
                .forEach(docs::add);
        Set<String> kept = new HashSet<>();
        docs.forEach(doc -> kept.add((String) doc.getFieldValue("id")));
        UpdateRequest request = new UpdateRequest();
        if (!docs.isEmpty()) {
            request.add(docs);
        }
        List<String> gone = replaced.stream().filter(id -> !kept.contains(id)).toList();
        if (!gone.isEmpty()) {
            request.deleteById(gone);
        }
        try {
            if (gone.isEmpty()) {
                collection.update(request);
            } else {
                collection.updateExpunging(request, gone);
            }
        } finally {
            files.changed();
        }
    }

    /** The vector fields of a chunk document, by field name. */
    static Map<String, Object> vectorFields(SolrDocument doc) {
        Map<String, Object> fields = new HashMap<>();
        doc.getFieldNames().stream().filter(name -> name.startsWith("v_"))
                .forEach(name -> fields.put(name, doc.getFieldValues(name)));
        return fields;
    }

    /** Every document of the store whose field holds one of the values. */
    private void each(String field, List<String> values, String fields,
            Consumer<SolrDocument> consumer) {
        for (int from = 0; from < values.size(); from += BATCH) {
            SolrQuery query = new SolrQuery(SolrFilter.anyOf(field, values.subList(from, Math.min(values.size(),
                    from + BATCH))));
            query.addFilterQuery(ChunkDocs.STORE + ":" + escapeQueryChars(storeKey));
            SolrFilter.route(query, storeKey);
            query.setFields(fields);
            collection.each(query, consumer);
        }
    }

    @Override
    public IndexStats stats() {
        SolrQuery query = new SolrQuery("*:*");
        query.addFilterQuery(ChunkDocs.STORE + ":" + escapeQueryChars(storeKey));
        SolrFilter.route(query, storeKey);
        query.setRows(0);
        query.setFacet(true);
        query.addFacetField(ChunkDocs.KIND);
        FacetField kinds = collection.query(query).getFacetField(ChunkDocs.KIND);
        Map<String, Long> counts = new HashMap<>();
        kinds.getValues().forEach(count -> counts.put(count.getName(), count.getCount()));
        return new IndexStats(Math.toIntExact(counts.getOrDefault("note", 0L)),
                Math.toIntExact(counts.getOrDefault("chunk", 0L)));
    }
}

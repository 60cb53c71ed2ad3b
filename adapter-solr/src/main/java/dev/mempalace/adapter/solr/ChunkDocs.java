package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.text.SplitForms;
import dev.mempalace.domain.text.Words;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrInputDocument;

/**
 * The documents of one store: a marker ({@code kind:store}), its write lease ({@code kind:lease}), one per note ({@code kind:note}, what the index
 * recorded of its file) and one per chunk ({@code kind:chunk}, with its note's facts for the filters and, per
 * fingerprint, its vector). Ids start with the store key and {@code !}, so a store's documents share a shard.
 */
final class ChunkDocs {

    static final String STORE = "store";
    static final String KIND = "kind";
    static final String PATH = "path";
    static final String HASH = "hash";
    static final String FINGERPRINTS = "fingerprints";
    /**
     * On a note document, the paths of the notes it supersedes. The schema's tags field holds them, which no note
     * document uses otherwise (chunk documents carry their note's tags): a field of its own would be a new schema
     * version, which every existing collection would be refused for.
     */
    static final String SUPERSEDES = "tags";
    /** A chunk's words in all its text fields, as FTS5 counts a row's tokens for its BM25 length. */
    static final String TOKENS = "tokens";
    /** What a hit needs of a chunk document. */
    static final String HIT_FIELDS = "id,path,ordinal,title,heading,body,hash,start_line,end_line,"
            + "transcript_first,transcript_last,retired,project,harness,session_id,branch,transcript";

    private ChunkDocs() {
    }

    static String storeId(String storeKey) {
        return storeKey + "!store";
    }

    static String leaseId(String storeKey) {
        return storeKey + "!lease";
    }

    static SolrInputDocument lease(String storeKey) {
        return base(leaseId(storeKey), storeKey, "lease");
    }

    static String noteId(String storeKey, String path) {
        return storeKey + "!n:" + escape(path);
    }

    static String chunkId(String storeKey, String path, int ordinal) {
        return storeKey + "!c:" + escape(path) + "#" + ordinal;
    }

    /** A path in an id holds no {@code !}, which would make another routing prefix. */
    private static String escape(String path) {
        return path.replace("%", "%25").replace("!", "%21");
    }

    /** The field of a fingerprint's vectors. */
    static String vectorField(String fingerprintId) {
        return "v_" + fingerprintId;
    }

    static SolrInputDocument marker(String storeKey) {
        SolrInputDocument doc = base(storeId(storeKey), storeKey, "store");
        doc.setField("schema_version", SolrCollection.SCHEMA_VERSION);
        return doc;
    }

    /** A note document that names the notes it supersedes. */
    static SolrInputDocument note(String storeKey, IndexedFile file, List<String> supersedes) {
        SolrInputDocument doc = note(storeKey, file);
        if (!supersedes.isEmpty()) {
            doc.setField(SUPERSEDES, supersedes);
        }
        return doc;
    }

    /** The paths a note document says its note supersedes. */
    static List<String> supersedes(SolrDocument doc) {
        Collection<Object> values = doc.getFieldValues(SUPERSEDES);
        return values == null ? List.of() : values.stream().map(String::valueOf).toList();
    }

    static SolrInputDocument note(String storeKey, IndexedFile file) {
        SolrInputDocument doc = base(noteId(storeKey, file.path()), storeKey, "note");
        doc.setField(PATH, file.path());
        doc.setField("content_hash", file.contentHash());
        doc.setField("size", file.size());
        doc.setField("modified", file.modified());
        doc.setField("format", file.format());
        return doc;
    }

    static IndexedFile file(SolrDocument doc) {
        return new IndexedFile((String) doc.getFirstValue(PATH), (String) doc.getFirstValue("content_hash"),
                ((Number) doc.getFirstValue("size")).longValue(), ((Number) doc.getFirstValue("modified")).longValue(),
                (String) doc.getFirstValue("format"));
    }

    /** The chunk documents of a note, each carrying the vectors its hash already has, by field. */
    static List<SolrInputDocument> chunks(String storeKey, Note note, long modified,
            Map<String, Map<String, Object>> vectorsByHash) {
        Optional<SessionOrigin> session = note.session();
        List<SolrInputDocument> docs = new ArrayList<>();
        for (Chunk chunk : note.chunks()) {
            SolrInputDocument doc = base(chunkId(storeKey, note.path(), chunk.ordinal()), storeKey, "chunk");
            doc.setField(PATH, note.path());
            doc.setField("ordinal", chunk.ordinal());
            doc.setField("start_line", chunk.startLine());
            doc.setField("end_line", chunk.endLine());
            chunk.transcript().ifPresent(lines -> {
                doc.setField("transcript_first", lines.first());
                doc.setField("transcript_last", lines.last());
            });
            doc.setField(HASH, chunk.hash());
            doc.setField("title", chunk.title());
            doc.setField("heading", chunk.headingPath());
            doc.setField("body", chunk.text());
            String forms = forms(note, chunk);
            doc.setField("forms", forms);
            doc.setField(TOKENS, words(chunk.title(), chunk.headingPath(), chunk.text(), forms));
            doc.setField("retired", note.retired());
            if (!note.tags().isEmpty()) {
                doc.setField("tags", note.tags());
            }
            doc.setField("note_date", NoteFilter.dateOf(note.date(), modified).toString());
            doc.setField("source", SourceKind.of(note.isSession()).label());
            note.project().ifPresent(project -> doc.setField("project", project));
            session.ifPresent(origin -> {
                doc.setField("harness", origin.harness());
                doc.setField("session_id", origin.id());
                origin.branch().ifPresent(branch -> doc.setField("branch", branch));
                doc.setField("transcript", origin.transcript());
            });
            Map<String, Object> vectors = vectorsByHash.getOrDefault(chunk.hash(), Map.of());
            vectors.forEach(doc::setField);
            if (!vectors.isEmpty()) {
                doc.setField(FINGERPRINTS, vectors.keySet().stream().map(f -> f.substring(2)).sorted().toList());
            }
            docs.add(doc);
        }
        return docs;
    }

    /** The chunk's camelCase words split and CJK grams, and its note's tags, so that a tag is found as a word. */
    private static String forms(Note note, Chunk chunk) {
        String split = SplitForms.of(chunk.title(), chunk.headingPath(), chunk.text());
        return note.tags().isEmpty() ? split : (split + " " + String.join(" ", note.tags())).strip();
    }

    /** The same cut as the collection's tokenizer ({@link IndexedWords}), without loading Lucene to write. */
    private static int words(String... texts) {
        int words = 0;
        for (String text : texts) {
            words += Words.of(text).size();
        }
        return words;
    }

    private static SolrInputDocument base(String id, String storeKey, String kind) {
        SolrInputDocument doc = new SolrInputDocument();
        doc.setField("id", id);
        doc.setField(STORE, storeKey);
        doc.setField(KIND, kind);
        return doc;
    }

    static Chunk chunk(SolrDocument doc) {
        return new Chunk((String) doc.getFirstValue(PATH), integer(doc, "ordinal"), text(doc, "title"),
                text(doc, "heading"), integer(doc, "start_line"), integer(doc, "end_line"), text(doc, "body"),
                (String) doc.getFirstValue(HASH), transcript(doc));
    }

    /** The transcript lines of a session's chunk; a chunk of any other note has neither field. */
    private static Optional<TranscriptLines> transcript(SolrDocument doc) {
        return doc.getFirstValue("transcript_first") == null ? Optional.empty()
                : Optional.of(new TranscriptLines(integer(doc, "transcript_first"), integer(doc, "transcript_last")));
    }

    static boolean retired(SolrDocument doc) {
        return Boolean.TRUE.equals(doc.getFirstValue("retired"));
    }

    /** The origin of the chunk's note when it is an imported session; the chunk holds all of it or none. */
    static Optional<SessionOrigin> session(SolrDocument doc) {
        String harness = (String) doc.getFirstValue("harness");
        if (harness == null) {
            return Optional.empty();
        }
        return Optional.of(new SessionOrigin(harness, (String) doc.getFirstValue("session_id"),
                Optional.ofNullable((String) doc.getFirstValue("project")),
                Optional.ofNullable((String) doc.getFirstValue("branch")), (String) doc.getFirstValue("transcript")));
    }

    private static int integer(SolrDocument doc, String field) {
        return ((Number) doc.getFirstValue(field)).intValue();
    }

    // Solr leaves an empty text out of the stored document.
    private static String text(SolrDocument doc, String field) {
        Object value = doc.getFirstValue(field);
        return value == null ? "" : (String) value;
    }
}

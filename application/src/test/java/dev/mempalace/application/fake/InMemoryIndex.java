package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The index held in memory: files, chunks and vectors; its word search looks for the domain's query terms, as every
 * store does, in {@link ChunkWords}, ranked by how many terms a chunk holds, then by their weighted counts, each
 * term's weighed by its rarity among the chunks: simpler than BM25, but a rarer word and a match in the title count
 * more, as they do in BM25. {@link InMemoryStore} hands it out in sessions.
 */
final class InMemoryIndex implements NoteIndex, LexicalIndex, VectorIndex {

    private final Map<String, IndexedFile> files = new TreeMap<>();
    private final Map<String, List<Chunk>> chunks = new TreeMap<>();
    private final Set<String> retired = new HashSet<>();
    private final Map<String, List<String>> tags = new HashMap<>();
    private final Map<String, LocalDate> dates = new HashMap<>();
    private final Map<String, Note> notes = new HashMap<>();
    private final Map<String, Map<String, float[]>> vectors = new HashMap<>();
    private boolean exists;

    /** Whether anything ever opened it for writing. */
    boolean exists() {
        return exists;
    }

    /** Creates the index, empty, if it does not exist yet. */
    void create() {
        exists = true;
    }

    /** Forgets everything, as when the file is moved aside: missing until the next write session. */
    void clear() {
        files.clear();
        chunks.clear();
        retired.clear();
        notes.clear();
        vectors.clear();
        exists = false;
    }

    @Override
    public Map<String, IndexedFile> files() {
        if (!exists) {
            throw new IndexMissingException("no index yet");
        }
        return Map.copyOf(files);
    }

    @Override
    public Map<String, List<String>> supersessions() {
        Map<String, List<String>> named = new TreeMap<>();
        notes.forEach((path, note) -> {
            if (!note.supersedes().isEmpty()) {
                named.put(path, note.supersedes());
            }
        });
        return named;
    }

    @Override
    public void apply(IndexUpdate update) {
        for (IndexUpdate.Upsert upsert : update.upserts()) {
            String path = upsert.note().path();
            files.put(path, new IndexedFile(path, upsert.note().contentHash(), upsert.size(), upsert.modified(),
                    upsert.format()));
            chunks.put(path, upsert.note().chunks());
            tags.put(path, upsert.note().tags());
            dates.put(path, NoteFilter.dateOf(upsert.note().date(), upsert.modified()));
            notes.put(path, upsert.note());
            if (upsert.note().retired()) {
                retired.add(path);
            } else {
                retired.remove(path);
            }
        }
        update.touched().forEach(f -> files.put(f.path(), f));
        for (String path : update.removed()) {
            files.remove(path);
            chunks.remove(path);
            retired.remove(path);
            tags.remove(path);
            dates.remove(path);
            notes.remove(path);
        }
        Set<String> live = new HashSet<>();
        allChunks().forEach(c -> live.add(c.hash()));
        vectors.values().forEach(byHash -> byHash.keySet().retainAll(live));
    }

    /** Whether any text it holds (a note, a chunk, a file's record, a tag) holds {@code word}. */
    boolean keeps(String word) {
        return notes.values().stream().anyMatch(n -> n.body().contains(word) || n.title().contains(word))
                || allChunks().stream().anyMatch(c -> (c.title() + c.headingPath() + c.text()).contains(word))
                || files.toString().contains(word) || tags.toString().contains(word);
    }

    @Override
    public IndexStats stats() {
        return new IndexStats(files.size(), allChunks().size());
    }

    @Override
    public LexicalMatches search(QueryTerms terms, int limit, NoteFilter filter) {
        List<ChunkHit> hits = new ArrayList<>(rank(terms, true, limit, filter));
        int holdingAll = hits.size();
        rank(terms, false, limit, filter).stream().filter(hit -> !hits.contains(hit)).limit(limit - holdingAll)
                .forEach(hits::add);
        return new LexicalMatches(hits, holdingAll, terms.meaningful());
    }

    private List<ChunkHit> rank(QueryTerms query, boolean allTerms, int limit, NoteFilter filter) {
        List<Double> rarity = rarity(query);
        List<ChunkHit> hits = new ArrayList<>();
        for (Chunk chunk : passing(filter)) {
            ChunkWords words = ChunkWords.of(chunk, tags.get(chunk.path()));
            List<Integer> counts = query.terms().stream().map(words::count).toList();
            long matched = counts.stream().filter(count -> count > 0).count();
            if (query.isEmpty() || matched == 0 || allTerms && matched < counts.size()) {
                continue;
            }
            double score = matched * 10.0;
            for (int i = 0; i < counts.size(); i++) {
                score += rarity.get(i) * words.weighted(query.terms().get(i));
            }
            hits.add(new ChunkHit(chunk, score, ChunkWords.highlighted(snippet(chunk), query),
                    retired.contains(chunk.path()), notes.get(chunk.path()).session()));
        }
        hits.sort(Comparator.comparingDouble(ChunkHit::score).reversed()
                .thenComparing(h -> h.chunk().key()));
        return hits.subList(0, Math.min(limit, hits.size()));
    }

    /** Each term's weight: higher the fewer of the index's chunks (whatever the filter) hold it, never zero. */
    private List<Double> rarity(QueryTerms query) {
        List<ChunkWords> all = allChunks().stream().map(c -> ChunkWords.of(c, tags.get(c.path()))).toList();
        return query.terms().stream().map(term -> {
            long holding = all.stream().filter(words -> words.count(term) > 0).count();
            return Math.log(1 + (all.size() - holding + 0.5) / (holding + 0.5));
        }).toList();
    }

    @Override
    public VectorCoverage coverage(String fingerprintId) {
        Map<String, float[]> byHash = vectors.getOrDefault(fingerprintId, Map.of());
        List<Chunk> all = allChunks();
        return new VectorCoverage(all.size(), (int) all.stream().filter(c -> byHash.containsKey(c.hash())).count());
    }

    @Override
    public List<PendingChunk> pending(String fingerprintId, int limit) {
        Map<String, float[]> byHash = vectors.getOrDefault(fingerprintId, Map.of());
        Map<String, PendingChunk> pending = new LinkedHashMap<>();
        for (Chunk chunk : allChunks()) {
            if (!byHash.containsKey(chunk.hash()) && pending.size() < limit) {
                pending.putIfAbsent(chunk.hash(), new PendingChunk(chunk.hash(), chunk.embeddingText()));
            }
        }
        return List.copyOf(pending.values());
    }

    @Override
    public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
        Map<String, float[]> byHash = vectors.getOrDefault(fingerprintId, Map.of());
        Map<String, float[]> found = new HashMap<>();
        chunkHashes.stream().filter(byHash::containsKey).forEach(hash -> found.put(hash, byHash.get(hash).clone()));
        return found;
    }

    @Override
    public Map<String, List<float[]>> byNote(String fingerprintId) {
        Map<String, float[]> held = vectors.getOrDefault(fingerprintId, Map.of());
        Map<String, List<float[]>> byNote = new TreeMap<>();
        chunks.forEach((path, noteChunks) -> noteChunks.stream().map(c -> held.get(c.hash()))
                .filter(v -> v != null).forEach(v -> byNote.computeIfAbsent(path, p -> new ArrayList<>()).add(v)));
        return byNote;
    }

    @Override
    public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
        vectors.computeIfAbsent(fingerprint.id(), k -> new HashMap<>()).putAll(vectorsByChunkHash);
    }

    @Override
    public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
        Map<String, float[]> byHash = vectors.getOrDefault(fingerprintId, Map.of());
        List<ChunkHit> hits = new ArrayList<>();
        for (Chunk chunk : passing(filter)) {
            float[] vector = byHash.get(chunk.hash());
            if (vector != null) {
                double dot = 0;
                for (int i = 0; i < vector.length; i++) {
                    dot += vector[i] * query[i];
                }
                hits.add(hit(chunk, dot));
            }
        }
        hits.sort(Comparator.comparingDouble(ChunkHit::score).reversed()
                .thenComparing(h -> h.chunk().key()));
        return hits.subList(0, Math.min(limit, hits.size()));
    }

    private ChunkHit hit(Chunk chunk, double score) {
        return new ChunkHit(chunk, score, Snippet.plain(snippet(chunk)), retired.contains(chunk.path()),
                notes.get(chunk.path()).session());
    }

    private static String snippet(Chunk chunk) {
        String text = chunk.text().replace('\n', ' ');
        return text.substring(0, Math.min(120, text.length()));
    }

    private List<Chunk> passing(NoteFilter filter) {
        return allChunks().stream().filter(c -> filter.matches(c.path(), tags.get(c.path()), dates.get(c.path()),
                retired.contains(c.path()), SourceKind.of(notes.get(c.path()).isSession()),
                notes.get(c.path()).project())).toList();
    }

    private List<Chunk> allChunks() {
        List<Chunk> all = new ArrayList<>();
        chunks.values().forEach(all::addAll);
        return all;
    }
}

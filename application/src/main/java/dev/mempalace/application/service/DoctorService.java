package dev.mempalace.application.service;

import dev.mempalace.application.port.in.CheckMemory;
import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Checkup.BrokenLink;
import dev.mempalace.application.port.in.Checkup.Duplicate;
import dev.mempalace.application.port.in.Checkup.Stale;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.RepositoryFiles;
import dev.mempalace.application.port.out.Retrievals;
import dev.mempalace.application.port.out.Retrievals.Retrieval;
import dev.mempalace.domain.note.FilePaths;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.NoteLinks;
import dev.mempalace.domain.note.WikiLinks;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The memory's checkup: reads every note from the workspace and compares them with each other by their text and by
 * the vectors the index holds for them (never embedding anything); writes nothing. Imported sessions are only
 * link targets: they are transcripts, not facts to tend.
 */
public final class DoctorService implements CheckMemory {

    private final NoteSource source;
    private final IndexStore store;
    private final Embedder embedder;
    private final RepositoryFiles repository;
    private final Retrievals retrievals;
    private final Clock clock;

    public DoctorService(NoteSource source, IndexStore store, Embedder embedder, RepositoryFiles repository,
            Retrievals retrievals, Clock clock) {
        this.source = source;
        this.store = store;
        this.embedder = embedder;
        this.repository = repository;
        this.retrievals = retrievals;
        this.clock = clock;
    }

    @Override
    public Checkup check(CheckOptions options) {
        Workspace notes = Workspace.read(source);
        LocalDate today = LocalDate.now(clock);
        Optional<Map<String, Retrieval>> counts = retrievals.read();
        List<Duplicate> duplicates = new ArrayList<>(exactDuplicates(notes));
        duplicates.addAll(nearDuplicates(notes, duplicates));
        List<BrokenLink> broken = new ArrayList<>();
        Set<String> linked = new HashSet<>();
        links(notes, broken, linked);
        List<String> orphans = notes.tended().stream().filter(p -> !linked.contains(p)).toList();
        List<Stale> stale = new ArrayList<>(missingFiles(notes));
        LocalDate staleBefore = today.minusDays(options.staleDays());
        for (String path : notes.tended()) {
            notes.note(path).date().filter(d -> d.isBefore(staleBefore))
                    .filter(d -> !retrievedSince(counts, path, staleBefore))
                    .ifPresent(d -> stale.add(new Stale(path, Stale.Reason.OLD, d.toString())));
        }
        stale.sort((a, b) -> a.path().compareTo(b.path()));
        LocalDate unusedBefore = today.minusDays(options.unusedDays());
        List<String> neverRetrieved = counts.isEmpty() ? List.of() : notes.tended().stream()
                .filter(p -> NoteFilter.dateOf(notes.note(p).date(), notes.modified(p)).isBefore(unusedBefore))
                .filter(p -> !retrievedSince(counts, p, unusedBefore)).toList();
        return new Checkup(duplicates, broken, orphans, SupersessionKnots.of(notes.supersedes(), notes.paths(),
                notes.ownRetired()), stale, neverRetrieved);
    }

    /** Notes whose body is the same text once runs of white space are one space (front matter aside). */
    private static List<Duplicate> exactDuplicates(Workspace notes) {
        Map<String, List<String>> byText = new LinkedHashMap<>();
        for (String path : notes.current()) {
            String text = notes.note(path).body().strip().replaceAll("\\s+", " ");
            if (!text.isEmpty()) {
                byText.computeIfAbsent(text, t -> new ArrayList<>()).add(path);
            }
        }
        return byText.values().stream().filter(paths -> paths.size() > 1)
                .map(paths -> new Duplicate(Duplicate.Kind.EXACT, paths, 1.0)).toList();
    }

    /** Pairs of current notes alike in meaning and wording, but for pairs already exact duplicates. */
    private List<Duplicate> nearDuplicates(Workspace notes, List<Duplicate> exact) {
        Map<String, List<float[]>> vectors = storedVectors();
        Map<String, Integer> sameText = new HashMap<>();
        for (int group = 0; group < exact.size(); group++) {
            for (String path : exact.get(group).paths()) {
                sameText.put(path, group);
            }
        }
        List<NearDuplicates.Candidate> candidates = new ArrayList<>();
        for (String path : notes.current()) {
            List<float[]> noteVectors = vectors.get(path);
            if (noteVectors != null) {
                candidates.add(NearDuplicates.Candidate.of(path, noteVectors, notes.note(path).title() + "\n"
                        + notes.note(path).body()));
            }
        }
        return NearDuplicates.among(candidates).stream().filter(pair -> sameText.get(pair.first().path()) == null
                || !sameText.get(pair.first().path()).equals(sameText.get(pair.second().path()))).map(pair -> new Duplicate(Duplicate.Kind.NEAR,
                List.of(pair.first().path(), pair.second().path()), Math.round(pair.cosine() * 1000) / 1000.0))
                .toList();
    }

    /** The vectors the index holds under the current model's fingerprint; none without an index or a model. */
    private Map<String, List<float[]>> storedVectors() {
        Fingerprint fingerprint;
        try {
            fingerprint = Fingerprint.of(embedder.identity(), source.format());
        } catch (ModelUnavailableException e) {
            return Map.of();
        }
        try (IndexSession index = store.read()) {
            return index.vectors().byNote(fingerprint.id());
        } catch (IndexMissingException e) {
            return Map.of();
        }
    }

    /** Collects the links to no note, and every note at either end of a link (supersession counts). */
    private static void links(Workspace notes, List<BrokenLink> broken, Set<String> linked) {
        Map<String, List<String>> byName = new TreeMap<>();
        notes.paths().forEach(p -> byName.computeIfAbsent(WikiLinks.name(p), n -> new ArrayList<>()).add(p));
        for (String path : notes.tended()) {
            for (NoteLinks.Link link : NoteLinks.in(notes.text(path))) {
                List<String> targets = link.wiki() ? byName.getOrDefault(link.name(), List.of())
                        : NoteLinks.resolve(path, link.target()).filter(notes.paths()::contains).map(List::of)
                                .orElse(List.of());
                if (targets.isEmpty()) {
                    broken.add(new BrokenLink(path, link.line(), link.target()));
                } else if (!targets.contains(path)) {
                    linked.add(path);
                    linked.addAll(targets);
                }
            }
        }
        notes.supersedes().forEach((path, targets) -> targets.stream().filter(notes.paths()::contains)
                .forEach(target -> {
                    linked.add(path);
                    linked.add(target);
                }));
    }

    /** Notes naming a file their git repository once held and its work tree no longer has. */
    private List<Stale> missingFiles(Workspace notes) {
        Map<String, Set<String>> named = new TreeMap<>();
        for (String path : notes.tended()) {
            named.put(path, FilePaths.in(notes.note(path).body()));
        }
        Set<String> all = new TreeSet<>();
        named.values().forEach(all::addAll);
        Set<String> gone = all.isEmpty() ? Set.of() : repository.gone(all);
        List<Stale> stale = new ArrayList<>();
        named.forEach((path, files) -> files.stream().filter(gone::contains)
                .forEach(file -> stale.add(new Stale(path, Stale.Reason.MISSING_FILE, file))));
        return stale;
    }

    private static boolean retrievedSince(Optional<Map<String, Retrieval>> counts, String path, LocalDate since) {
        return counts.map(c -> c.get(path)).filter(r -> !r.last().isBefore(since)).isPresent();
    }
}

package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.text.Likeness;
import dev.mempalace.domain.text.Shingles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The doctor's candidate filter leaves out no pair the rule finds: on the labelled pairs, on the bundled golden and
 * cookbook workspaces and on random word sets, the pairs it offers hold every pair that overlaps enough when every
 * pair is compared, and the doctor's pass over them finds what comparing every pair finds.
 */
class SharedWordsTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void everyPairOfTheLabelledSetAndTheWorkspacesThatOverlapsEnoughIsACandidate() throws IOException {
        List<Set<String>> labelled = new ArrayList<>();
        for (String line : Files.readAllLines(ROOT.resolve("bootstrap/src/test/resources/duplicate-pairs.tsv"))) {
            String[] fields = line.split("\t");
            if (fields.length >= 5 && !line.startsWith("#")) {
                labelled.add(Shingles.of(fields[3]));
                labelled.add(Shingles.of(fields[4]));
            }
        }
        assertEquals(200, labelled.size());
        int found = sameAsEveryPair(labelled);
        assertTrue(found >= 40, "the labelled duplicates overlap: " + found);
        sameAsEveryPair(notes(ROOT.resolve("examples/workspace")));
        assertTrue(sameAsEveryPair(notes(ROOT.resolve("examples/cookbook/workspace"))) >= 8);
    }

    @Test
    void randomSetsWithPlantedOverlapsLoseNoPair() {
        Random random = new Random(39);
        List<Set<String>> sets = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            Set<String> set = new HashSet<>();
            int size = 1 + random.nextInt(40);
            while (set.size() < size) {
                set.add("w" + random.nextInt(i % 2 == 0 ? 60 : 600));
            }
            if (i > 0 && i % 5 == 0) {
                // A copy of an earlier set with some words changed: overlaps near the threshold.
                set = new HashSet<>(sets.get(random.nextInt(i)));
                set.add("x" + i);
                set.add("y" + random.nextInt(30));
            }
            sets.add(set);
        }
        assertTrue(sameAsEveryPair(sets) > 50);
    }

    @Test
    void theFewestSharedWordsAreTheLeastThatReachTheOverlap() {
        for (int size = 1; size < 300; size++) {
            int shared = SharedWords.fewestShared(size, Likeness.OVERLAP);
            assertTrue((double) shared / size >= Likeness.OVERLAP, size + ": " + shared);
            assertTrue(shared == 1 || (double) (shared - 1) / size < Likeness.OVERLAP, size + ": " + shared);
        }
    }

    /** Asserts the candidates hold every pair that overlaps enough; returns how many do. */
    private static int sameAsEveryPair(List<Set<String>> sets) {
        Set<List<Integer>> candidates = new HashSet<>();
        SharedWords.pairs(sets, Likeness.OVERLAP).forEach(p -> candidates.add(List.of(p[0], p[1])));
        List<List<Integer>> overlapping = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            for (int j = i + 1; j < sets.size(); j++) {
                if (Shingles.overlap(sets.get(i), sets.get(j)) >= Likeness.OVERLAP) {
                    overlapping.add(List.of(i, j));
                }
            }
        }
        List<List<Integer>> lost = overlapping.stream().filter(p -> !candidates.contains(p)).toList();
        assertEquals(List.of(), lost, "pairs the filter left out");
        // The doctor's pass over the candidates, every note's vector the same, finds exactly those pairs, in order.
        float[] same = new float[8];
        Arrays.fill(same, (float) Math.sqrt(1.0 / 8));
        List<NearDuplicates.Candidate> notes = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            notes.add(new NearDuplicates.Candidate("n" + i, same, sets.get(i)));
        }
        assertEquals(overlapping.stream().map(p -> "n" + p.get(0) + " n" + p.get(1)).toList(),
                NearDuplicates.among(notes).stream().map(p -> p.first().path() + " " + p.second().path()).toList());
        return overlapping.size();
    }

    private static List<Set<String>> notes(Path workspace) throws IOException {
        try (Stream<Path> files = Files.walk(workspace)) {
            List<Path> notes = files.filter(f -> f.toString().endsWith(".md")).sorted().toList();
            List<Set<String>> sets = new ArrayList<>();
            for (Path note : notes) {
                sets.add(Shingles.of(Files.readString(note)));
            }
            assertTrue(sets.size() > 20, workspace + " holds " + sets.size());
            return sets;
        }
    }
}

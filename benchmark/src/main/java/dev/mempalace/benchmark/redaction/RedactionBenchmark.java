package dev.mempalace.benchmark.redaction;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Measures a secret redactor: its recall on texts with fake secrets of every kind planted in prose, code, JSON,
 * YAML, env files and shell commands ({@link FakeSecrets}), and its false positives on a workspace of notes that
 * hold no secret, as the notes whose text it would change.
 */
public final class RedactionBenchmark {

    private static final int MEGABYTE = 1_000_000;
    private static final int WARMUP = 5;
    private static final int ROUNDS = 9;

    private RedactionBenchmark() {
    }

    /** Plants {@code fixtures} texts (seeds 0, 1, ...), then reads every Markdown note of {@code workspace}. */
    public static RedactionReport run(SecretRedactor redactor, Path workspace, int fixtures) {
        StringBuilder sample = new StringBuilder();
        Map<String, int[]> tally = new TreeMap<>();
        for (int seed = 0; seed < fixtures; seed++) {
            FakeSecrets fixture = FakeSecrets.generate(seed);
            sample.append(fixture.text());
            Redaction redaction = redactor.redact(fixture.text());
            for (FakeSecrets.Planted planted : fixture.planted()) {
                int[] counts = tally.computeIfAbsent(planted.kind(), k -> new int[3]);
                counts[0]++;
                counts[1] += planted.fragments().stream().noneMatch(redaction.text()::contains) ? 1 : 0;
            }
            fixture.counts().keySet().forEach(kind -> tally.get(kind)[2] += redaction.kinds().getOrDefault(kind, 0));
        }
        List<RedactionReport.ChangedNote> changed = new ArrayList<>();
        List<Path> notes = notes(workspace);
        for (Path note : notes) {
            String text = read(note);
            sample.append(text);
            Redaction redaction = redactor.redact(text);
            if (redaction.redacted() || !redaction.text().equals(text)) {
                changed.add(new RedactionReport.ChangedNote(workspace.relativize(note).toString().replace('\\', '/'),
                        redaction.sortedKinds()));
            }
        }
        Map<String, RedactionReport.KindRecall> kinds = new TreeMap<>();
        tally.forEach((kind, c) -> kinds.put(kind, new RedactionReport.KindRecall(c[0], c[1], c[2])));
        return new RedactionReport(kinds, workspace.toString(), notes.size(), changed, speed(redactor, sample));
    }

    /**
     * The median time of redacting one text of about a megabyte, the fixtures and notes over and over, after
     * untimed rounds that load the rules and warm the JIT.
     */
    private static RedactionReport.Speed speed(SecretRedactor redactor, CharSequence sample) {
        StringBuilder text = new StringBuilder();
        while (text.length() < MEGABYTE && sample.length() > 0) {
            text.append(sample, 0, Math.min(sample.length(), MEGABYTE - text.length()));
        }
        String megabyte = text.toString();
        for (int round = 0; round < WARMUP; round++) {
            redactor.redact(megabyte);
        }
        double[] seconds = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            redactor.redact(megabyte);
            seconds[round] = (System.nanoTime() - start) / 1e9;
        }
        Arrays.sort(seconds);
        return new RedactionReport.Speed(megabyte.getBytes(StandardCharsets.UTF_8).length, seconds[ROUNDS / 2]);
    }

    /** The Markdown files of the workspace, sorted, none under a hidden folder (such as the index's). */
    private static List<Path> notes(Path workspace) {
        try (Stream<Path> files = Files.walk(workspace)) {
            return files.filter(Files::isRegularFile)
                    .filter(f -> f.getFileName().toString().endsWith(".md"))
                    .filter(f -> !hidden(workspace.relativize(f)))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the notes of " + workspace, e);
        }
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    private static String read(Path note) {
        try {
            return new String(Files.readAllBytes(note), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + note, e);
        }
    }
}

package dev.mempalace.acceptance.cli;

import dev.mempalace.acceptance.driver.RepositoryHistory;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.EachSearch;
import dev.mempalace.acceptance.driver.MemoryStatus;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.Remembering;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.Vectors;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.domain.note.NoteFilter;
import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;

/** The real {@code mempalace} command run as a subprocess on a workspace of real files (contract: docs/cli.md). */
public final class CliDriver implements AppDriver {

    private static final int OK = 0;
    private static final int FOUND = 12;
    private static final int BAD_USAGE = 2;
    private static final int NO_INDEX = 3;
    private static final int NOTES_SKIPPED = 8;
    private static final int DRIFT = 10;
    /** The client name that {@code mempalace remember} writes into its notes. */
    private static final String WRITER = "mempalace-cli";

    private Path scenarioDirectory;
    private NoteFiles notes;
    private Mempalace mempalace;
    private IntSupplier embeddedByLastCommand = () -> 0;
    /**
     * The stored vectors counted before the searches that were the last commands, if only searches ran since:
     * a table of searches then costs one {@code status} command, not one each. A search that embedded would still
     * show, as the count would have moved past this one.
     */
    private Integer vectorsBeforeSearches;

    @Before(order = 0)
    public void createWorkspace() throws IOException {
        Path parent = Files.createDirectories(Path.of("target", "cli-scenarios").toAbsolutePath());
        scenarioDirectory = Files.createTempDirectory(parent, "scenario-");
        notes = new NoteFiles(Files.createDirectory(scenarioDirectory.resolve("workspace")));
        mempalace = new Mempalace(notes.root(), scenarioDirectory);
    }

    /** A failed scenario's workspace, index and command output stay under target/cli-scenarios to inspect. */
    @After
    public void deleteWorkspace(Scenario scenario) {
        if (!scenario.isFailed()) {
            NoteFiles.deleteRecursively(scenarioDirectory);
        }
    }

    @Override
    public void writeNote(String path, String markdown) {
        notes.write(path, markdown.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void deleteNote(String path) {
        notes.delete(path);
    }

    @Override
    public void moveNote(String from, String to) {
        notes.move(from, to);
    }

    @Override
    public void makeUnreadable(String path) {
        notes.lock(path);
        mempalace.runAsOrdinaryUser();
    }

    /** {@code ingest --no-embed} unless vectors are asked for, since it needs no model and is quicker. */
    @Override
    public IngestReport ingest(Vectors vectors) {
        List<String> arguments = new ArrayList<>(List.of("ingest", "--json"));
        if (vectors != Vectors.COMPUTED) {
            arguments.add("--no-embed");
        }
        CommandRun run = expect(command(arguments), OK, NOTES_SKIPPED);
        IngestReport report = CliReports.ingest(CliReports.json(run));
        if ((run.exitCode() == NOTES_SKIPPED) != !report.skipped().isEmpty()) {
            throw new AssertionError("exit code and skipped notes disagree: " + run.describe());
        }
        int embedded = report.embedding().map(EmbedReport::embedded).orElse(0);
        embeddedByLastCommand = () -> embedded;
        return report;
    }

    @Override
    public EmbedReport embed() {
        EmbedReport report = CliReports.embed(CliReports.json(expect(command(List.of("embed", "--json")), OK)));
        embeddedByLastCommand = report::embedded;
        return report;
    }

    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        int vectorsBefore = vectorsBeforeSearches != null ? vectorsBeforeSearches : storedVectors();
        List<String> arguments = new ArrayList<>(List.of("search", "--json", "--limit",
                Integer.toString(options.limit())));
        options.mode().ifPresent(mode -> arguments.addAll(List.of("--mode", mode.label())));
        options.filter().pathPrefix().ifPresent(prefix -> arguments.addAll(List.of("--path", prefix)));
        options.filter().tags().forEach(tag -> arguments.addAll(List.of("--tag", tag)));
        options.filter().since().ifPresent(since -> arguments.addAll(List.of("--since", since.toString())));
        options.filter().source().ifPresent(source -> arguments.addAll(List.of("--source", source.label())));
        options.filter().project().ifPresent(project -> arguments.addAll(List.of("--project", project)));
        if (options.filter().includeRetired()) {
            arguments.add("--include-superseded");
        }
        // The end-of-options marker keeps a query such as "-alpha" from being read as an option.
        arguments.addAll(List.of("--", query));
        CommandRun run = command(arguments);
        vectorsBeforeSearches = vectorsBefore;
        // A process can only be seen to have embedded documents by the vectors it left in the index.
        embeddedByLastCommand = () -> storedVectors() - vectorsBefore;
        return CliReports.search(CliReports.json(expect(run, OK)), CliReports::commandLineWarning);
    }

    /**
     * One {@code search --batch} process for every query (each a JSON line, so that any text, line breaks and lone
     * surrogates included, reaches the search as it is): what is under test here is what the search answers, and
     * the way of each text through the command's arguments is {@code HostileQueriesTest}'s. A filtered search,
     * which the batch cannot express, runs one process per query.
     */
    @Override
    public List<EachSearch> searchEach(List<String> queries, SearchOptions options) {
        if (!options.filter().equals(NoteFilter.CURRENT)) {
            return AppDriver.super.searchEach(queries, options);
        }
        int vectorsBefore = vectorsBeforeSearches != null ? vectorsBeforeSearches : storedVectors();
        Path file = scenarioDirectory.resolve("queries-" + System.nanoTime() + ".jsonl");
        try {
            Files.writeString(file, CliReports.queryLines(queries), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> arguments = new ArrayList<>(List.of("search", "--batch", file.toString(), "--limit",
                Integer.toString(options.limit())));
        options.mode().ifPresent(mode -> arguments.addAll(List.of("--mode", mode.label())));
        CommandRun run = command(arguments);
        vectorsBeforeSearches = vectorsBefore;
        embeddedByLastCommand = () -> storedVectors() - vectorsBefore;
        if (run.exitCode() != OK && run.exitCode() != BAD_USAGE) {
            return queries.stream().map(query -> EachSearch.failed(run.describe())).toList();
        }
        return CliReports.batch(run, queries.size());
    }

    @Override
    public Remembering remember(String title, String body, List<String> tags) {
        CommandRun run = expect(command(List.of("remember", "--json", "--title", title, "--body", body, "--tags",
                String.join(",", tags))), OK);
        embeddedByLastCommand = () -> 0;
        return Remembering.of(CliReports.json(run));
    }

    @Override
    public String writer() {
        return WRITER;
    }

    /** {@code get PATH[:FROM-TO]}; it refuses a path with the usage code, since the path is its only argument. */
    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        String target = path + lines.map(range -> ":" + range.from() + "-" + range.to()).orElse("");
        CommandRun run = command(List.of("get", "--json", "--", target));
        embeddedByLastCommand = () -> 0;
        if (run.exitCode() == BAD_USAGE) {
            throw new Refused(Refused.Reason.NOTE_REFUSED, run.stderr());
        }
        return CliReports.noteLines(CliReports.json(expect(run, OK)));
    }

    @Override
    public Drift reconcile() {
        CommandRun run = expect(command(List.of("reconcile", "--json")), OK, DRIFT);
        embeddedByLastCommand = () -> 0;
        Drift drift = CliReports.drift(CliReports.json(run));
        if ((run.exitCode() == OK) != drift.agrees()) {
            throw new AssertionError("exit code and drift disagree: " + run.describe());
        }
        return drift;
    }

    @Override
    public MemoryStatus status() {
        embeddedByLastCommand = () -> 0;
        return CliReports.status(CliReports.json(expect(command(List.of("status", "--json")), OK)));
    }

    @Override
    public Checkup checkMemory() {
        embeddedByLastCommand = () -> 0;
        return CliReports.checkup(CliReports.json(expect(command(List.of("doctor", "--json")), OK, FOUND)));
    }

    @Override
    public void removedFromRepository(String file) {
        RepositoryHistory.removed(notes.root(), file);
    }

    /** Every command is a process of its own: nothing outlives it but the workspace and the index. */
    @Override
    public void reopen() {
        embeddedByLastCommand = () -> 0;
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        Path file = scenarioDirectory.resolve("golden-queries.jsonl");
        try {
            Files.writeString(file, CliReports.goldenLines(queries), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        CommandRun run = expect(command(List.of("bench", "--queries", file.toString(), "--modes", mode.label(),
                "--json")), OK);
        embeddedByLastCommand = () -> 0;
        return CliReports.bench(CliReports.json(run));
    }

    @Override
    public void deleteIndex() {
        vectorsBeforeSearches = null;
        if (SolrLoop.on()) {
            mempalace.useNewStore();
            return;
        }
        Path index = notes.root().resolve(".mempalace");
        if (!Files.isDirectory(index)) {
            throw new AssertionError("no index at its documented default place " + index);
        }
        NoteFiles.deleteRecursively(index);
    }

    @Override
    public void changeModel() {
        throw new UnsupportedOperationException("the CLI loop cannot swap the bundled model; tag the scenario "
                + "@in-memory-only");
    }

    @Override
    public int documentsEmbeddedDuringLastCommand() {
        return embeddedByLastCommand.getAsInt();
    }

    @Override
    public Path workspaceFolder() {
        return notes.root();
    }

    @Override
    public Path scratchFolder() {
        return scenarioDirectory;
    }

    @Override
    public void importSessionsFrom(String harness, Path folder) {
        expect(command(List.of("sessions", "add", harness, folder.toString())), OK);
    }

    @Override
    public void runCommandLine(List<String> arguments) {
        embeddedByLastCommand = () -> 0;
        expect(command(arguments), OK);
    }

    private int storedVectors() {
        CommandRun run = command(List.of("status", "--json"));
        return run.exitCode() == NO_INDEX ? 0 : CliReports.status(CliReports.json(expect(run, OK))).vectors();
    }

    private CommandRun command(List<String> arguments) {
        vectorsBeforeSearches = null;
        List<String> all = new ArrayList<>(List.of("--workspace", notes.root().toString()));
        all.addAll(arguments);
        return mempalace.run(all);
    }

    private static CommandRun expect(CommandRun run, int... success) {
        for (int code : success) {
            if (run.exitCode() == code) {
                return run;
            }
        }
        switch (run.exitCode()) {
            case BAD_USAGE:
                throw new Refused(Refused.Reason.BAD_USAGE, run.stderr());
            case NO_INDEX:
                // The command line's contract: the refusal names the command that builds the index.
                if (run.stderr().stream().noneMatch(line -> line.contains("mempalace ingest"))) {
                    throw new AssertionError("no index, and no word of mempalace ingest: " + run.describe());
                }
                throw new Refused(Refused.Reason.NO_INDEX, run.stderr());
            default:
                throw new AssertionError("unexpected exit code: " + run.describe());
        }
    }
}

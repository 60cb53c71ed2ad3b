package dev.mempalace.acceptance.mcp;

import dev.mempalace.acceptance.driver.RepositoryHistory;
import dev.mempalace.application.port.in.Checkup;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.acceptance.cli.CliReports;
import dev.mempalace.acceptance.cli.CommandRun;
import dev.mempalace.acceptance.cli.Mempalace;
import dev.mempalace.acceptance.cli.NoteFiles;
import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
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
import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;

/**
 * An agent's view: the SDK's MCP client talking to a real {@code mempalace mcp} subprocess (started on the first
 * call, kept for the scenario unless it opens the memory anew) over a workspace of real files; each request goes
 * through one of the server's tools (contract: docs/mcp.md). Its search brings the index up to date first.
 */
public final class McpDriver implements AppDriver {

    private static final String CLIENT = "acceptance-agent";

    private Path scenarioDirectory;
    private NoteFiles notes;
    private McpServerProcess server;
    private List<String> asUser = List.of();
    private IntSupplier embeddedByLastCall = () -> 0;

    @Before(order = 0)
    public void createWorkspace() throws IOException {
        Path parent = Files.createDirectories(Path.of("target", "mcp-scenarios").toAbsolutePath());
        scenarioDirectory = Files.createTempDirectory(parent, "scenario-");
        notes = new NoteFiles(Files.createDirectory(scenarioDirectory.resolve("workspace")));
    }

    /** A failed scenario's workspace and index stay under target/mcp-scenarios to inspect. */
    @After
    public void stopServer(Scenario scenario) {
        reopen();
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

    /** The next server runs as a user whom the note's permissions bind, as the CLI loop's commands do. */
    @Override
    public void makeUnreadable(String path) {
        notes.lock(path);
        reopen();
        asUser = Mempalace.asOrdinaryUser();
    }

    /** The sync tool always computes the missing vectors; there is no way to skip them. */
    @Override
    public IngestReport ingest(Vectors vectors) {
        if (vectors == Vectors.SKIPPED) {
            throw noWayIn("an ingest without embedding (sync always embeds)");
        }
        IngestReport report = CliReports.ingest(server().json("sync", Map.of()));
        int embedded = report.embedding().map(EmbedReport::embedded).orElse(0);
        embeddedByLastCall = () -> embedded;
        return report;
    }

    /** Sync computes the vectors chunks lack, after it has ingested whatever changed. */
    @Override
    public EmbedReport embed() {
        return ingest(Vectors.COMPUTED).embedding()
                .orElseThrow(() -> new AssertionError("sync reported no embedding"));
    }

    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        int vectorsBefore = storedVectors();
        Map<String, Object> arguments = new HashMap<>(Map.of("query", McpAnswers.passable(query),
                "limit", options.limit()));
        options.mode().ifPresent(mode -> arguments.put("mode", mode.label()));
        options.filter().pathPrefix().ifPresent(prefix -> arguments.put("path", prefix));
        if (!options.filter().tags().isEmpty()) {
            arguments.put("tags", options.filter().tags());
        }
        options.filter().since().ifPresent(since -> arguments.put("since", since.toString()));
        options.filter().source().ifPresent(source -> arguments.put("source", source.label()));
        options.filter().project().ifPresent(project -> arguments.put("project", project));
        arguments.put("includeSuperseded", options.filter().includeRetired());
        McpServerProcess.Answer answer = server().call("search_memory", arguments);
        // Only the vectors left in the index show what a search (and the sync before it) embedded.
        embeddedByLastCall = () -> storedVectors() - vectorsBefore;
        if (answer.error()) {
            throw new Refused(Refused.Reason.OTHER, List.of(answer.text()));
        }
        return CliReports.search(answer.json(), McpAnswers::warning);
    }

    @Override
    public Remembering remember(String title, String body, List<String> tags) {
        embeddedByLastCall = () -> 0;
        return Remembering.of(server().json("remember", Map.of("title", title, "body", body, "tags", tags)));
    }

    @Override
    public String writer() {
        return CLIENT;
    }

    /** The tool takes nothing but a path and lines, so any error it answers is a refusal of the note. */
    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        Map<String, Object> arguments = new HashMap<>(Map.of("path", path));
        lines.ifPresent(range -> {
            arguments.put("from", range.from());
            arguments.put("to", range.to());
        });
        embeddedByLastCall = () -> 0;
        McpServerProcess.Answer answer = server().call("read_note", arguments);
        if (answer.error()) {
            throw new Refused(Refused.Reason.NOTE_REFUSED, answer.text().lines().toList());
        }
        return McpAnswers.noteLines(answer.json());
    }

    @Override
    public Drift reconcile() {
        throw noWayIn("naming the notes that differ from the index (memory_status only counts them)");
    }

    @Override
    public MemoryStatus status() {
        embeddedByLastCall = () -> 0;
        return CliReports.status(server().json("memory_status", Map.of()));
    }

    @Override
    public Checkup checkMemory() {
        embeddedByLastCall = () -> 0;
        return CliReports.checkup(server().json("check_memory", Map.of()));
    }

    @Override
    public void removedFromRepository(String file) {
        RepositoryHistory.removed(notes.root(), file);
    }

    /** Ends the running server, if any; the next call starts a new one, as an agent's next session would. */
    @Override
    public void reopen() {
        embeddedByLastCall = () -> 0;
        if (server != null) {
            server.close();
            server = null;
        }
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        throw noWayIn("scoring golden queries");
    }

    /** The server is stopped first, as a user deleting the cache would do. */
    @Override
    public void deleteIndex() {
        reopen();
        Path index = notes.root().resolve(".mempalace");
        if (!Files.isDirectory(index)) {
            throw new AssertionError("no index at its documented default place " + index);
        }
        NoteFiles.deleteRecursively(index);
    }

    @Override
    public void changeModel() {
        throw noWayIn("changing the embedding model");
    }

    @Override
    public int documentsEmbeddedDuringLastCommand() {
        return embeddedByLastCall.getAsInt();
    }

    @Override
    public Path workspaceFolder() {
        return notes.root();
    }

    @Override
    public Path scratchFolder() {
        return scenarioDirectory;
    }

    /** The server has no tool that configures the store, so the user does it once, on the command line. */
    @Override
    public void importSessionsFrom(String harness, Path folder) {
        CommandRun run = Mempalace.in(notes.root(), scenarioDirectory).run(List.of("--workspace",
                notes.root().toString(), "sessions", "add", harness, folder.toString()));
        if (run.exitCode() != 0) {
            throw new AssertionError("sessions add failed: " + run);
        }
    }

    @Override
    public void runCommandLine(List<String> arguments) {
        throw noWayIn("a command line");
    }

    /** Chunks with a vector; none while there is no index (memory_status then answers an error). */
    private int storedVectors() {
        McpServerProcess.Answer answer = server().call("memory_status", Map.of());
        return answer.error() ? 0 : CliReports.status(answer.json()).vectors();
    }

    private McpServerProcess server() {
        if (server == null) {
            server = new McpServerProcess(notes.root(), CLIENT, asUser);
        }
        return server;
    }

    private static UnsupportedOperationException noWayIn(String what) {
        return new UnsupportedOperationException("no way in through MCP for " + what
                + "; tag the scenario @not-mcp");
    }
}

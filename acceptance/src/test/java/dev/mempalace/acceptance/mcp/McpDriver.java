package dev.mempalace.acceptance.mcp;

import dev.mempalace.acceptance.cli.CliReports;
import dev.mempalace.acceptance.cli.NoteFiles;
import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
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

/**
 * An agent's view: the SDK's MCP client talking to a real {@code mempalace mcp} subprocess (started on the first
 * call, kept for the scenario unless it asks for a new one) over a workspace of real files (contract: the README).
 */
public final class McpDriver implements AppDriver {

    static final String CLIENT = "acceptance-agent";

    private Path scenarioDirectory;
    private NoteFiles notes;
    private McpServerProcess server;

    @Before(order = 0)
    public void createWorkspace() throws IOException {
        Path parent = Files.createDirectories(Path.of("target", "mcp-scenarios").toAbsolutePath());
        scenarioDirectory = Files.createTempDirectory(parent, "scenario-");
        notes = new NoteFiles(Files.createDirectory(scenarioDirectory.resolve("workspace")));
    }

    /** A failed scenario's workspace and index stay under target/mcp-scenarios to inspect. */
    @After
    public void stopServer(Scenario scenario) {
        restartServer();
        if (!scenario.isFailed()) {
            NoteFiles.deleteRecursively(scenarioDirectory);
        }
    }

    /** Ends the running server, if any; the next call starts a new one, as an agent's next session would. */
    void restartServer() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** The workspace-relative path of the note the remember tool wrote. */
    String remember(String title, String body, List<String> tags) {
        return server().json("remember", Map.of("title", title, "body", body, "tags", tags)).required("path")
                .asText();
    }

    McpServerProcess.Answer readNote(String path, Optional<Integer> from, Optional<Integer> to) {
        Map<String, Object> arguments = new HashMap<>(Map.of("path", path));
        from.ifPresent(line -> arguments.put("from", line));
        to.ifPresent(line -> arguments.put("to", line));
        return server().call("read_note", arguments);
    }

    Path workspace() {
        return notes.root();
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
        throw unreachable("making a note unreadable");
    }

    /** The sync tool always embeds; a scenario that ingests without embedding cannot run through MCP. */
    @Override
    public IngestReport ingest(boolean embed) {
        if (!embed) {
            throw unreachable("an ingest without embedding");
        }
        return CliReports.ingest(server().json("sync", Map.of()));
    }

    @Override
    public EmbedReport embed() {
        throw unreachable("embed on its own");
    }

    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        Map<String, Object> arguments = new HashMap<>(Map.of("query", query, "limit", options.limit()));
        options.mode().ifPresent(mode -> arguments.put("mode", mode.label()));
        options.filter().pathPrefix().ifPresent(prefix -> arguments.put("path", prefix));
        if (!options.filter().tags().isEmpty()) {
            arguments.put("tags", options.filter().tags());
        }
        options.filter().since().ifPresent(since -> arguments.put("since", since.toString()));
        arguments.put("includeSuperseded", options.filter().includeRetired());
        McpServerProcess.Answer answer = server().call("search_memory", arguments);
        if (answer.error()) {
            throw new Refused(answer.text().startsWith("no index") ? Refused.Reason.NO_INDEX : Refused.Reason.OTHER,
                    List.of(answer.text()));
        }
        return CliReports.search(answer.json());
    }

    @Override
    public Drift reconcile() {
        throw unreachable("reconcile");
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        throw unreachable("bench");
    }

    @Override
    public void deleteIndex() {
        throw unreachable("deleting the index");
    }

    @Override
    public void changeModel() {
        throw unreachable("changing the model");
    }

    @Override
    public int documentsEmbeddedDuringLastCommand() {
        throw unreachable("counting embedded documents");
    }

    @Override
    public void runCommandLine(List<String> arguments) {
        throw unreachable("a command line");
    }

    private McpServerProcess server() {
        if (server == null) {
            server = new McpServerProcess(notes.root(), CLIENT);
        }
        return server;
    }

    private static UnsupportedOperationException unreachable(String what) {
        return new UnsupportedOperationException(what + " is no MCP tool; leave the scenario's @mcp tag off");
    }
}

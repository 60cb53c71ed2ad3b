package dev.mempalace.acceptance.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.acceptance.cli.CliDriver;
import dev.mempalace.acceptance.cli.CliReports;
import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.MemoryStatus;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.Remembering;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.Vectors;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import io.cucumber.java.After;
import io.cucumber.java.AfterAll;
import io.cucumber.java.Before;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Assumptions;

/**
 * A person's view: what the page of a real {@code mempalace serve} shows in headless Chromium (searches read from
 * the page; a note's lines, the status and the checkup from the page's JSON, the first of which the rendered page
 * does not show as written);
 * what the page cannot do, since it only reads (writing notes, ingesting, importing sessions), the person does on
 * the command line, through the CLI loop's driver. The page starts at the scenario's first look at it.
 */
public final class WebDriver implements AppDriver {

    private static final AtomicBoolean TOLD = new AtomicBoolean();

    private final CliDriver cli = new CliDriver();
    private ServeProcess serve;
    /** What the last request through the page embedded, or null when the last request went through the CLI. */
    private IntSupplier embeddedByPage;

    @Before(order = 0)
    public void createWorkspace() throws IOException {
        if (!Chromium.installed() && !TOLD.getAndSet(true)) {
            System.out.println("BrowserAcceptanceTest: SKIPPED, " + Chromium.missing());
        }
        Assumptions.assumeTrue(Chromium.installed(), "the web loop needs headless Chromium; skipped");
        cli.createWorkspace();
    }

    /** A failed scenario's workspace, index and serve's output stay under target/cli-scenarios to inspect. */
    @After
    public void stopServe(Scenario scenario) {
        reopen();
        cli.deleteWorkspace(scenario);
    }

    @AfterAll
    public static void quitBrowser() {
        Chromium.quit();
    }

    @Override
    public void writeNote(String path, String markdown) {
        cli.writeNote(path, markdown);
    }

    @Override
    public void deleteNote(String path) {
        cli.deleteNote(path);
    }

    @Override
    public void moveNote(String from, String to) {
        cli.moveNote(from, to);
    }

    @Override
    public void makeUnreadable(String path) {
        throw new UnsupportedOperationException("the web loop runs serve as the user who owns the notes");
    }

    @Override
    public IngestReport ingest(Vectors vectors) {
        embeddedByPage = null;
        return cli.ingest(vectors);
    }

    @Override
    public EmbedReport embed() {
        embeddedByPage = null;
        return cli.embed();
    }

    /** A search typed on the page, read from what the page shows. */
    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        int vectorsBefore = storedVectors();
        SearchOutcome outcome = SearchView.open(Chromium.browser(), serve().at(SearchView.address(query, options)));
        // Only the vectors left in the index could show that the page's search embedded something.
        embeddedByPage = () -> storedVectors() - vectorsBefore;
        return outcome;
    }

    @Override
    public Remembering remember(String title, String body, List<String> tags) {
        embeddedByPage = null;
        return cli.remember(title, body, tags);
    }

    @Override
    public String writer() {
        return cli.writer();
    }

    /** A note's lines from the note page's JSON: the rendered page shows Markdown, not its lines as written. */
    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        embeddedByPage = () -> 0;
        ServeProcess.Answer answer = serve().json(SearchView.noteHref(path)
                + lines.map(range -> "?lines=" + range.from() + "-" + range.to()).orElse(""));
        if (answer.status() == 400 || answer.status() == 404) {
            throw new Refused(Refused.Reason.NOTE_REFUSED, List.of(answer.body().path("error").asText()));
        }
        return CliReports.noteLines(answered(answer));
    }

    @Override
    public Drift reconcile() {
        embeddedByPage = null;
        return cli.reconcile();
    }

    /** The status page's JSON, the status answer of the CLI. */
    @Override
    public MemoryStatus status() {
        embeddedByPage = () -> 0;
        return CliReports.status(answered(serve().json("/status")));
    }

    /** The checkup the status page shows when asked, from its JSON: the doctor's answer under {@code doctor}. */
    @Override
    public Checkup checkMemory() {
        embeddedByPage = () -> 0;
        return CliReports.checkup(answered(serve().json("/status?doctor=1")).required("doctor"));
    }

    @Override
    public void removedFromRepository(String file) {
        cli.removedFromRepository(file);
    }

    /** Ends the page, if it runs; the next look at the page starts a new serve. */
    @Override
    public void reopen() {
        embeddedByPage = null;
        if (serve != null) {
            serve.close();
            serve = null;
        }
        cli.reopen();
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        return cli.bench(queries, mode);
    }

    /** The page is stopped first, as a user deleting the cache would do. */
    @Override
    public void deleteIndex() {
        reopen();
        cli.deleteIndex();
    }

    @Override
    public void changeModel() {
        cli.changeModel();
    }

    @Override
    public int documentsEmbeddedDuringLastCommand() {
        return embeddedByPage != null ? embeddedByPage.getAsInt() : cli.documentsEmbeddedDuringLastCommand();
    }

    @Override
    public Path workspaceFolder() {
        return cli.workspaceFolder();
    }

    @Override
    public Path scratchFolder() {
        return cli.scratchFolder();
    }

    @Override
    public void importSessionsFrom(String harness, Path folder) {
        cli.importSessionsFrom(harness, folder);
    }

    @Override
    public void runCommandLine(List<String> arguments) {
        embeddedByPage = null;
        cli.runCommandLine(arguments);
    }

    /** Chunks with a vector, from the status page; none while there is no index. */
    private int storedVectors() {
        ServeProcess.Answer answer = serve().json("/status");
        return answer.status() == 503 ? 0 : CliReports.status(answered(answer)).vectors();
    }

    private ServeProcess serve() {
        if (serve == null) {
            serve = new ServeProcess(cli.workspaceFolder(), cli.scratchFolder());
        }
        return serve;
    }

    /** The answer of a page that answered; no index is the refusal a person meets first. */
    private static JsonNode answered(ServeProcess.Answer answer) {
        if (answer.status() == 503 && answer.body().path("error").asText().contains("mempalace ingest")) {
            throw new Refused(Refused.Reason.NO_INDEX, List.of(answer.body().path("error").asText()));
        }
        if (answer.status() != 200) {
            throw new AssertionError("the page answered " + answer.status() + ": " + answer.body());
        }
        return answer.body();
    }
}

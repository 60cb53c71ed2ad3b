package dev.mempalace.benchmark.command;

import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;

/**
 * A host over the workbench a test gives, with the fake redactor; it starts no processes and has no scale store or
 * session workbench.
 */
final class FakeHost implements BenchHost {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final PrintWriter outWriter = new PrintWriter(out, true);
    private final PrintWriter errWriter = new PrintWriter(err, true);
    private final Workbench workbench;
    private final BenchSettings settings;
    private final boolean workspaceGiven;
    private final List<Optional<String>> stores = new ArrayList<>();
    private Optional<String> service = Optional.empty();
    private int opened;

    FakeHost(Workbench workbench, Path workspace, Path cache, boolean workspaceGiven) {
        this.workbench = workbench;
        this.settings = new BenchSettings(workspace, defaultIndex(workspace), cache, "fake", List.of("--model", "int8"));
        this.workspaceGiven = workspaceGiven;
    }

    /** Runs the bench command over this host, as the CLI registers it: modes are named in lower case. */
    int run(String... args) {
        return new CommandLine(new BenchCommand(this)).setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(outWriter).setErr(errWriter).execute(args);
    }

    String printed() {
        return out.toString();
    }

    String errors() {
        return err.toString();
    }

    /** Makes {@code --index} name an index service at {@code location}. */
    void serveAt(String location) {
        service = Optional.of(location);
    }

    /** The service store of each bench opened so far, empty for one over its index file. */
    List<Optional<String>> stores() {
        return List.copyOf(stores);
    }

    /** How many benches were opened so far. */
    int opened() {
        return opened;
    }

    @Override
    public BenchSettings settings() {
        return settings;
    }

    @Override
    public boolean workspaceGiven() {
        return workspaceGiven;
    }

    @Override
    public boolean indexGiven() {
        return service.isPresent();
    }

    @Override
    public Optional<String> indexService() {
        return service;
    }

    @Override
    public Path defaultIndex(Path workspace) {
        return workspace.resolve(".mempalace").resolve("index.sqlite");
    }

    @Override
    public PrintWriter out() {
        return outWriter;
    }

    @Override
    public PrintWriter err() {
        return errWriter;
    }

    @Override
    public EmbedProgress progress(String task, String unit) {
        return EmbedProgress.NONE;
    }

    @Override
    public Workbench.Bench open(BenchSettings at) {
        opened++;
        stores.add(at.store());
        return workbench.open(at.workspace(), at.index());
    }

    @Override
    public ModelWorkbench workbench() {
        return workbench(Optional.empty());
    }

    @Override
    public ModelWorkbench workbench(String key) {
        return workbench(Optional.of(key));
    }

    private ModelWorkbench workbench(Optional<String> store) {
        return new ModelWorkbench() {
            @Override
            public Bench open(Path workspace, Path indexFile) {
                opened++;
                stores.add(store);
                return workbench.open(workspace, indexFile);
            }

            @Override
            public long tokensEmbedded() {
                return 0;
            }

            @Override
            public void close() {
                // The test closes the workbench it gave.
            }
        };
    }

    @Override
    public List<ScaleStore> scaleStores(Path dir) {
        throw new UnsupportedOperationException("no scale store in these tests");
    }

    @Override
    public SessionWorkbench sessionWorkbench() {
        throw new UnsupportedOperationException("no session workbench in these tests");
    }

    @Override
    public TranscriptWriters transcripts() {
        throw new UnsupportedOperationException("no harness writers in these tests");
    }

    @Override
    public SecretRedactor redactor() {
        return new FakeSecretRedactor();
    }

    @Override
    public Launcher launcher() {
        throw new UnsupportedOperationException("no processes in these tests");
    }
}

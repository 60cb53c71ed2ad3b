package dev.mempalace.benchwiring;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.benchmark.ModelFiles;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import dev.mempalace.bootstrap.SharedModel;
import java.nio.file.Path;

/**
 * The session benchmark's benches over the real adapters: each a core of its own workspace and index (the
 * harnesses' readers, the redactor, the Markdown archive, SQLite), all sharing one model loaded on first use.
 */
final class SessionBenchWiring implements SessionWorkbench {

    private final Settings settings;
    private final SharedModel model;

    SessionBenchWiring(Settings settings) {
        this.settings = settings;
        this.model = new SharedModel(settings);
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        return bench(model.core(settings.withWorkspace(workspace).withIndex(indexFile)));
    }

    @Override
    public Bench open(Path workspace, Path indexFile, Embedder embedder) {
        return bench(model.core(settings.withWorkspace(workspace).withIndex(indexFile), embedder));
    }

    @Override
    public Embedder model() {
        return model.embedder();
    }

    @Override
    public ModelFiles modelFiles() {
        return new ModelFiles(model.modelFile(), model.tokenizerJson(), model.threads());
    }

    @Override
    public long tokensEmbedded() {
        return model.tokensEmbedded();
    }

    @Override
    public void close() {
        model.close();
    }

    private static Bench bench(Composition core) {
        return new Bench(core.configureSessions(), core.importSessions(), core.ingest(), core.embed(), core.uncounted(),
                core::close);
    }
}

package dev.mempalace.bootstrap;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.nio.file.Path;

/**
 * The session benchmark's benches over the real adapters: each a core of its own workspace and index (the
 * harnesses' readers, the redactor, the Markdown archive, SQLite), all sharing one model loaded on first use.
 */
final class SessionBenchWiring implements SessionWorkbench {

    private final Settings settings;
    private final OnnxEmbedder model;

    SessionBenchWiring(Settings settings) {
        this.settings = settings;
        this.model = Adapters.model(settings);
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        return bench(Composition.sharing(settings.withWorkspace(workspace).withIndex(indexFile), model));
    }

    @Override
    public Bench open(Path workspace, Path indexFile, Embedder embedder) {
        return bench(Composition.sharing(settings.withWorkspace(workspace).withIndex(indexFile), model, embedder));
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
        return new Bench(core.configureSessions(), core.importSessions(), core.ingest(), core.embed(), core.search(),
                core::close);
    }
}

package dev.mempalace.benchwiring;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.bootstrap.Settings;
import dev.mempalace.bootstrap.SharedModel;
import java.nio.file.Path;

/**
 * Benches wired as the product wires them (the workspace's notes chunked with the model's own tokenizer, the SQLite
 * index, the product's services) but embedding with the embedder given, such as a test's fake or one without a
 * model, so that the model itself is never loaded. One tokenizer serves every bench, and closes with the workbench.
 */
public final class ProductWorkbench implements Workbench, AutoCloseable {

    private final Settings base;
    private final SharedModel model;
    private final Embedder embedder;

    /** Benches that take the model and cache from {@code base}, and their workspace and index from each open. */
    public ProductWorkbench(Settings base, Embedder embedder) {
        this.base = base;
        this.model = new SharedModel(base);
        this.embedder = embedder;
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        return BenchWiring.bench(model.core(base.withWorkspace(workspace).withIndex(indexFile), embedder));
    }

    @Override
    public void close() {
        model.close();
    }
}

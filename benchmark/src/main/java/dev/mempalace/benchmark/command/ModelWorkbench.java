package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.Workbench;

/** A workbench whose benches all share one model, loaded once and closed with the workbench. */
public interface ModelWorkbench extends Workbench, AutoCloseable {

    /** Tokens the shared model has been fed so far. */
    long tokensEmbedded();

    @Override
    void close();
}

package dev.mempalace.adapter.onnx;

/**
 * What a process asks of its model over its life, which chooses how the model loads for a query: a command's one
 * query wants the quickest load, a server's many queries the quickest query. Every use gives the same vectors, bit
 * for bit.
 */
public enum ModelUse {
    /**
     * A command's query or two: where the vectors stay the same ({@link ModelSource#exactUnpacked()}), the weights
     * are used as they lie instead of repacked for the CPU's kernels, a load that costs a fraction for a slower query.
     */
    COMMAND(false),
    /** A long-lived process that embeds queries and notes (the MCP server, the warm process): weights repacked. */
    SERVER(false),
    /**
     * A long-lived process that only embeds queries, each beside the rest of its search (the page of {@code serve}):
     * weights repacked, and one thread, so that the query does not take the core the search runs on.
     */
    QUERIES(true);

    private final boolean oneThread;

    ModelUse(boolean oneThread) {
        this.oneThread = oneThread;
    }

    /** Whether a model first loaded for a query may leave its weights unpacked. */
    boolean unpackedForQueries() {
        return this == COMMAND;
    }

    /** The threads ONNX Runtime runs one text on, of the {@code processors} this process may use. */
    int threads(int processors) {
        return oneThread ? 1 : processors;
    }
}

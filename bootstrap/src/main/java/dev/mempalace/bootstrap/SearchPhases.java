package dev.mempalace.bootstrap;

/** The phase names of {@code search --timings}, stable because {@code bench --cold} and scripts read them. */
public final class SearchPhases {

    public static final String PARSE = "parse";
    public static final String INDEX_OPEN = "index-open";
    public static final String DRIFT_CHECK = "drift-check";
    public static final String LEXICAL = "lexical";
    public static final String TOKENIZER_LOAD = "tokenizer-load";
    public static final String MODEL_SESSION = "model-session";
    public static final String QUERY_EMBED = "query-embed";
    public static final String VECTOR_LOAD = "vector-load";
    public static final String VECTOR_SCAN = "vector-scan";
    public static final String FUSION = "fusion";
    public static final String OUTPUT = "output";

    /** In the order a search runs them; {@code jvm} comes before and {@code total} after. */
    public static final String[] ALL = {PARSE, INDEX_OPEN, DRIFT_CHECK, LEXICAL, TOKENIZER_LOAD, MODEL_SESSION, QUERY_EMBED,
            VECTOR_LOAD, VECTOR_SCAN, FUSION, OUTPUT};

    private SearchPhases() {
    }
}

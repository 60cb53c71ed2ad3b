package dev.mempalace.cli;

/** The phase names of {@code search --timings}, stable because {@code bench --cold} and scripts read them. */
final class SearchPhases {

    static final String PARSE = "parse";
    static final String INDEX_OPEN = "index-open";
    static final String DRIFT_CHECK = "drift-check";
    static final String LEXICAL = "lexical";
    static final String TOKENIZER_LOAD = "tokenizer-load";
    static final String MODEL_SESSION = "model-session";
    static final String QUERY_EMBED = "query-embed";
    static final String VECTOR_LOAD = "vector-load";
    static final String VECTOR_SCAN = "vector-scan";
    static final String FUSION = "fusion";
    static final String OUTPUT = "output";

    /** In the order a search runs them; {@code jvm} comes before and {@code total} after. */
    static final String[] ALL = {PARSE, INDEX_OPEN, DRIFT_CHECK, LEXICAL, TOKENIZER_LOAD, MODEL_SESSION, QUERY_EMBED,
            VECTOR_LOAD, VECTOR_SCAN, FUSION, OUTPUT};

    private SearchPhases() {
    }
}

package dev.mempalace.cli;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code mempalace search}: reads the index only, never writes it and never embeds a document. */
@Command(name = "search", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Search the notes; one result per note unless --all-chunks.")
final class SearchCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Parameters(arity = "1..*", paramLabel = "QUERY", description = "The query; words are joined by spaces.")
    private List<String> words;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "10",
            description = "How many results, 1 to 1000 (default: ${DEFAULT-VALUE}).")
    private int limit;

    @Option(names = "--mode", paramLabel = "lexical|vector|hybrid",
            description = "Which legs to run (default: hybrid when the index has vectors, else lexical).")
    private SearchMode mode;

    @Option(names = "--all-chunks", description = "Return every matching chunk, not only the best of each note.")
    private boolean allChunks;

    @Option(names = "--explain", description = "Show each leg's rank and score and the fused score.")
    private boolean explain;

    @Override
    public Integer call() {
        String query = String.join(" ", words).strip();
        if (query.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "the query is empty");
        }
        if (limit < 1 || limit > SearchRequest.MAX_LIMIT) {
            throw new ParameterException(spec.commandLine(),
                    "--limit must be between 1 and " + SearchRequest.MAX_LIMIT + ", not " + limit);
        }
        Io io = top.io();
        boolean json = output.json(io.terminal());
        SearchResult result;
        try (Composition app = Composition.reading(top.settings())) {
            result = app.search().search(new SearchRequest(query, limit, Optional.ofNullable(mode), !allChunks));
        }
        if (json) {
            Json.print(io.out(), SearchJson.of(result, explain));
        } else {
            result.warnings().forEach(io::warn);
            io.out().print(SearchText.of(result, explain));
            io.out().flush();
        }
        return ExitCodes.OK;
    }
}

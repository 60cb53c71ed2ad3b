package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.SearchText;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.adapter.cli.output.Wording;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.SearchPhases;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
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

    @Parameters(arity = "0..*", paramLabel = "QUERY", description = "The query; words are joined by spaces.")
    private List<String> words;

    @Option(names = "--batch", paramLabel = "FILE",
            description = "Search every line of FILE (- for stdin): a query, or {\"id\": ..., \"query\": ...}; "
                    + "prints one JSON line per query. Not with QUERY.")
    private Path batch;

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

    @Option(names = "--path", paramLabel = "PREFIX", description = "Only notes whose workspace-relative path starts "
            + "with PREFIX (e.g. runbooks/).")
    private String pathPrefix;

    @Option(names = "--tag", paramLabel = "TAG", description = "Only notes tagged TAG in their front matter; "
            + "repeat for notes carrying every one.")
    private List<String> tags;

    @Option(names = "--since", paramLabel = "YYYY-MM-DD", description = "Only notes dated that day or later (their "
            + "front matter's date, else their file's).")
    private LocalDate since;

    @Option(names = "--source", paramLabel = "notes|sessions", description = "Only written notes, or only the "
            + "agents' imported sessions (default: both).")
    private SourceKind source;

    @Option(names = "--project", paramLabel = "DIR", description = "Only notes and sessions whose front matter's "
            + "project is DIR or a folder inside it (DIR relative to the working directory).")
    private Path project;

    @Option(names = "--include-superseded", description = "Also notes whose front matter says superseded, "
            + "deprecated or archived (ranked after current ones).")
    private boolean includeSuperseded;

    @Override
    public Integer call() {
        boolean hasWords = words != null && !words.isEmpty();
        if (batch != null && hasWords) {
            throw usage("QUERY and --batch are mutually exclusive");
        }
        if (batch == null && !hasWords) {
            throw usage("a QUERY or --batch FILE is required");
        }
        if (limit < 1 || limit > SearchRequest.MAX_LIMIT) {
            throw usage("--limit must be between 1 and " + SearchRequest.MAX_LIMIT + ", not " + limit);
        }
        Io io = top.io();
        if (batch != null) {
            return batch(io);
        }
        String query = String.join(" ", words).strip();
        if (query.isEmpty()) {
            throw usage("the query is empty");
        }
        boolean json = output.json(io.terminal());
        SearchRequest request = new SearchRequest(query, limit, Optional.ofNullable(mode), !allChunks, filter());
        Optional<Timings> timings = top.timings();
        SearchResult result = timings.map(t -> timed(request, t)).orElseGet(() -> search(request));
        return timings.map(t -> t.time(SearchPhases.OUTPUT, () -> print(io, json, result)))
                .orElseGet(() -> print(io, json, result));
    }

    private SearchResult search(SearchRequest request) {
        try (Composition app = top.open(top.settings())) {
            return named(app.search()).search(request);
        }
    }

    /**
     * A model folder the user named, which the search needed and could not load, fails the search (exit 7): a
     * typo in {@code --model-dir} must not pass as a lexical answer. The bundled model failing still falls back,
     * with a warning, and a search that needs no model never loads it.
     */
    private SearchMemory named(SearchMemory search) {
        if (top.settings().modelDir().isEmpty()) {
            return search;
        }
        return request -> {
            SearchResult result = search.search(request);
            for (Notice notice : result.notices()) {
                if (notice instanceof Notice.ModelUnavailable unavailable) {
                    throw new ModelUnavailableException(unavailable.reason());
                }
            }
            return result;
        };
    }

    private SearchResult timed(SearchRequest request, Timings timings) {
        timings.expect(SearchPhases.ALL);
        try (Composition app = timings.time(SearchPhases.INDEX_OPEN, () -> top.timed(top.settings(),
                timings))) {
            return timings.rest(SearchPhases.FUSION, () -> named(app.search()).search(request));
        }
    }

    private int print(Io io, boolean json, SearchResult result) {
        if (json) {
            Json.print(io.out(), top.located(SearchAnswer.of(result, explain, top.settings().workspace(),
                    Wording::of)));
        } else {
            top.announce();
            result.notices().forEach(n -> io.warn(Wording.of(n)));
            io.out().print(SearchText.of(result, explain, io.terminal()));
            io.out().flush();
        }
        return ExitCodes.OK;
    }

    private int batch(Io io) {
        // Without a terminal check: --batch always prints JSON lines, so only an explicit --text conflicts.
        if (!output.json(false)) {
            throw usage("--batch prints JSON lines; --text cannot be used with it");
        }
        if (batch.toString().equals("-")) {
            return batch(new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8)), io);
        }
        if (!Files.isRegularFile(batch)) {
            throw usage("no batch file " + batch);
        }
        try (BufferedReader in = Files.newBufferedReader(batch, StandardCharsets.UTF_8)) {
            return batch(in, io);
        } catch (IOException e) {
            throw usage("cannot read batch file " + batch + ": " + e);
        }
    }

    private int batch(BufferedReader in, Io io) {
        int bad;
        try (Composition app = top.open(top.settings())) {
            bad = new SearchBatch(named(app.search()), limit, Optional.ofNullable(mode), !allChunks, filter(), explain,
                    top.settings().workspace())
                    .run(in, io.out());
        } catch (IOException e) {
            throw usage("cannot read the batch input: " + e);
        }
        if (bad > 0) {
            io.err().println("mempalace: " + bad + " batch line(s) could not be searched; see their \"error\"");
            return ExitCodes.USAGE;
        }
        return ExitCodes.OK;
    }

    private NoteFilter filter() {
        return new NoteFilter(Optional.ofNullable(pathPrefix), tags == null ? List.of() : tags,
                Optional.ofNullable(since), includeSuperseded, Optional.ofNullable(source),
                Optional.ofNullable(project).map(dir -> top.io().folder().resolve(dir)
                        .toAbsolutePath().normalize().toString()));
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}

package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.Declared;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.SearchText;
import dev.mempalace.adapter.cli.output.Timings;
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
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code mempalace search}: reads the index only, never writes it and never embeds a document. Declared through
 * picocli's model ({@link Declared}), not annotations: a cold search's parse is most of what it waits for.
 */
final class SearchCommand implements Callable<Integer> {

    private final MempalaceCommand top;

    private final CommandSpec spec = Declared.withStandardHelp(CommandSpec.wrapWithoutInspection(this).name("search"));

    private final OutputOptions output = OutputOptions.declaredOn(spec);

    private final PositionalParamSpec words = PositionalParamSpec.builder().arity("0..*").paramLabel("QUERY")
            .type(List.class).auxiliaryTypes(String.class).description("The query; words are joined by spaces.")
            .build();

    private final OptionSpec batch = added(Declared.valued("--batch", "FILE", Path.class, "Search every line of "
            + "FILE (- for stdin): a query, or {\"id\": ..., \"query\": ...}; prints one JSON line per query. Not "
            + "with QUERY."));

    private final OptionSpec limit = added(Declared.valued("--limit", "N", int.class,
            "How many results, 1 to 1000 (default: ${DEFAULT-VALUE}).").defaultValue("10"));

    private final OptionSpec mode = added(Declared.valued("--mode", "lexical|vector|hybrid", SearchMode.class,
            "Which legs to run (default: hybrid when the index has vectors, else lexical)."));

    private final OptionSpec allChunks = added(Declared.flag("--all-chunks",
            "Return every matching chunk, not only the best of each note."));

    private final OptionSpec explain = added(Declared.flag("--explain",
            "Show each leg's rank and score and the fused score."));

    private final OptionSpec pathPrefix = added(Declared.valued("--path", "PREFIX", String.class, "Only notes whose "
            + "workspace-relative path starts with PREFIX (e.g. runbooks/)."));

    private final OptionSpec tags = added(Declared.valued("--tag", "TAG", List.class, "Only notes tagged TAG in "
            + "their front matter; repeat for notes carrying every one.").auxiliaryTypes(String.class));

    private final OptionSpec since = added(Declared.valued("--since", "YYYY-MM-DD", LocalDate.class, "Only notes "
            + "dated that day or later (their front matter's date, else their file's)."));

    private final OptionSpec source = added(Declared.valued("--source", "notes|sessions", SourceKind.class,
            "Only written notes, or only the agents' imported sessions (default: both)."));

    private final OptionSpec project = added(Declared.valued("--project", "DIR", Path.class, "Only notes and "
            + "sessions whose front matter's project is DIR or a folder inside it (DIR relative to the working "
            + "directory)."));

    private final OptionSpec includeSuperseded = added(Declared.flag("--include-superseded", "Also notes whose "
            + "front matter says superseded, deprecated or archived (ranked after current ones)."));

    SearchCommand(MempalaceCommand top) {
        this.top = top;
        spec.addPositional(words).usageMessage().description("Search the notes; one result per note unless "
                + "--all-chunks.");
    }

    private OptionSpec added(OptionSpec.Builder option) {
        OptionSpec declared = option.build();
        spec.addOption(declared);
        return declared;
    }

    /** This command's model. */
    CommandSpec spec() {
        return spec;
    }

    @Override
    public Integer call() {
        List<String> words = this.words.getValue();
        Path batch = this.batch.getValue();
        int limit = this.limit.getValue();
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
            return batch(io, batch, limit);
        }
        String query = String.join(" ", words).strip();
        if (query.isEmpty()) {
            throw usage("the query is empty");
        }
        boolean json = output.json(io.terminal());
        SearchRequest request = new SearchRequest(query, limit, Optional.ofNullable(mode.getValue()),
                !allChunks(), filter());
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
            Json.print(io.out(), top.located(SearchAnswer.of(result, explain(), top.settings().workspace(),
                    Wording::of)));
        } else {
            top.announce();
            result.notices().forEach(n -> io.warn(Wording.of(n)));
            io.out().print(SearchText.of(result, explain(), io.terminal()));
            io.out().flush();
        }
        return ExitCodes.OK;
    }

    private int batch(Io io, Path batch, int limit) {
        // Without a terminal check: --batch always prints JSON lines, so only an explicit --text conflicts.
        if (!output.json(false)) {
            throw usage("--batch prints JSON lines; --text cannot be used with it");
        }
        if (batch.toString().equals("-")) {
            return batch(new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8)), io, limit);
        }
        if (!Files.isRegularFile(batch)) {
            throw usage("no batch file " + batch);
        }
        try (BufferedReader in = Files.newBufferedReader(batch, StandardCharsets.UTF_8)) {
            return batch(in, io, limit);
        } catch (IOException e) {
            throw usage("cannot read batch file " + batch + ": " + e);
        }
    }

    private int batch(BufferedReader in, Io io, int limit) {
        int bad;
        try (Composition app = top.open(top.settings())) {
            bad = new SearchBatch(named(app.search()), limit, Optional.ofNullable(mode.getValue()), !allChunks(), filter(),
                    explain(),
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
        List<String> tagged = tags.getValue();
        return new NoteFilter(Optional.ofNullable(pathPrefix.getValue()), tagged == null ? List.of() : tagged,
                Optional.ofNullable(since.getValue()), includeSuperseded.getValue(),
                Optional.ofNullable(source.getValue()), Optional.<Path>ofNullable(project.getValue())
                        .map(dir -> top.io().folder().resolve(dir).toAbsolutePath().normalize().toString()));
    }

    private boolean allChunks() {
        return allChunks.getValue();
    }

    private boolean explain() {
        return explain.getValue();
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}

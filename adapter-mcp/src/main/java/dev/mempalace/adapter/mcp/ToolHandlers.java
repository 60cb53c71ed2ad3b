package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.answer.IngestAnswer;
import dev.mempalace.application.port.in.answer.Located;
import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.answer.CheckupAnswer;
import dev.mempalace.application.port.in.answer.NoteAnswer;
import dev.mempalace.application.port.in.answer.RememberAnswer;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.application.port.in.answer.StatusAnswer;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What answers each tool: one use case, and its answer built as the command line builds its JSON (the same
 * tree), with the notices worded for a model. Bad arguments are {@link IllegalArgumentException}s.
 */
final class ToolHandlers {

    static final int DEFAULT_LIMIT = 10;
    static final int MAX_LIMIT = 50;

    private final MemoryUseCases memory;
    private final McpJsonMapper json = McpJsonDefaults.getMapper();

    ToolHandlers(MemoryUseCases memory) {
        this.memory = memory;
    }

    MemoryTools.Answer search(Arguments arguments) {
        Optional<SearchMode> mode = arguments.optionalText("mode").map(ToolHandlers::mode);
        int limit = arguments.optionalWholeNumber("limit").orElse(DEFAULT_LIMIT);
        if (limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ": " + limit);
        }
        NoteFilter filter = new NoteFilter(arguments.optionalText("path"), arguments.texts("tags"),
                arguments.optionalDate("since"), arguments.flag("includeSuperseded"),
                arguments.optionalText("source").map(ToolHandlers::source),
                arguments.optionalText("project").map(ToolHandlers::folder));
        SearchResult result = memory.search().search(new SearchRequest(arguments.text("query"), limit, mode, true,
                filter));
        return answer(located(SearchAnswer.of(result, false, memory.workspace(), ModelWording::of)));
    }

    private static SearchMode mode(String label) {
        return Arrays.stream(SearchMode.values()).filter(m -> m.label().equals(label.toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("mode must be hybrid, lexical or vector: "
                        + label));
    }

    private static SourceKind source(String label) {
        return Arrays.stream(SourceKind.values()).filter(s -> s.label().equals(label.toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("source must be notes or sessions: "
                        + label));
    }

    private static String folder(String project) {
        try {
            return Path.of(System.getProperty("user.dir")).resolve(project).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("project is no folder path: " + project, e);
        }
    }

    MemoryTools.Answer read(Arguments arguments) {
        String path = arguments.text("path");
        Optional<Integer> from = arguments.optionalWholeNumber("from");
        Optional<Integer> to = arguments.optionalWholeNumber("to");
        Optional<LineRange> range = from.isEmpty() && to.isEmpty() ? Optional.empty()
                : Optional.of(new LineRange(from.orElse(1), to.orElse(Integer.MAX_VALUE)));
        NoteLines lines = memory.read().read(path, range);
        int first = range.map(LineRange::from).orElse(1);
        if (first > lines.total()) {
            throw new IllegalArgumentException(lines.total() == 0 ? lines.path() + " is empty"
                    : String.format(Locale.ROOT, "%s has only %d line%s, so there is no line %d", lines.path(),
                            lines.total(), lines.total() == 1 ? "" : "s", first));
        }
        return new MemoryTools.Answer(numbered(lines), located(NoteAnswer.of(lines, memory.workspace())), false);
    }

    /** The lines as a model reads them best: a header, then each line after its number and a tab. */
    private static String numbered(NoteLines lines) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s (lines %d-%d of %d)\n",
                lines.path(), lines.from(), lines.to(), lines.total()));
        if (!lines.replacedBy().isEmpty()) {
            text.append("Superseded by ").append(String.join(", ", lines.replacedBy()))
                    .append(": read that note instead.\n");
        }
        for (int i = 0; i < lines.lines().size(); i++) {
            text.append(lines.from() + i).append('\t').append(lines.lines().get(i)).append('\n');
        }
        return text.toString();
    }

    MemoryTools.Answer remember(Arguments arguments, Optional<String> client) {
        NewNote note = new NewNote(arguments.text("title"), arguments.text("body"), arguments.texts("tags"),
                arguments.optionalText("folder"), client, arguments.texts("supersedes"));
        return answer(located(RememberAnswer.of(memory.remember().remember(note), memory.workspace(),
                ModelWording::of)));
    }

    MemoryTools.Answer check(Arguments arguments) {
        CheckOptions options = new CheckOptions(
                arguments.optionalWholeNumber("staleDays").orElse(CheckOptions.DEFAULT.staleDays()),
                arguments.optionalWholeNumber("unusedDays").orElse(CheckOptions.DEFAULT.unusedDays()));
        return answer(located(CheckupAnswer.of(memory.check().check(options))));
    }

    MemoryTools.Answer status() {
        return answer(StatusAnswer.of(memory.workspace(), memory.index(), memory.status().status()));
    }

    MemoryTools.Answer sync() {
        SessionImport sessions = memory.sessions().importConfigured();
        IngestReport report = memory.sync().ingest(true, EmbedProgress.NONE);
        Map<String, Object> root = IngestAnswer.of(report, ModelWording::of);
        root.put("sessions", SessionImportAnswer.of(sessions));
        return answer(located(root));
    }

    private Map<String, Object> located(Map<String, Object> answer) {
        return Located.of(answer, memory.workspace(), memory.index());
    }

    private MemoryTools.Answer answer(Map<String, Object> root) {
        try {
            return new MemoryTools.Answer(json.writeValueAsString(root), root, false);
        } catch (IOException e) {
            throw new UncheckedIOException("a tree of maps, lists, strings and numbers always serialises", e);
        }
    }
}

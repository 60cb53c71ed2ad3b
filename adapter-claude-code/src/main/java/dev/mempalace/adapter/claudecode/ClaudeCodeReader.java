package dev.mempalace.adapter.claudecode;

import dev.mempalace.adapter.harnesskit.HeadField;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.TranscriptWalk;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Reads Claude Code's session transcripts: {@code projects/<munged cwd>/<session uuid>.jsonl}, and each sub-agent's
 * own transcript in {@code <session uuid>/subagents/<agent>.jsonl} (its id {@code <session uuid>/<agent>}) or, as
 * 2.0.x wrote them, {@code agent-<id>.jsonl} beside the sessions (its id {@code <sessionId of its first
 * record>/agent-<id>}).
 */
public final class ClaudeCodeReader implements TranscriptReader {

    /** The harness's name. */
    public static final String HARNESS = "claude-code";

    private static final String SUFFIX = ".jsonl";
    private static final String SUBAGENTS = "subagents";
    private static final String AGENT = "agent-";

    private final Map<String, String> environment;
    private final Path home;

    /** A reader that finds its default folders from {@code environment} and {@code home}. */
    public ClaudeCodeReader(Map<String, String> environment, Path home) {
        this.environment = Map.copyOf(environment);
        this.home = Objects.requireNonNull(home, "home");
    }

    @Override
    public String harness() {
        return HARNESS;
    }

    @Override
    public List<String> defaultFolders() {
        String configured = environment.get("CLAUDE_CONFIG_DIR");
        if (configured != null && !configured.isBlank()) {
            return List.of(absolute(Path.of(configured).resolve("projects")));
        }
        return List.of(absolute(home.resolve(".claude/projects")), absolute(home.resolve(".config/claude/projects")));
    }

    @Override
    public List<TranscriptFile> transcripts(String folder) {
        return TranscriptWalk.under(folder, "Claude Code transcripts", ClaudeCodeReader::isJsonl,
                ClaudeCodeReader::id);
    }

    /** The session's file, its {@code <uuid>/subagents/}, and the 2.0.x {@code agent-*.jsonl} beside it that are its. */
    @Override
    public List<TranscriptFile> transcript(String path) {
        List<TranscriptFile> found = new ArrayList<>(TranscriptWalk.at(path, ClaudeCodeReader::isJsonl,
                ClaudeCodeReader::id));
        Path file = Path.of(path).toAbsolutePath().normalize();
        if (found.isEmpty() || isSubagent(file)) {
            return found;
        }
        String session = stem(file);
        found.addAll(TranscriptWalk.under(file.resolveSibling(session).resolve(SUBAGENTS).toString(),
                "Claude Code sub-agents", ClaudeCodeReader::isJsonl, ClaudeCodeReader::id));
        try (Stream<Path> beside = Files.list(file.getParent())) {
            beside.filter(f -> f.getFileName().toString().startsWith(AGENT) && isJsonl(f))
                    .filter(f -> HeadField.of(f, "sessionId").filter(session::equals).isPresent()).sorted()
                    .forEach(f -> found.addAll(TranscriptWalk.at(f.toString(), ClaudeCodeReader::isJsonl,
                            ClaudeCodeReader::id)));
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot list the folder of " + path, e);
        }
        return List.copyOf(found);
    }

    @Override
    public Transcript read(String path) {
        return read(path, new TranscriptBuilder(HARNESS, id(Path.of(path))));
    }

    @Override
    public Transcript read(String path, Consumer<Exchange> each) {
        return read(path, new TranscriptBuilder(HARNESS, id(Path.of(path)), each));
    }

    private static Transcript read(String path, TranscriptBuilder builder) {
        return JsonlTranscript.read(path, "Claude Code transcript", JsonlTranscript.PLAIN, builder,
                new ClaudeRecords(builder, isSubagent(Path.of(path))));
    }

    private static boolean isJsonl(Path file) {
        return file.getFileName().toString().endsWith(SUFFIX);
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : name;
    }

    private static String id(Path file) {
        String stem = stem(file);
        if (inSubagents(file)) {
            Path session = file.toAbsolutePath().getParent().getParent();
            return session == null || session.getFileName() == null ? stem : session.getFileName() + "/" + stem;
        }
        return isSubagent(file) ? HeadField.of(file, "sessionId").map(session -> session + "/" + stem).orElse(stem)
                : stem;
    }

    private static boolean isSubagent(Path file) {
        return inSubagents(file) || file.getFileName().toString().startsWith(AGENT);
    }

    private static boolean inSubagents(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent != null && parent.getFileName() != null && parent.getFileName().toString().equals(SUBAGENTS);
    }

    private static String absolute(Path path) {
        return path.toAbsolutePath().normalize().toString();
    }
}

package dev.mempalace.adapter.geminicli;

import dev.mempalace.adapter.harnesskit.HeadField;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.TranscriptWalk;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Reads Gemini CLI's chat sessions: {@code tmp/<project>/chats/session-<time>-<8 hex>.jsonl} (a metadata line, then
 * messages, re-appended whole when they change, and {@code $set} and {@code $rewindTo} records), the older whole-file
 * {@code session-*.json}, and a sub-agent's {@code chats/<parent session id>/<session id>.jsonl}. A session's id is
 * the one its metadata names (the file name holds only its first 8 characters).
 */
public final class GeminiCliReader implements TranscriptReader {

    /** The harness's name. */
    public static final String HARNESS = "gemini";

    static final String KIND = "Gemini CLI session";
    static final String JSONL = ".jsonl";
    static final String JSON = ".json";
    private static final String CHATS = "chats";

    private final Map<String, String> environment;
    private final Path home;

    /** A reader that finds its default folders from {@code environment} and {@code home}. */
    public GeminiCliReader(Map<String, String> environment, Path home) {
        this.environment = Map.copyOf(environment);
        this.home = Objects.requireNonNull(home, "home");
    }

    @Override
    public String harness() {
        return HARNESS;
    }

    @Override
    public List<String> defaultFolders() {
        String configured = environment.get("GEMINI_CLI_HOME");
        Path base = configured != null && !configured.isBlank() ? Path.of(configured) : home;
        return List.of(base.resolve(".gemini/tmp").toAbsolutePath().normalize().toString());
    }

    @Override
    public List<TranscriptFile> transcripts(String folder) {
        return TranscriptWalk.under(folder, "Gemini CLI sessions", GeminiCliReader::isSession, GeminiCliReader::id);
    }

    /** The session's file and, for a main session, its sub-agents' in {@code chats/<its session id>/}. */
    @Override
    public List<TranscriptFile> transcript(String path) {
        List<TranscriptFile> found = TranscriptWalk.at(path, GeminiCliReader::isSession, GeminiCliReader::id);
        Path file = Path.of(path).toAbsolutePath().normalize();
        if (found.isEmpty() || found.get(0).id().contains("/")) {
            return found;
        }
        List<TranscriptFile> subagents = TranscriptWalk.under(file.resolveSibling(found.get(0).id()).toString(),
                "Gemini CLI sub-agents", GeminiCliReader::isSession, GeminiCliReader::id);
        return Stream.concat(found.stream(), subagents.stream()).toList();
    }

    @Override
    public Transcript read(String path) {
        Path file = JsonlTranscript.existing(path, KIND);
        return read(path, file, new TranscriptBuilder(HARNESS, id(file)));
    }

    /** Gemini CLI's records may change earlier messages: the exchanges are handed on once the whole file is read. */
    @Override
    public Transcript read(String path, Consumer<Exchange> each) {
        Path file = JsonlTranscript.existing(path, KIND);
        return read(path, file, new TranscriptBuilder(HARNESS, id(file), each));
    }

    private static Transcript read(String path, Path file, TranscriptBuilder builder) {
        builder.project(ProjectRoot.of(file));
        GeminiRecords records = new GeminiRecords(builder);
        return path.endsWith(JSON) ? WholeFile.read(file, builder, records)
                : JsonlTranscript.read(path, KIND, JsonlTranscript.PLAIN, builder, records);
    }

    /**
     * A session file: in a {@code chats} folder (a main session's, named {@code session-*}) or one below it (a
     * sub-agent's); a {@code .json} only where no {@code .jsonl} of its name beside it took its place.
     */
    private static boolean isSession(Path file) {
        String name = file.getFileName().toString();
        Path parent = file.getParent();
        boolean main = parent != null && parent.getFileName() != null && parent.getFileName().toString().equals(CHATS)
                && name.startsWith("session-");
        boolean subagent = parent != null && parent.getParent() != null && parent.getParent().getFileName() != null
                && parent.getParent().getFileName().toString().equals(CHATS);
        if (name.endsWith(JSON)) {
            return main && !Files.exists(file.resolveSibling(name + "l"));
        }
        return name.endsWith(JSONL) && (main || subagent);
    }

    /** The session id its metadata names, else the file's name; a sub-agent's after its parent's. */
    static String id(Path file) {
        String own = HeadField.of(file, "sessionId").orElseGet(() -> stem(file.getFileName().toString()));
        Path parent = file.toAbsolutePath().getParent();
        boolean subagent = parent != null && parent.getParent() != null && parent.getParent().getFileName() != null
                && parent.getParent().getFileName().toString().equals(CHATS);
        return subagent ? parent.getFileName() + "/" + own : own;
    }

    private static String stem(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }
}

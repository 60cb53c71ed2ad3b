package dev.mempalace.adapter.codex;

import com.github.luben.zstd.ZstdInputStream;
import dev.mempalace.adapter.harnesskit.HeadField;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.TranscriptWalk;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Codex CLI's rollouts: {@code sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl} and the flat
 * {@code archived_sessions/}, plain or zstd-compressed ({@code .jsonl.zst}); a rollout's id is the UUID its name ends
 * with.
 */
public final class CodexReader implements TranscriptReader {

    /** The harness's name. */
    public static final String HARNESS = "codex";

    private static final String PREFIX = "rollout-";
    private static final String PLAIN = ".jsonl";
    private static final String COMPRESSED = ".jsonl.zst";
    private static final Pattern UUID_AT_END = Pattern.compile(
            "([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$");

    private final Map<String, String> environment;
    private final Path home;

    /** A reader that finds its default folders from {@code environment} and {@code home}. */
    public CodexReader(Map<String, String> environment, Path home) {
        this.environment = Map.copyOf(environment);
        this.home = Objects.requireNonNull(home, "home");
    }

    @Override
    public String harness() {
        return HARNESS;
    }

    @Override
    public List<String> defaultFolders() {
        String configured = environment.get("CODEX_HOME");
        Path codexHome = configured != null && !configured.isBlank() ? Path.of(configured) : home.resolve(".codex");
        return List.of(absolute(codexHome.resolve("sessions")), absolute(codexHome.resolve("archived_sessions")));
    }

    @Override
    public List<TranscriptFile> transcripts(String folder) {
        return TranscriptWalk.under(folder, "Codex rollouts", CodexReader::isRollout, CodexReader::id);
    }

    /** A rollout named otherwise is still one: its content says so when it is read. */
    @Override
    public List<TranscriptFile> transcript(String path) {
        return TranscriptWalk.at(path, CodexReader::isJsonl, CodexReader::id);
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
        return JsonlTranscript.read(path, "Codex rollout", CodexReader::open, builder, new CodexRecords(builder));
    }

    private static InputStream open(Path file) throws IOException {
        InputStream in = JsonlTranscript.PLAIN.open(file);
        return file.getFileName().toString().endsWith(COMPRESSED) ? new ZstdInputStream(in) : in;
    }

    private static boolean isRollout(Path file) {
        return file.getFileName().toString().startsWith(PREFIX) && isJsonl(file);
    }

    private static boolean isJsonl(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(PLAIN) || name.endsWith(COMPRESSED);
    }

    /**
     * The UUID a rollout's name ends with (the session's id); for a rollout named otherwise, the id its first line
     * names ({@code session_meta}'s, or an older rollout's header's), else its name without the suffix.
     */
    private static String id(Path file) {
        Matcher uuid = UUID_AT_END.matcher(stem(file));
        if (uuid.find()) {
            return uuid.group(1);
        }
        if (!file.getFileName().toString().endsWith(PLAIN)) {
            return stem(file);
        }
        return HeadField.of(file, "payload", "id").or(() -> HeadField.of(file, "id")).orElse(stem(file));
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        for (String suffix : List.of(COMPRESSED, PLAIN)) {
            if (name.endsWith(suffix)) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }

    private static String absolute(Path path) {
        return path.toAbsolutePath().normalize().toString();
    }
}

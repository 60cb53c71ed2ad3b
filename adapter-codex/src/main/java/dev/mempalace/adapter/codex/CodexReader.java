package dev.mempalace.adapter.codex;

import com.github.luben.zstd.ZstdInputStream;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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
        Path root = Path.of(folder);
        if (!Files.exists(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<TranscriptFile> found = new ArrayList<>();
            for (Path file : walk.filter(CodexReader::isRollout).filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(Path::toString)).toList()) {
                found.add(new TranscriptFile(absolute(file), id(file), Files.size(file),
                        Files.getLastModifiedTime(file).toMillis()));
            }
            return List.copyOf(found);
        } catch (IOException | UncheckedIOException e) {
            throw new TranscriptUnreadableException("cannot list the Codex rollouts in " + folder, e);
        }
    }

    @Override
    public Transcript read(String path) {
        Path file = Path.of(path);
        if (!Files.isRegularFile(file)) {
            throw new TranscriptUnreadableException("no Codex rollout at " + path);
        }
        TranscriptBuilder builder = new TranscriptBuilder(HARNESS, id(file));
        CodexRecords records = new CodexRecords(builder);
        int lines;
        try (InputStream in = open(file)) {
            lines = JsonLines.read(in, (number, record) -> record.ifPresent(r -> records.line(number, r)));
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot read the Codex rollout " + path, e);
        }
        if (lines > 0 && records.recognised() == 0) {
            throw new TranscriptUnreadableException("not a Codex rollout: " + path);
        }
        return builder.build(lines);
    }

    private static InputStream open(Path file) throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(file));
        return file.getFileName().toString().endsWith(COMPRESSED) ? new ZstdInputStream(in) : in;
    }

    private static boolean isRollout(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith(PREFIX) && (name.endsWith(PLAIN) || name.endsWith(COMPRESSED));
    }

    /** The UUID a rollout's name ends with (the session's id), else its name without the suffix. */
    private static String id(Path file) {
        Matcher uuid = UUID_AT_END.matcher(stem(file));
        return uuid.find() ? uuid.group(1) : stem(file);
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

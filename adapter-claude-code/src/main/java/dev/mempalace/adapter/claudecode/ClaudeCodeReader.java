package dev.mempalace.adapter.claudecode;

import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
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
import java.util.stream.Stream;

/**
 * Reads Claude Code's session transcripts: {@code projects/<munged cwd>/<session uuid>.jsonl}, and each sub-agent's
 * own transcript in {@code <session uuid>/subagents/<agent>.jsonl} (its id {@code <session uuid>/<agent>}).
 */
public final class ClaudeCodeReader implements TranscriptReader {

    /** The harness's name. */
    public static final String HARNESS = "claude-code";

    private static final String SUFFIX = ".jsonl";
    private static final String SUBAGENTS = "subagents";

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
        Path root = Path.of(folder);
        if (!Files.exists(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<TranscriptFile> found = new ArrayList<>();
            for (Path file : walk.filter(p -> p.getFileName().toString().endsWith(SUFFIX))
                    .filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList()) {
                found.add(new TranscriptFile(absolute(file), id(file), Files.size(file),
                        Files.getLastModifiedTime(file).toMillis()));
            }
            return List.copyOf(found);
        } catch (IOException | UncheckedIOException e) {
            throw new TranscriptUnreadableException("cannot list the Claude Code transcripts in " + folder, e);
        }
    }

    @Override
    public Transcript read(String path) {
        Path file = Path.of(path);
        if (!Files.isRegularFile(file)) {
            throw new TranscriptUnreadableException("no Claude Code transcript at " + path);
        }
        TranscriptBuilder builder = new TranscriptBuilder(HARNESS, id(file));
        ClaudeRecords records = new ClaudeRecords(builder, isSubagent(file));
        int lines;
        try (InputStream in = Files.newInputStream(file)) {
            lines = JsonLines.read(in, (number, record) -> record.ifPresent(r -> records.line(number, r)));
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot read the Claude Code transcript " + path, e);
        }
        if (lines > 0 && records.recognised() == 0) {
            throw new TranscriptUnreadableException("not a Claude Code transcript: " + path);
        }
        return builder.build(lines);
    }

    private static String id(Path file) {
        String name = file.getFileName().toString();
        String stem = name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : name;
        Path session = isSubagent(file) ? file.toAbsolutePath().getParent().getParent() : null;
        return session == null || session.getFileName() == null ? stem : session.getFileName() + "/" + stem;
    }

    private static boolean isSubagent(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent != null && parent.getFileName() != null && parent.getFileName().toString().equals(SUBAGENTS);
    }

    private static String absolute(Path path) {
        return path.toAbsolutePath().normalize().toString();
    }
}

package dev.mempalace.adapter.markdown;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.SessionFields;
import dev.mempalace.domain.session.Transcript;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps each imported session as a Markdown note of the workspace, {@code sessions/<harness>/<id>.md}: YAML front
 * matter with the {@link SessionFields} and one section per exchange ({@link SessionNoteText}). A session that grew
 * keeps its note's text and gets the new exchanges added at its end; an exchange that had grown since it was written
 * (the last one, still being answered) is written again in its place. Each write replaces the note whole, through a
 * file renamed over it, which then takes its folder's modification time (see {@code SessionArchiveFolders}). A
 * session too large for one note is kept in parts ({@link SessionNoteParts}), each with the session's front matter,
 * written as the exchanges come (a session of any length kept holding about one part).
 */
public final class MarkdownSessionArchive implements SessionArchive {

    /** Made on the first session kept, not when a command that imports none builds the archive. */
    private static final class Lazily {
        static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
                .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                .build());
    }

    private final Path workspace;

    public MarkdownSessionArchive(Path workspace) {
        this.workspace = workspace.toAbsolutePath().normalize();
    }

    /** The workspace-relative path of a session's note. */
    public static String pathOf(String harness, String id) {
        return SessionFields.FOLDER + "/" + safe(harness) + "/" + safe(id) + ".md";
    }

    @Override
    public Optional<ArchivedSession> find(String harness, String id) {
        String path = pathOf(harness, id);
        Path file = workspace.resolve(path);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Map<String, List<String>> front = FrontMatter.yaml(frontMatter(HeldSections.read(file, path))).values();
        return Optional.of(new ArchivedSession(path, (int) number(front, SessionFields.LINES), number(front,
                SessionFields.BYTES)));
    }

    @Override
    public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
            long bytes) {
        return keep(session, exchanges::forEach, title, transcriptPath, bytes);
    }

    /**
     * Writes the note's parts as the exchanges come, each into a file of its own beside the note, renamed into place
     * once the last is written: the note held before is read a part at a time up to the first exchange handed.
     */
    @Override
    public String keep(Transcript session, Exchanges exchanges, String title, String transcriptPath, long bytes) {
        String path = pathOf(session.harness(), session.id());
        Map<String, Object> front = front(session, title, transcriptPath, bytes);
        List<Path> written = new ArrayList<>();
        try {
            SessionNoteParts parts = new SessionNoteParts(SessionNoteParts.BODY_BYTES, body -> {
                int number = written.size() + 1;
                if (number > 1) {
                    front.put("title", title + " (part " + number + ")");
                }
                written.add(temporary(path, "---\n" + yaml(front) + "---\n" + body));
            });
            boolean[] handed = {false};
            exchanges.each(exchange -> {
                if (!handed[0]) {
                    handed[0] = true;
                    HeldSections.upTo(workspace, path, exchange.firstLine(), parts::add);
                }
                parts.add(SessionNoteText.sections(List.of(exchange)));
            });
            if (!handed[0]) {
                HeldSections.upTo(workspace, path, Integer.MAX_VALUE, parts::add);
            }
            int count = parts.finish();
            for (int number = 1; number <= count; number++) {
                String part = SessionNoteParts.path(path, number);
                place(written.get(number - 1), workspace.resolve(part), part);
            }
            removeParts(path, count + 1);
        } finally {
            written.forEach(MarkdownSessionArchive::deleteQuietly);
        }
        return path;
    }

    /** Removes the parts from {@code first} on; whether there was one. */
    private boolean removeParts(String path, int first) {
        boolean removed = false;
        for (int number = first; ; number++) {
            String part = SessionNoteParts.path(path, number);
            try {
                if (!Files.deleteIfExists(workspace.resolve(part))) {
                    return removed;
                }
                removed = true;
            } catch (IOException e) {
                throw new NoteUnreadableException("cannot remove the session note " + part + ": " + e.getMessage(),
                        e);
            }
        }
    }

    @Override
    public boolean remove(String harness, String id) {
        return removeParts(pathOf(harness, id), 1);
    }

    private static Map<String, Object> front(Transcript session, String title, String transcriptPath, long bytes) {
        Map<String, Object> front = new LinkedHashMap<>();
        front.put("title", title);
        session.started().ifPresent(t -> front.put("date", t.atOffset(ZoneOffset.UTC).toLocalDate().toString()));
        front.put(SessionFields.SOURCE, SessionFields.SESSION_SOURCE);
        front.put(SessionFields.HARNESS, session.harness());
        front.put(SessionFields.SESSION, session.id());
        session.project().ifPresent(p -> front.put(SessionFields.PROJECT, p));
        session.branch().ifPresent(b -> front.put(SessionFields.BRANCH, b));
        session.started().map(Instant::toString).ifPresent(t -> front.put(SessionFields.STARTED, t));
        session.ended().map(Instant::toString).ifPresent(t -> front.put(SessionFields.ENDED, t));
        front.put(SessionFields.TRANSCRIPT, transcriptPath);
        front.put(SessionFields.LINES, session.lines());
        front.put(SessionFields.BYTES, bytes);
        return front;
    }

    private static String frontMatter(String text) {
        int start = text.length() - HeldSections.body(text).length();
        return start == 0 ? "" : text.substring(4, start - 4);
    }

    private static long number(Map<String, List<String>> front, String key) {
        try {
            return Long.parseLong(front.getOrDefault(key, List.of("0")).get(0).strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A file beside the note holding {@code text}, hidden from the note source until it is renamed. */
    private Path temporary(String path, String text) {
        Path folder = workspace.resolve(path).getParent();
        try {
            Files.createDirectories(folder);
            Path temporary = MarkdownNoteWriter.temporaryIn(folder);
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            return temporary;
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot write the session note " + path + ": " + e.getMessage(), e);
        }
    }

    private static void place(Path temporary, Path file, String path) {
        try {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            // The note takes its folder's time, which the rename just set: a search then finds the folder no
            // newer than its newest note and need not list it (SessionArchiveFolders).
            Files.setLastModifiedTime(file, Files.getLastModifiedTime(file.getParent()));
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot write the session note " + path + ": " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path temporary) {
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException leftOver) {
            // Only a hidden leftover: the note source never reads it, and the next write draws another name.
        }
    }

    private static String yaml(Map<String, Object> front) {
        try {
            return Lazily.YAML.writeValueAsString(front);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String safe(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9._/-]", "-").replaceAll("/+", "/").replaceAll("(^|/)\\.+", "$1_");
        return cleaned.isEmpty() ? "_" : cleaned;
    }
}

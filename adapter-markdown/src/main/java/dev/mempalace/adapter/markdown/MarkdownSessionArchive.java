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
 * session too large for one note is kept in parts ({@link SessionNoteParts}), each with the session's front matter.
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
        Map<String, List<String>> front = FrontMatter.yaml(frontMatter(read(file, path))).values();
        return Optional.of(new ArchivedSession(path, (int) number(front, SessionFields.LINES), number(front,
                SessionFields.BYTES)));
    }

    @Override
    public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
            long bytes) {
        String path = pathOf(session.harness(), session.id());
        String body = body(path);
        if (!body.isEmpty() && !exchanges.isEmpty()) {
            body = cutAt(body, exchanges.get(0).firstLine());
        }
        List<String> parts = SessionNoteParts.split(body + SessionNoteText.sections(exchanges),
                SessionNoteParts.BODY_BYTES);
        Map<String, Object> front = front(session, title, transcriptPath, bytes);
        for (int number = 1; number <= parts.size(); number++) {
            if (number > 1) {
                front.put("title", title + " (part " + number + ")");
            }
            String part = SessionNoteParts.path(path, number);
            write(workspace.resolve(part), part, "---\n" + yaml(front) + "---\n" + parts.get(number - 1));
        }
        removeParts(path, parts.size() + 1);
        return path;
    }

    /** The session's body as its parts hold it, joined; empty when it has no note yet. */
    private String body(String path) {
        StringBuilder body = new StringBuilder();
        for (int number = 1; Files.isRegularFile(workspace.resolve(SessionNoteParts.path(path, number))); number++) {
            String part = SessionNoteParts.path(path, number);
            String text = read(workspace.resolve(part), part);
            body.append(text, Math.min(text.length(), bodyStart(text)), text.length());
        }
        return body.toString();
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

    /** The body with the section of the exchange starting at {@code firstLine}, and all after it, cut off. */
    private static String cutAt(String body, int firstLine) {
        int offset = 0;
        int heading = -1;
        for (String line : body.split("\n", -1)) {
            // A section names its lines on the line under its heading, or (written before that) in the heading.
            if (line.startsWith("## ") && ExchangeMarks.ofOldHeading(line).filter(l -> l.first() >= firstLine)
                    .isPresent()) {
                return body.substring(0, offset);
            }
            if (heading >= 0 && ExchangeMarks.ofMark(line).filter(l -> l.first() >= firstLine).isPresent()) {
                return body.substring(0, heading);
            }
            heading = line.startsWith("## ") ? offset : -1;
            offset += line.length() + 1;
        }
        return body;
    }

    private static int bodyStart(String text) {
        if (!text.startsWith("---\n")) {
            return 0;
        }
        int end = text.indexOf("\n---\n", 3);
        return end < 0 ? 0 : end + 5;
    }

    private static String frontMatter(String text) {
        int start = bodyStart(text);
        return start == 0 ? "" : text.substring(4, start - 4);
    }

    private static long number(Map<String, List<String>> front, String key) {
        try {
            return Long.parseLong(front.getOrDefault(key, List.of("0")).get(0).strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String read(Path file, String path) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot read the session note " + path + ": " + e.getMessage(), e);
        }
    }

    private static void write(Path file, String path, String text) {
        try {
            Files.createDirectories(file.getParent());
            Path temporary = MarkdownNoteWriter.temporaryIn(file.getParent());
            try {
                Files.writeString(temporary, text, StandardCharsets.UTF_8);
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                // The note takes its folder's time, which the rename just set: a search then finds the folder no
                // newer than its newest note and need not list it (SessionArchiveFolders).
                Files.setLastModifiedTime(file, Files.getLastModifiedTime(file.getParent()));
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot write the session note " + path + ": " + e.getMessage(), e);
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

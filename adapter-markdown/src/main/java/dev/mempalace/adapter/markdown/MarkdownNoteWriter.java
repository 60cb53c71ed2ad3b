package dev.mempalace.adapter.markdown;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.domain.note.NoteNames;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes new notes into a workspace folder, each a {@code *.md} file a {@link MarkdownNoteSource} over the same
 * folder lists: YAML front matter (title, date, tags, client) written by a YAML library, then the body. The
 * text goes to a hidden temporary file in the target folder first; a hard link then gives it its name, which fails
 * rather than replace a file that exists, so a note appears whole, once, and never over another.
 */
public final class MarkdownNoteWriter implements NoteWriter {

    /** Made on the first note written, not when a command that only reads builds its writer. */
    private static final class Lazily {
        static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
                .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                .build());

        static final SecureRandom RANDOM = new SecureRandom();
    }

    private final Path workspace;

    public MarkdownNoteWriter(Path workspace) {
        this.workspace = workspace.toAbsolutePath().normalize();
    }

    @Override
    public String create(NoteDraft draft) {
        String stem = NoteNames.stem(draft.title());
        MarkdownPaths.checked(NoteNames.candidate(draft.folder(), stem, 1));
        byte[] text = render(draft).getBytes(StandardCharsets.UTF_8);
        try {
            Path folder = confined(draft.folder());
            Path temporary = temporaryIn(folder);
            try {
                Files.write(temporary, text);
                for (int n = 1; ; n++) {
                    String path = NoteNames.candidate(draft.folder(), stem, n);
                    if (claim(temporary, workspace.resolve(path))) {
                        return path;
                    }
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException | UncheckedIOException e) {
            throw new NoteUnreadableException("cannot write a note in " + (draft.folder().isEmpty() ? "the workspace"
                    : draft.folder()) + ": " + e.getMessage(), e);
        }
    }

    /** The folder, created if need be, once its real path is known to lie inside the workspace's. */
    private Path confined(String folder) throws IOException {
        Path target = workspace.resolve(folder);
        Files.createDirectories(target);
        if (!target.toRealPath().startsWith(workspace.toRealPath())) {
            throw new NotePathRefusedException("folder leads outside the workspace through a link: " + folder);
        }
        return target;
    }

    /**
     * An empty hidden file of a fresh name. Not {@code createTempFile}, which makes it owner-only: like any other new
     * file, a note gets the permissions the umask leaves, so a backup job or another account can read it.
     */
    static Path temporaryIn(Path folder) throws IOException {
        while (true) {
            try {
                String name = ".mempalace-" + Long.toUnsignedString(Lazily.RANDOM.nextLong()) + ".tmp";
                return Files.createFile(folder.resolve(name));
            } catch (FileAlreadyExistsException taken) {
                // Another writer drew the same name: draw again.
            }
        }
    }

    /** Gives the text its name unless a file has it; false when it is taken. */
    private static boolean claim(Path temporary, Path target) throws IOException {
        try {
            Files.createLink(target, temporary);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } catch (UnsupportedOperationException e) {
            // A file system without hard links: a copy that refuses an existing target, less atomic but never over one.
            try {
                Files.copy(temporary, target);
                return true;
            } catch (FileAlreadyExistsException taken) {
                return false;
            }
        }
    }

    static String render(NoteDraft draft) {
        Map<String, Object> front = new LinkedHashMap<>();
        front.put("title", draft.title());
        front.put("date", draft.date().toString());
        front.put("tags", draft.tags());
        draft.client().ifPresent(client -> front.put("client", client));
        if (!draft.supersedes().isEmpty()) {
            front.put("supersedes", draft.supersedes());
        }
        try {
            String body = draft.body().replace("\r\n", "\n").replace('\r', '\n');
            return "---\n" + Lazily.YAML.writeValueAsString(front) + "---\n" + body + (body.endsWith("\n") ? "" : "\n");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.note.NoteNames;
import dev.mempalace.domain.note.NotePath;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A workspace of Markdown notes held in memory, read and written: text by path, with a clock for modification times.
 * Any path can be written, as any file can exist on disk; only the paths the Markdown adapter accepts (clean,
 * without hidden parts, {@code *.md}) are listed and read.
 */
public final class InMemoryNoteSource implements NoteSource, NoteWriter {

    private record File(String text, long modified, boolean unreadable) {
    }

    private final Set<String> leadingOutside = new HashSet<>();
    private final Set<String> vanishing = new HashSet<>();
    private final Set<String> repaired = new HashSet<>();
    private final Map<String, String> unreadableFolders = new TreeMap<>();
    private final Map<String, String> passedOver = new TreeMap<>();

    private final Map<String, File> files = new TreeMap<>();
    private long clock = 1_000;
    private boolean unreadableWorkspace;
    private String format = "test-v1";
    private int reads;

    /** Writes (creates or replaces) a note. */
    public void write(String path, String markdown) {
        files.put(path, new File(markdown, ++clock, false));
    }

    /** Changes a note's modification time but not its text. */
    public void touch(String path) {
        File file = files.get(path);
        files.put(path, new File(file.text(), ++clock, file.unreadable()));
    }

    /** Makes a note's bytes undecodable. */
    public void corrupt(String path) {
        File file = files.get(path);
        files.put(path, new File(file.text(), ++clock, true));
    }

    public void delete(String path) {
        files.remove(path);
    }

    /** Makes a note lead outside the workspace as a link put in its place after listing would: listed, refused. */
    public void leadOutside(String path) {
        leadingOutside.add(path);
    }

    /** Moves a note to another path, text unchanged. */
    public void move(String from, String to) {
        files.put(to, new File(files.remove(from).text(), ++clock, false));
    }

    /** Changes how notes are chunked, as an upgraded chunker would. */
    public void changeFormat(String newFormat) {
        format = newFormat;
    }

    /** Makes the whole workspace unreadable, as a deleted or forbidden folder would be. */
    public void makeUnreadable() {
        unreadableWorkspace = true;
    }

    /** Makes a note vanish between the listing and its reading, as one deleted during an ingest does. */
    public void vanishWhenRead(String path) {
        vanishing.add(path);
    }

    /** Makes a note's bytes not UTF-8: it reads with them replaced, and says so. */
    public void garble(String path) {
        repaired.add(path);
        touch(path);
    }

    /** Makes a folder unreadable: its notes are not listed, and the listing says why. */
    public void makeFolderUnreadable(String folder) {
        unreadableFolders.put(folder, "cannot read folder " + folder);
    }

    /** Puts a file the listing passes over, with why, as a link out of the workspace or a bad name would be. */
    public void passOver(String path, String reason) {
        passedOver.put(path, reason);
    }

    @Override
    public Listing listing() {
        if (unreadableWorkspace) {
            throw new WorkspaceUnreadableException("workspace cannot be read");
        }
        List<SourceFile> listed = files.entrySet().stream()
                .filter(e -> isNotePath(e.getKey()))
                .map(e -> new SourceFile(e.getKey(), e.getValue().text().getBytes(StandardCharsets.UTF_8).length,
                        e.getValue().modified()))
                .filter(f -> unreadableFolders.keySet().stream().noneMatch(d -> f.path().startsWith(d + "/")))
                .toList();
        return new Listing(listed, unlisted(unreadableFolders), unlisted(passedOver));
    }

    private static List<Listing.Unlisted> unlisted(Map<String, String> reasons) {
        return reasons.entrySet().stream().map(e -> new Listing.Unlisted(e.getKey(), e.getValue())).toList();
    }

    /** Reads as the Markdown adapter does: the text's hash is the note's (a garbled note's bytes stay readable). */
    @Override
    public String text(String path) {
        return file(path).text().replace("\r\n", "\n");
    }

    /** Writes the draft as front matter and body under the first free name, as the Markdown adapter does. */
    @Override
    public String create(NoteDraft draft) {
        String stem = NoteNames.stem(draft.title());
        notePath(NoteNames.candidate(draft.folder(), stem, 1));
        for (int n = 1; ; n++) {
            String path = NoteNames.candidate(draft.folder(), stem, n);
            if (!files.containsKey(path)) {
                write(path, "---\ntitle: " + draft.title() + "\ndate: " + draft.date() + "\ntags: ["
                        + String.join(", ", draft.tags()) + "]\n" + draft.client().map(c -> "client: " + c + "\n")
                        .orElse("") + (draft.supersedes().isEmpty() ? "" : "supersedes: ["
                        + String.join(", ", draft.supersedes()) + "]\n") + "---\n" + draft.body() + (draft.body().endsWith("\n") ? "" : "\n"));
                return path;
            }
        }
    }

    @Override
    public String format() {
        return format;
    }

    /** How many notes were read (parsed) so far. */
    public int reads() {
        return reads;
    }

    @Override
    public NoteReading read(String path) {
        File file = file(path);
        reads++;
        return new NoteReading(TestNotes.note(path, file.text()),
                repaired.contains(path) ? Optional.of("bytes replaced") : Optional.empty());
    }

    /** The file at a note path, refused or failing as the Markdown adapter's would. */
    private File file(String path) {
        notePath(path);
        if (leadingOutside.contains(path)) {
            throw new NotePathRefusedException("note path leads outside the workspace: " + path);
        }
        if (vanishing.remove(path)) {
            files.remove(path);
            throw NoteUnreadableException.vanished("note not found: " + path, null);
        }
        File file = files.get(path);
        if (file == null) {
            throw NoteUnreadableException.vanished("no such note: " + path, null);
        }
        if (file.unreadable()) {
            throw new NoteUnreadableException("not valid UTF-8: " + path);
        }
        return file;
    }

    /** The Markdown adapter's rule, which the contract holds both to: a clean path, no hidden part, {@code *.md}. */
    private static void notePath(String path) {
        try {
            NotePath.check(path);
        } catch (IllegalArgumentException e) {
            throw new NotePathRefusedException(e.getMessage());
        }
        for (String part : path.split("/")) {
            if (part.startsWith(".")) {
                throw new NotePathRefusedException("note path names a hidden file or folder: " + path);
            }
        }
        if (!path.toLowerCase(Locale.ROOT).endsWith(".md")) {
            throw new NotePathRefusedException("note path names no Markdown note (*.md): " + path);
        }
    }

    private static boolean isNotePath(String path) {
        try {
            notePath(path);
            return true;
        } catch (NotePathRefusedException e) {
            return false;
        }
    }
}

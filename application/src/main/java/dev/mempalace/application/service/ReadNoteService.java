package dev.mempalace.application.service;

import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a note's lines from the workspace itself (the truth), never from the index, and for an imported session
 * where it came from; only which notes supersede it is the index's to say, when there is one.
 */
public final class ReadNoteService implements ReadNote {

    /** A front-matter line that may mark a session, in YAML or TOML; the parsed note has the last word. */
    private static final Pattern SESSION_MARK = Pattern.compile("(?im)^source\\s*[:=]\\s*[\"']?session[\"']?\\s*$");

    private final NoteSource source;
    private final Optional<IndexStore> store;

    /** Over a source alone: no note is said to be superseded. */
    public ReadNoteService(NoteSource source) {
        this.source = source;
        this.store = Optional.empty();
    }

    /** Over a source, and the index that knows which notes supersede which. */
    public ReadNoteService(NoteSource source, IndexStore store) {
        this.source = source;
        this.store = Optional.of(store);
    }

    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        String text = source.text(path);
        List<String> all = text.isEmpty() ? List.of() : List.of(text.split("\n", -1));
        if (!all.isEmpty() && all.get(all.size() - 1).isEmpty()) {
            all = all.subList(0, all.size() - 1);
        }
        Optional<SessionOrigin> session = session(path, text);
        List<String> replacedBy = replacedBy(path);
        if (lines.isEmpty()) {
            return new NoteLines(path, 1, all, all.size(), session, replacedBy);
        }
        int from = Math.min(lines.get().from(), all.size() + 1);
        int to = Math.min(lines.get().to(), all.size());
        return new NoteLines(path, from, all.subList(from - 1, Math.max(from - 1, to)), all.size(), session,
                replacedBy);
    }

    /** The notes whose supersedes name this one; an index missing or unreadable says none, and the read goes on. */
    private List<String> replacedBy(String path) {
        if (store.isEmpty()) {
            return List.of();
        }
        try (IndexSession index = store.get().read()) {
            return Supersession.replacers(index.notes().supersessions()).getOrDefault(path, List.of());
        } catch (IndexMissingException | IndexUnavailableException e) {
            return List.of();
        }
    }

    /** Parsing chunks the whole note, so only a text that may be a session is parsed. */
    private Optional<SessionOrigin> session(String path, String text) {
        if (!SESSION_MARK.matcher(text).find()) {
            return Optional.empty();
        }
        return source.read(path).note().session();
    }
}

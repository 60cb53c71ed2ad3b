package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A note's links: each target it names ({@code [[wiki-link]]} name or relative Markdown path) with the note it leads
 * to, empty when none (a broken link), and the paths of the notes that link to it, sorted.
 */
public record NoteLinks(String path, List<Link> outgoing, List<String> backlinks) {

    public NoteLinks {
        outgoing = List.copyOf(outgoing);
        backlinks = List.copyOf(backlinks);
    }

    /** One link as written, and the note it leads to if any. */
    public record Link(String target, Optional<String> note) {

        public Link {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(note, "note");
        }

        public boolean broken() {
            return note.isEmpty();
        }
    }
}

package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.Note;
import java.util.Optional;

/** A note as read, and what had to be repaired to read it (bytes that are not UTF-8, replaced), if anything. */
public record NoteReading(Note note, Optional<String> repaired) {
}

package dev.mempalace.adapter.harnesskit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The skeleton of reading one JSON Lines transcript: open it, hand each whole line holding an object to the harness's
 * records, and refuse a file none of whose lines the harness recognised.
 */
public final class JsonlTranscript {

    /** A harness's records, read line by line into the builder they were made with. */
    public interface Records {

        /** Line {@code number} holds {@code record}, an object. */
        void line(int number, JsonNode record);

        /** How many lines were records of this harness's. */
        int recognised();

        /** After the last line: a format whose records change earlier ones gives the builder what they left. */
        default void end() {
            // most formats give every record to the builder as they meet it
        }
    }

    /** How a transcript's bytes are opened: as they are, or decompressed. */
    public interface Opener {

        /** The bytes of {@code file}. */
        InputStream open(Path file) throws IOException;
    }

    /** Opens a file's bytes as they are. */
    public static final Opener PLAIN = file -> new BufferedInputStream(Files.newInputStream(file));

    private JsonlTranscript() {
    }

    /**
     * Reads {@code path}, a {@code kind} (such as "Codex rollout"), opened by {@code opener}, through
     * {@code records} into {@code builder}.
     */
    public static Transcript read(String path, String kind, Opener opener, TranscriptBuilder builder,
            Records records) {
        Path file = existing(path, kind);
        int lines;
        try (InputStream in = opener.open(file)) {
            lines = JsonLines.read(in, (number, record) -> record.ifPresent(r -> records.line(number, r)));
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot read the " + kind + " " + path, e);
        }
        if (lines > 0 && records.recognised() == 0) {
            throw refused(path, kind);
        }
        records.end();
        return builder.build(lines);
    }

    /** The file at {@code path}, refused when it is no file: a folder the walk passed over is named as one. */
    public static Path existing(String path, String kind) {
        Path file = Path.of(path);
        if (Files.isDirectory(file)) {
            throw new TranscriptUnreadableException("cannot list the folder " + path);
        }
        if (!Files.isRegularFile(file)) {
            throw new TranscriptUnreadableException("no " + kind + " at " + path);
        }
        return file;
    }

    /** The refusal of a file that holds nothing of the harness's format. */
    public static TranscriptUnreadableException refused(String path, String kind) {
        return new TranscriptUnreadableException("not a " + kind + ": " + path);
    }
}

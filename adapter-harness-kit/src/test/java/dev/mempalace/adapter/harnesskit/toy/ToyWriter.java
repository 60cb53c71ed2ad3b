package dev.mempalace.adapter.harnesskit.toy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.UnaryOperator;

/** Writes the toy harness's sessions: its writer, beside its reader, as every harness has one. */
public final class ToyWriter {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final StringBuilder text = new StringBuilder();
    private int lines;

    /** A session {@code id} that ran in {@code cwd} on {@code branch}, started at {@code start}. */
    public ToyWriter(String id, String cwd, String branch, Instant start) {
        add(start, "session", record -> record.put("id", id).put("cwd", cwd).put("branch", branch));
    }

    /** Where the toy harness keeps session {@code id} under {@code folder}. */
    public static Path file(Path folder, String id) {
        return folder.resolve(id + ToyReader.SUFFIX);
    }

    /** How many whole lines are written. */
    public int lines() {
        return lines;
    }

    /** Appends a record of {@code kind} at {@code time}, its fields filled by {@code fields}; returns its line. */
    public int add(Instant time, String kind, UnaryOperator<ObjectNode> fields) {
        try {
            return raw(JSON.writeValueAsString(fields.apply(JSON.createObjectNode().put("toy", kind)
                    .put("at", time.toString()))) + "\n");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Appends {@code line} as it is; returns its number. */
    public int raw(String line) {
        text.append(line);
        return line.endsWith("\n") ? ++lines : lines + 1;
    }

    /** The lines written so far. */
    public String text() {
        return text.toString();
    }

    /** Writes the session to {@code file}. */
    public Path writeTo(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.mempalace.adapter.markdown;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.session.SessionSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The store's session sources, kept as JSON in {@code .mempalace/sessions.json} beside its index:
 * {@code {"sources": [{"name", "harness", "folders": [...], "project"}]}}. A file that does not parse is reported,
 * never overwritten.
 */
public final class SessionSourcesFile implements SessionSources {

    /** The file's name inside the workspace's {@code .mempalace/} folder. */
    public static final String NAME = "sessions.json";


    private final Path file;

    /** The configuration of the workspace whose {@code .mempalace/} folder is {@code folder}. */
    public SessionSourcesFile(Path folder) {
        this.file = folder.resolve(NAME).toAbsolutePath().normalize();
    }

    @Override
    public List<SessionSource> read() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<SessionSource> sources = new ArrayList<>();
        try {
            for (JsonNode node : Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8)).path("sources")) {
                List<String> folders = new ArrayList<>();
                node.path("folders").forEach(folder -> folders.add(folder.asText()));
                sources.add(new SessionSource(node.path("name").asText(), node.path("harness").asText(), folders,
                        Optional.ofNullable(node.get("project")).filter(JsonNode::isTextual).map(JsonNode::asText)));
            }
        } catch (JacksonException e) {
            throw new WorkspaceUnreadableException("the session sources in " + file + " do not parse ("
                    + e.getOriginalMessage() + "); fix or delete the file", e);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot read the session sources in " + file + ": "
                    + e.getMessage(), e);
        }
        return sources;
    }

    @Override
    public void write(List<SessionSource> sources) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode list = root.putArray("sources");
        for (SessionSource source : sources) {
            ObjectNode node = list.addObject();
            node.put("name", source.name());
            node.put("harness", source.harness());
            ArrayNode folders = node.putArray("folders");
            source.folders().forEach(folders::add);
            source.project().ifPresent(project -> node.put("project", project));
        }
        try {
            Files.createDirectories(file.getParent());
            Path temporary = MarkdownNoteWriter.temporaryIn(file.getParent());
            try {
                Files.writeString(temporary, Json.MAPPER.writeValueAsString(root) + "\n", StandardCharsets.UTF_8);
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot write the session sources to " + file + ": "
                    + e.getMessage(), e);
        }
    }

    /** The JSON mapper, made on the first read or write: a command that never touches the file never pays for it. */
    private static final class Json {

        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

        private Json() {
        }
    }
}

package dev.mempalace.benchmark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Consumer;

/** What every benchmark's JSON report shares: one indenting writer and the fields that open and close a mode. */
public final class JsonReports {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReports() {
    }

    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    public static String write(ObjectNode tree) {
        try {
            return JSON.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain JSON nodes always serialises", e);
        }
    }

    /** Adds a mode's node: the mode asked for, where its searches ran, then what {@code scores} puts, then warnings. */
    public static ObjectNode mode(ArrayNode modes, ModeRuns mode, Consumer<ObjectNode> scores) {
        ObjectNode node = modes.addObject();
        node.put("mode", mode.requested().label());
        ObjectNode ranIn = node.putObject("ranIn");
        mode.ranIn().forEach((m, count) -> ranIn.put(m.label(), count));
        node.put("fellBack", mode.fellBack());
        scores.accept(node);
        mode.warnings().forEach(node.putArray("warnings")::add);
        return node;
    }
}

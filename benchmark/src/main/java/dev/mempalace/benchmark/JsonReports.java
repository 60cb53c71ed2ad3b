package dev.mempalace.benchmark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** What every benchmark's JSON report shares: one indenting writer, and where a mode's searches ran. */
public final class JsonReports {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReports() {
    }

    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    /** A tree of JSON nodes, or a record of plain values, records, lists and maps, indented. */
    public static String write(Object report) {
        try {
            return JSON.writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("plain JSON nodes and records of plain values always serialise", e);
        }
    }

    /** A record of plain values as a JSON tree, to put in a report still built node by node. */
    public static JsonNode tree(Object value) {
        return JSON.valueToTree(value);
    }

    /** How many searches ran in each mode, by the mode's label, in the modes' order. */
    public static Map<String, Integer> ranIn(ModeRuns mode) {
        Map<String, Integer> ranIn = new LinkedHashMap<>();
        mode.ranIn().forEach((m, count) -> ranIn.put(m.label(), count));
        return ranIn;
    }
}

package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The raw samples a latency fork hands its parent: {"modes": [{"mode", "ranIn": [..], "nanos": [..], "warnings"}]}. */
public final class SamplesJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SamplesJson() {
    }

    public static String write(List<ModeSamples> samples) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode modes = root.putArray("modes");
        for (ModeSamples mode : samples) {
            ObjectNode node = modes.addObject();
            node.put("mode", mode.requested().label());
            ArrayNode ranIn = node.putArray("ranIn");
            mode.searchModes().forEach(m -> ranIn.add(m.label()));
            ArrayNode nanos = node.putArray("nanos");
            mode.nanos().forEach(nanos::add);
            ArrayNode warnings = node.putArray("warnings");
            mode.warnings().forEach(warnings::add);
        }
        return root.toString();
    }

    /** Reads what {@link #write} wrote; anything else is an {@link IllegalArgumentException}. */
    public static List<ModeSamples> read(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("latency samples are not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.path("modes").isArray()) {
            throw new IllegalArgumentException("latency samples have no \"modes\" array");
        }
        List<ModeSamples> samples = new ArrayList<>();
        for (JsonNode node : root.get("modes")) {
            List<SearchMode> ranIn = new ArrayList<>();
            node.path("ranIn").forEach(m -> ranIn.add(mode(m.asText())));
            List<Long> nanos = new ArrayList<>();
            node.path("nanos").forEach(n -> nanos.add(n.asLong()));
            List<String> warnings = new ArrayList<>();
            node.path("warnings").forEach(w -> warnings.add(w.asText()));
            samples.add(new ModeSamples(mode(node.path("mode").asText()), ranIn, nanos, warnings));
        }
        return samples;
    }

    private static SearchMode mode(String label) {
        return SearchMode.valueOf(label.toUpperCase(Locale.ROOT));
    }
}

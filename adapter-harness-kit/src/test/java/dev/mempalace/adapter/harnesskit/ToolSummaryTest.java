package dev.mempalace.adapter.harnesskit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A tool call's input summarised by its telling field, also when the harness wrote the JSON object as text. */
class ToolSummaryTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Test
    void anObjectWrittenAsTextIsSummarisedAsTheObjectAndOtherTextAsItIs() {
        List<String> telling = List.of("command", "query");

        assertEquals("rounding rules", ToolSummary.of(NODES.textNode("{\"limit\": 5, \"query\": \"rounding rules\"}"),
                telling));
        assertEquals("ls -la", ToolSummary.of(NODES.objectNode().put("command", "ls -la"), telling));
        assertEquals("{not json", ToolSummary.of(NODES.textNode("{not json"), telling));
        assertEquals("[1, 2]", ToolSummary.of(NODES.textNode("[1, 2]"), telling));
    }
}

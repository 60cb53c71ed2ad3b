package dev.mempalace.adapter.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;
import java.util.Optional;

/**
 * Refuses, in words a model can act on, the tool calls the SDK would refuse in its own: a tool that does not
 * exist (the SDK names it only in the error's data) and arguments that are not an object (the SDK quotes its JSON
 * library's exception). Every other request goes on to the SDK.
 */
final class CallCheck {

    private final MemoryTools tools;

    CallCheck(MemoryTools tools) {
        this.tools = tools;
    }

    /** The error that answers {@code message}, or nothing when the SDK should have it. */
    Optional<McpSchema.JSONRPCResponse> refusal(McpSchema.JSONRPCMessage message) {
        if (!(message instanceof McpSchema.JSONRPCRequest request)
                || !McpSchema.METHOD_TOOLS_CALL.equals(request.method())
                || !(request.params() instanceof Map<?, ?> params)) {
            return Optional.empty();
        }
        if (params.get("name") instanceof String name && !tools.has(name)) {
            return Optional.of(refuse(request, tools.unknown(name)));
        }
        Object arguments = params.get("arguments");
        if (arguments != null && !(arguments instanceof Map)) {
            return Optional.of(refuse(request, "arguments must be a JSON object of the tool's parameters, "
                    + "such as {\"query\": \"gradle proxy\"}, not " + kind(arguments)));
        }
        return Optional.empty();
    }

    private static McpSchema.JSONRPCResponse refuse(McpSchema.JSONRPCRequest request, String words) {
        return McpSchema.JSONRPCResponse.error(request.id(),
                new McpSchema.JSONRPCResponse.JSONRPCError(McpSchema.ErrorCodes.INVALID_PARAMS, words));
    }

    private static String kind(Object value) {
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Iterable) {
            return "an array";
        }
        return value instanceof Boolean ? "true or false" : "a number";
    }
}

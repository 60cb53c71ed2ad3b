package dev.mempalace.adapter.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** One answer of the page: its status, content type and bytes. */
record Reply(int status, String contentType, byte[] body) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static Reply html(String page) {
        return new Reply(200, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8));
    }

    /** An answer tree of {@code port.in.answer}, as the CLI prints it with --json. */
    static Reply json(Map<String, Object> answer) {
        try {
            return new Reply(200, "application/json", JSON.writeValueAsBytes(answer));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A refusal before anything is read: plain text, one line. */
    static Reply refused(int status, String why) {
        return new Reply(status, "text/plain; charset=utf-8", (why + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A failure to answer: the fact, as JSON ({@code {"error": ...}}) or as a page. */
    static Reply failure(int status, String fact, boolean json) {
        if (json) {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("error", fact);
            Reply answer = json(error);
            return new Reply(status, answer.contentType(), answer.body());
        }
        Reply page = html(Html.page("Not shown", "", "<p class=\"failure\">" + Html.escape(fact) + "</p>"));
        return new Reply(status, page.contentType(), page.body());
    }
}

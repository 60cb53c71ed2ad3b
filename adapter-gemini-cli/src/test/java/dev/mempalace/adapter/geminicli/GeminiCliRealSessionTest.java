package dev.mempalace.adapter.geminicli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session Gemini CLI really wrote (test resource {@code real/}, its source in the README there) reads whole. */
class GeminiCliRealSessionTest {

    /** The id the session's metadata names. */
    private static final String SESSION = "95ee2bc8-b4a1-47fb-8db8-b0cfe91bee88";

    @TempDir
    Path tmp;

    @Test
    void eachRealPromptStartsOneExchangeAndTheCallsAreSummarised() throws IOException {
        Path chats = Files.createDirectories(tmp.resolve("aim/chats"));
        Path file = chats.resolve("session-2026-03-26T09-37-95ee2bc8.json");
        try (InputStream in = getClass().getResourceAsStream("/real/control_pro_run4_abandoned.json")) {
            Files.copy(in, file);
        }
        GeminiCliReader reader = new GeminiCliReader(Map.of(), tmp);

        List<TranscriptFile> listed = reader.transcripts(tmp.toString());
        Transcript transcript = reader.read(file.toString());

        assertEquals(1, listed.size());
        assertEquals(SESSION, listed.get(0).id());
        assertEquals(SESSION, transcript.id());
        assertEquals(List.of("hello", "please read the task.md file"),
                transcript.exchanges().stream().map(Exchange::prompt).toList());
        List<Reply> work = transcript.exchanges().get(1).replies();
        assertEquals(new Reply.ToolCall("read_file", "TASK.md"), work.get(0));
        assertEquals(new Reply.ToolCall("run_shell_command", "cat test_url.py test_url2.py"), work.get(1));
        assertEquals(9, work.size());
        assertEquals(Optional.of(Instant.parse("2026-03-26T09:37:46.817Z")), transcript.started());
        assertEquals(Optional.empty(), transcript.project());
        assertEquals(14, transcript.lines());
    }

    @Test
    void codemieSessionsHaveOneExchangePerRealPrompt() throws IOException {
        assertEquals(List.of("hi", "Explain what this is", "Make a copy of lead_memory.txt name it as "
                + "lead_gemini.txt and optimize this inst"), prompts("session-2025-12-01T21-45-5b959dae.json", 80));
        assertEquals(List.of("show tools", "expore repository and figure out issues. focus on adaptability and "
                + "security", "create hello.md file", "add 5 lines of random text", "remove 2 and 3 line"),
                prompts("session-2026-01-16T11-01-file-ops-37b7abef.json", 200));
    }

    private List<String> prompts(String name, int cut) throws IOException {
        Path chats = Files.createDirectories(tmp.resolve("codemie/chats"));
        Path file = chats.resolve(name);
        try (InputStream in = getClass().getResourceAsStream("/real/" + name)) {
            Files.copy(in, file);
        }
        return new GeminiCliReader(Map.of(), tmp).read(file.toString()).exchanges().stream().map(Exchange::prompt)
                .map(p -> p.substring(0, Math.min(cut, p.length()))).toList();
    }
}

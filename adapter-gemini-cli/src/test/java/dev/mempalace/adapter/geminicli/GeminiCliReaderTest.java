package dev.mempalace.adapter.geminicli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What is particular to Gemini CLI's sessions: rewinds, checkpoints, sub-agents, the older form, the folders. */
class GeminiCliReaderTest {

    private static final String SESSION = "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
    private static final Instant START = Instant.parse("2026-05-01T10:00:00Z");

    @TempDir
    Path tmp;

    private final GeminiCliReader reader = new GeminiCliReader(Map.of(), Path.of("/nonexistent-home"));

    @Test
    void aRewindUndoesTheMessagesFromTheOneItNamesAndACheckpointTakesNoWordsBack() {
        GeminiCliWriter writer = new GeminiCliWriter(SESSION, START);
        writer.prompt(START, "first try", "first try");
        writer.said(START, "An answer the user rewinds.");
        writer.raw("{\"$rewindTo\":\"m1\"}\n");
        writer.prompt(START.plusSeconds(60), "second try", "second try");
        writer.said(START.plusSeconds(60), "The answer kept.");
        writer.raw("{\"$set\":{\"messages\":[{\"id\":\"new\",\"timestamp\":\"" + START.plusSeconds(120)
                + "\",\"type\":\"gemini\",\"content\":\"Added by the checkpoint.\"}]}}\n");

        Transcript read = read(writer);

        assertEquals(List.of("second try"), read.exchanges().stream().map(Exchange::prompt).toList());
        assertEquals(List.of(new Reply.Said("The answer kept."), new Reply.Said("Added by the checkpoint.")),
                read.exchanges().get(0).replies());
    }

    @Test
    void theProjectIsTheOneItsFolderNamesAndTheIdTheOneItsMetadataNames() {
        GeminiCliWriter writer = new GeminiCliWriter(SESSION, START);
        writer.prompt(START, "hello", "hello");
        Path file = writer.writeTo(GeminiCliWriter.sessionFile(tmp, "/home/dev/shop", SESSION, START));

        List<TranscriptFile> listed = reader.transcripts(tmp.toString());

        assertEquals(List.of(file.toString()), listed.stream().map(TranscriptFile::path).toList());
        assertEquals(SESSION, listed.get(0).id());
        assertEquals(Optional.of("/home/dev/shop"), reader.read(file.toString()).project());
        assertEquals(Optional.empty(), reader.read(file.toString()).branch());
    }

    @Test
    void aSubAgentsSessionIsListedUnderItsParentAndAnOlderFileItsResumedFormReplacedIsNot() throws IOException {
        Path main = GeminiCliWriter.sessionFile(tmp, "/home/dev/shop", SESSION, START);
        GeminiCliWriter writer = new GeminiCliWriter(SESSION, START);
        writer.prompt(START, "hello", "hello");
        writer.writeTo(main);
        Files.writeString(main.resolveSibling(main.getFileName().toString().replace(".jsonl", ".json")),
                "{\"sessionId\":\"" + SESSION + "\",\"projectHash\":\"h\",\"messages\":[]}");
        String agent = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
        new GeminiCliWriter(agent, START).writeTo(main.resolveSibling(SESSION + "/" + agent + ".jsonl"));

        List<TranscriptFile> listed = reader.transcripts(tmp.toString());

        assertEquals(List.of(SESSION + "/" + agent, SESSION), listed.stream().map(TranscriptFile::id).toList());
    }

    @Test
    void oneSessionIsFoundWithItsOwnSubAgentsAndNothingElse() throws IOException {
        Path main = GeminiCliWriter.sessionFile(tmp, "/home/dev/shop", SESSION, START);
        new GeminiCliWriter(SESSION, START).writeTo(main);
        String agent = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
        new GeminiCliWriter(agent, START).writeTo(main.resolveSibling(SESSION + "/" + agent + ".jsonl"));
        String other = "1a2b3c4d-5b4a-4392-8170-6f5e4d3c2b1a";
        new GeminiCliWriter(other, START).writeTo(GeminiCliWriter.sessionFile(tmp, "/home/dev/shop", other, START));

        assertEquals(List.of(SESSION, SESSION + "/" + agent), reader.transcript(main.toString()).stream()
                .map(TranscriptFile::id).toList());
    }

    @Test
    void theDefaultFolderIsUnderGeminiCliHomeElseTheUsersHome() {
        assertEquals(List.of("/home/dev/.gemini/tmp"),
                new GeminiCliReader(Map.of(), Path.of("/home/dev")).defaultFolders());
        assertEquals(List.of("/srv/gemini/.gemini/tmp"),
                new GeminiCliReader(Map.of("GEMINI_CLI_HOME", "/srv/gemini"), Path.of("/home/dev")).defaultFolders());
    }

    private Transcript read(GeminiCliWriter writer) {
        Path file = writer.writeTo(GeminiCliWriter.sessionFile(tmp, "/home/dev/shop", SESSION, START));
        return reader.read(file.toString());
    }
}

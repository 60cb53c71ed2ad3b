package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.adapter.claudecode.ClaudeCodeReader;
import dev.mempalace.adapter.codex.CodexReader;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.bootstrap.Wiring;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's transcripts as the product's own readers read them: one exchange a user turn, dated, in its cwd. */
class HaystackReadBackTest {

    private static final TranscriptWriters WRITER = new TranscriptWriters(Wiring.transcriptWriters());

    private static final Instant MAY_20 = Instant.parse("2023-05-20T07:47:00Z");
    private static final Instant MAY_21 = Instant.parse("2023-05-21T09:05:00Z");

    private final ClaudeCodeReader claude = new ClaudeCodeReader(Map.of(), Path.of("/nowhere"));
    private final CodexReader codex = new CodexReader(Map.of(), Path.of("/nowhere"));

    @Test
    void claudeCodeReadsItsSessionsExchangeByExchange(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.Written written = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"),
                tmp.resolve("q1"), WRITER);

        List<TranscriptFile> files = claude.transcripts(written.claudeProjects().toString());
        Transcript first = claude.read(files.stream().filter(f -> written.sessionByPath()
                .get("sessions/claude-code/" + f.id() + ".md").equals("s1")).findFirst().orElseThrow().path());

        assertEquals(2, files.size());
        assertEquals(Optional.of(HaystackTranscripts.CWD), first.project());
        assertEquals(Optional.of(MAY_20), first.started());
        assertEquals(List.of(new Exchange(1, 2, Optional.of(MAY_20), "Any tips for baking sourdough bread?",
                List.of(new Reply.Said("Keep the starter warm.")))), first.exchanges());
    }

    @Test
    void codexReadsItsSessionsExchangeByExchange(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.Written written = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"),
                tmp.resolve("q1"), WRITER);

        List<TranscriptFile> files = codex.transcripts(written.codexSessions().toString());
        Transcript read = codex.read(files.get(0).path());

        assertEquals(1, files.size());
        assertEquals("answer_s2", written.sessionByPath().get("sessions/codex/" + files.get(0).id() + ".md"));
        assertEquals(Optional.of(HaystackTranscripts.CWD), read.project());
        assertEquals(List.of(new Exchange(2, 3, Optional.of(MAY_21), "I bought my blue kayak at Harbor Outfitters.",
                List.of(new Reply.Said("Paddling is great exercise.")))), read.exchanges());
    }
}

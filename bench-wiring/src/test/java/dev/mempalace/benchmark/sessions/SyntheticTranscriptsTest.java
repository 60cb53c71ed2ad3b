package dev.mempalace.benchmark.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.adapter.claudecode.ClaudeCodeReader;
import dev.mempalace.adapter.codex.CodexReader;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchwiring.FolderDigest;
import dev.mempalace.bootstrap.Wiring;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sessions benchmark's corpus, written by the harnesses' own writers, read back by the product's readers as the
 * sessions generated: one exchange a turn, its prompt, its tool calls and its reply, in its folder and on its branch.
 */
class SyntheticTranscriptsTest {

    private static final int SESSIONS = 40;

    @Test
    void everySessionReadsBackTurnByTurn(@TempDir Path tmp) throws Exception {
        Path claude = tmp.resolve("claude/projects");
        Path codex = tmp.resolve("codex/sessions");
        SyntheticTranscripts files = new SyntheticTranscripts(new TranscriptWriters(Wiring.transcriptWriters()), claude,
                codex);
        SessionCorpus corpus = new SessionCorpus(42, SESSIONS);
        for (int i = 0; i < SESSIONS; i++) {
            files.write(corpus.session(i));
        }
        Map<String, TranscriptReader> readers = Map.of(
                SessionCorpus.CLAUDE_CODE, new ClaudeCodeReader(Map.of(), Path.of("/nowhere")),
                SessionCorpus.CODEX, new CodexReader(Map.of(), Path.of("/nowhere")));
        Map<String, Path> folders = Map.of(SessionCorpus.CLAUDE_CODE, claude, SessionCorpus.CODEX, codex);

        for (int i = 0; i < SESSIONS; i++) {
            SyntheticSession session = corpus.session(i);
            TranscriptReader reader = readers.get(session.harness());
            List<TranscriptFile> found = reader.transcripts(folders.get(session.harness()).toString()).stream()
                    .filter(f -> f.id().equals(session.id())).toList();
            Transcript read = reader.read(found.get(0).path());

            assertEquals(1, found.size(), session.id());
            assertEquals(Optional.of(session.project()), read.project());
            assertEquals(Optional.of(session.branch()), read.branch());
            assertEquals(session.turns().size(), read.exchanges().size(), session.id());
            for (int t = 0; t < session.turns().size(); t++) {
                SyntheticSession.Turn turn = session.turns().get(t);
                Exchange exchange = read.exchanges().get(t);
                assertEquals(turn.prompt(), exchange.prompt());
                assertEquals(turn.tools().size(), exchange.replies().stream()
                        .filter(Reply.ToolCall.class::isInstance).count());
                assertEquals(new Reply.Said(turn.reply()), exchange.replies().get(exchange.replies().size() - 1));
            }
        }
    }

    @Test
    void theCorpusIsTheBytesTheWritersGaveBeforeTheyWereRegistered(@TempDir Path tmp) throws Exception {
        SyntheticTranscripts files = new SyntheticTranscripts(new TranscriptWriters(Wiring.transcriptWriters()),
                tmp.resolve("claude/projects"), tmp.resolve("codex/sessions"));
        SessionCorpus corpus = new SessionCorpus(42, SESSIONS);
        for (int i = 0; i < SESSIONS; i++) {
            files.write(corpus.session(i));
        }

        // what HarnessTranscripts, the bench host's own use of the two writers, wrote at 2463800
        assertEquals("5888a35f597d9c5240526552b454e326e739cd00e60a5f3fc832b1452c1e196d", FolderDigest.of(tmp));
    }
}

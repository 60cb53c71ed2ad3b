package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a search says about how well it matched, on real SQLite: pools per note, CJK words, the relevance signal. */
class SearchRelevanceTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void workspace() throws Exception {
        ws = TestWorkspace.create(dir);
    }

    @Test
    void oneLongNoteDoesNotHideTheOtherNotesThatMatch() throws Exception {
        StringBuilder longNote = new StringBuilder("# Lock timer handbook\n");
        for (int section = 1; section <= 70; section++) {
            longNote.append("\n## Lock timer case ").append(section).append("\n\nThe lock timer fired ")
                    .append("lock timer ".repeat(8)).append("in case ").append(section).append(".\n");
        }
        ws.write("handbook.md", longNote.toString());
        for (int i = 1; i <= 12; i++) {
            ws.write("notes/note-" + i + ".md", "# Note " + i + "\n\nOnce the lock timer ran out in story " + i + ".\n");
        }
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        JsonNode results = ws.run("search", "lock", "timer").json().get("results");

        assertEquals(10, results.size(), results::toString);
        assertEquals("handbook.md", results.get(0).get("path").asText());
        JsonNode twenty = ws.run("search", "--limit", "20", "lock", "timer").json().get("results");
        assertEquals(14, twenty.size(), "the thirteen notes holding both words, then the one holding one");
        assertEquals("all-words", twenty.get(12).get("match").asText());
        assertEquals(TestWorkspace.GRADLE, twenty.get(13).get("path").asText());
        assertEquals("some-words", twenty.get(13).get("match").asText());
    }

    @Test
    void japaneseChineseAndKoreanNotesAreFoundByTheirWordsEvenTwoCharactersLong() throws Exception {
        ws.write("ja.md", "# 監視アラートの閾値を変更する手順\n\nGrafanaのアラートルールを開き、閾値を変更して保存する。\n");
        ws.write("ja-other.md", "# バックアップ復元\n\n毎晩のバックアップから復元する手順。\n");
        ws.write("zh.md", "# 监控告警阈值\n\n修改监控告警阈值的步骤。\n");
        ws.write("ko.md", "# 배포 절차\n\n운영 서버에 배포하기 전에 확인한다.\n");
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        assertEquals(List.of("ja.md"), paths("閾値"));
        assertEquals(List.of("ja.md"), paths("監視"));
        assertEquals(List.of("ja.md"), paths("アラートの閾値を変えたい"));
        assertEquals(List.of("ja-other.md"), paths("バックアップ"));
        assertEquals(List.of("zh.md"), paths("告警阈值"));
        assertEquals(List.of("ko.md"), paths("배포"));
        assertEquals(List.of(TestWorkspace.GRADLE), paths("gradle", "daemon"));
    }

    @Test
    void aQueryWhoseWordsMatchNothingIsNotConfidentButKeepsItsHits() throws Exception {
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        JsonNode unknown = ws.run("search", "zanzibar", "gradle").json();
        JsonNode known = ws.run("search", "gradle", "daemon").json();
        JsonNode stopWords = ws.run("search", "what", "is", "the").json();

        assertFalse(unknown.get("confident").asBoolean(), unknown::toString);
        assertEquals(TestWorkspace.GRADLE, unknown.get("results").get(0).get("path").asText());
        assertEquals("some-words", unknown.get("results").get(0).get("match").asText());
        assertTrue(unknown.get("warnings").toString().contains("nothing matched well"), unknown::toString);
        assertTrue(known.get("confident").asBoolean(), known::toString);
        assertEquals("all-words", known.get("results").get(0).get("match").asText());
        assertFalse(stopWords.get("confident").asBoolean(), stopWords::toString);
        CliResult text = ws.run("search", "--text", "zanzibar");
        assertTrue(text.err().contains("warning: no note matches the query"), text::toString);
        assertFalse(text.err().contains("nothing matched well"), "no result is not a weak result: " + text);
    }

    @Test
    void theExplainedTermsAddUpToTheFusedScore() throws Exception {
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        JsonNode hit = ws.run("search", "--explain", "gradle", "lock").json().get("results").get(0);
        JsonNode explain = hit.get("explain");

        assertEquals(explain.get("fused").asDouble(),
                explain.get("lexical").get("rrf").asDouble() + explain.get("boost").asDouble(), 1e-12);
        assertEquals(hit.get("score").asDouble(), explain.get("fused").asDouble());
        CliResult text = ws.run("search", "--text", "--explain", "gradle", "lock");
        assertTrue(text.out().contains("= fused"), text::toString);
    }

    private List<String> paths(String... query) {
        List<String> args = new ArrayList<>(List.of("search", "--mode", "lexical"));
        args.addAll(List.of(query));
        List<String> paths = new ArrayList<>();
        ws.run(args.toArray(String[]::new)).json().get("results").forEach(r -> paths.add(r.get("path").asText()));
        return paths;
    }
}

package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SessionNotePartsTest {

    private static final int BUDGET = 64;
    private static final String[] WORDS = {"a", "line", "é", "日本語", "🙂", "x".repeat(90)};

    @Test
    void aBodyHandedInPiecesIsCutAsTheWholeBodyIsAndEachPartKeepsTheRule() {
        Random random = new Random(36);
        for (int round = 0; round < 500; round++) {
            String body = body(random);
            List<String> whole = cut(List.of(body));
            List<String> pieces = cut(pieces(body, random));

            assertEquals(whole, pieces, body);
            assertEquals(body, String.join("", whole));
            for (int i = 0; i < whole.size(); i++) {
                byte[] part = whole.get(i).getBytes(StandardCharsets.UTF_8);
                assertTrue(part.length <= BUDGET, whole.get(i));
                boolean last = i == whole.size() - 1;
                // Not the last: it ends at a line end, or none lies in its second half.
                assertTrue(last || whole.get(i).endsWith("\n") || new String(part, BUDGET / 2,
                        part.length - BUDGET / 2, StandardCharsets.UTF_8).indexOf('\n') < 0, whole.get(i));
            }
        }
    }

    @Test
    void anEmptyBodyIsOneEmptyPart() {
        assertEquals(List.of(""), cut(List.of()));
    }

    private static List<String> cut(List<String> pieces) {
        List<String> parts = new ArrayList<>();
        SessionNoteParts cutter = new SessionNoteParts(BUDGET, parts::add);
        pieces.forEach(cutter::add);
        int count = cutter.finish();
        assertEquals(parts.size(), count);
        return parts;
    }

    private static String body(Random random) {
        StringBuilder body = new StringBuilder();
        int words = random.nextInt(80);
        for (int i = 0; i < words; i++) {
            body.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(4) == 0 ? "\n" : " ");
        }
        return body.toString();
    }

    private static List<String> pieces(String body, Random random) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        while (start < body.length()) {
            int end = Math.min(body.length(), start + 1 + random.nextInt(40));
            if (end < body.length() && Character.isLowSurrogate(body.charAt(end))) {
                end++;
            }
            pieces.add(body.substring(start, end));
            start = end;
        }
        return pieces;
    }
}

package dev.mempalace.adapter.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every bundled rule, alone, redacts the value of its case and nothing else of it, and the whole rule set leaves
 * each case's look-alike unchanged; no rule is without a case ({@code secret-rule-cases.tsv}).
 */
class SecretRuleCasesTest {

    private static final Map<String, String> ALPHABETS = Map.of(
            "alnum", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "upper", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "lower", "abcdefghijklmnopqrstuvwxyz",
            "aws", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "digits", "0123456789", "hex", "0123456789abcdef",
            "b64", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
            "url", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-");
    private static final Pattern DRAWN = Pattern.compile("\\{([a-z0-9]+):(\\d+)}");
    private static final Pattern SECRET = Pattern.compile("\\[\\[([\\s\\S]*?)]]");

    @Test
    void eachRuleCatchesItsValueAndLeavesItsLookAlike() throws IOException {
        List<SecretRule> rules = lines("secret-rules.tsv").stream().map(l -> SecretRule.parse(l, 0)).toList();
        List<String[]> cases = lines("secret-rule-cases.tsv").stream().map(l -> l.split("\t")).toList();
        for (SecretRule rule : rules) {
            String keywords = String.join(",", rule.keywords());
            assertTrue(cases.stream().anyMatch(c -> c[0].equals(rule.kind()) && c[1].equals(keywords)),
                    "no case for " + rule.kind() + " " + keywords);
        }
        for (int n = 0; n < cases.size(); n++) {
            String[] row = cases.get(n);
            Random random = new Random(n);
            SecretRule rule = rules.stream().filter(r -> r.kind().equals(row[0])
                    && String.join(",", r.keywords()).equals(row[1])).findFirst().orElseThrow(
                            () -> new AssertionError("a case of no rule: " + row[0] + " " + row[1]));
            String text = drawn(row[2], random);
            Matcher secret = SECRET.matcher(text);
            assertTrue(secret.find(), row[2]);
            String value = secret.group(1);
            String plain = secret.replaceAll("$1");
            String expected = secret.replaceAll("[redacted:" + row[0] + "]");

            assertEquals(expected, new RuleSetRedactor(List.of(rule)).redact(plain).text(), row[2]);
            assertFalse(RuleSetRedactor.bundled().redact(plain).text().contains(value), row[2]);
            String lookAlike = drawn(row[3], random);
            assertEquals(lookAlike, RuleSetRedactor.bundled().redact(lookAlike).text(), row[3]);
        }
    }

    private static String drawn(String template, Random random) {
        Matcher drawn = DRAWN.matcher(template.replace("\\n", "\n"));
        StringBuilder out = new StringBuilder();
        while (drawn.find()) {
            String alphabet = ALPHABETS.get(drawn.group(1));
            StringBuilder value = new StringBuilder();
            for (int i = 0; i < Integer.parseInt(drawn.group(2)); i++) {
                value.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            drawn.appendReplacement(out, Matcher.quoteReplacement(value.toString()));
        }
        drawn.appendTail(out);
        return out.toString();
    }

    private static List<String> lines(String resource) throws IOException {
        try (InputStream in = SecretRuleCasesTest.class.getResourceAsStream(resource)) {
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }
}

package dev.mempalace.adapter.secrets;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;

/**
 * Redacts secrets by a rule set of well-known token shapes, bundled as {@code secret-rules.tsv} beside this class.
 * No maintained rule set can be had from the package registries MemPalace builds from (gitleaks' configuration is
 * not published to them; secretlint's rules are JavaScript code), so the rules are MemPalace's own data, written from
 * each issuer's public description of its token format (AWS access key ids, GitHub's, GitLab's, Slack's, Anthropic's,
 * OpenAI's, Google's, Stripe's and npm's token prefixes; RFC 7519 JWTs; PEM private keys, RFC 7468; credentials in
 * URLs, RFC 3986) and named by gitleaks' rule ids where one exists, plus {@code bearer-token} and
 * {@code generic-password} for assignments such as {@code password=...} and {@code token: ...}, whose key is kept.
 * A rule runs only on text holding one of its keywords, and its pattern starts with its literal prefix, so that the
 * matcher skips ahead to it; where finds overlap, the earlier rule's is kept, once.
 */
public final class RuleSetRedactor implements SecretRedactor {

    private static final String RULES = "secret-rules.tsv";

    private final List<SecretRule> rules;

    RuleSetRedactor(List<SecretRule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** The bundled rule set, loaded once for the life of the program. */
    public static RuleSetRedactor bundled() {
        return Bundled.INSTANCE;
    }

    /** The kinds of secret this redactor finds, in the order their first rules run. */
    public List<String> kinds() {
        return rules.stream().map(SecretRule::kind).distinct().toList();
    }

    @Override
    public Redaction redact(String text) {
        String lowerCased = asciiLowerCase(text);
        List<Find> finds = new ArrayList<>();
        for (int priority = 0; priority < rules.size(); priority++) {
            SecretRule rule = rules.get(priority);
            if (rule.mayMatch(lowerCased)) {
                find(rule, priority, text, rule.lowerCase() ? lowerCased : text, finds);
            }
        }
        if (finds.isEmpty()) {
            return Redaction.clean(text);
        }
        return replace(text, kept(finds));
    }

    /** The text with A-Z in lower case, all else as it is: the keywords are ASCII, and this is quick. */
    private static String asciiLowerCase(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (c >= 'A' && c <= 'Z') {
                chars[i] = (char) (c + ('a' - 'A'));
            }
        }
        return new String(chars);
    }

    /** Finds the rule's matches in {@code matched} (the text, or it in lower case: the same offsets). */
    private static void find(SecretRule rule, int priority, String text, String matched, List<Find> finds) {
        Matcher matcher = rule.pattern().matcher(matched);
        while (matcher.find()) {
            int start = matcher.start(rule.group());
            int end = matcher.end(rule.group());
            if (start >= 0 && end > start && isSecret(rule.check(), text.substring(start, end))) {
                finds.add(new Find(start, end, rule.kind(), priority));
            }
        }
    }

    private static boolean isSecret(SecretRule.Check check, String value) {
        return switch (check) {
            case SHAPE -> true;
            case PLACEHOLDER -> !FoundValue.placeholder(value);
            case VALUE -> FoundValue.secretLike(value);
        };
    }

    /** The finds that overlap no find of an earlier rule (nor an earlier find of the same rule), by position. */
    private static List<Find> kept(List<Find> finds) {
        List<Find> byPriority = new ArrayList<>(finds);
        byPriority.sort(Comparator.comparingInt(Find::priority).thenComparingInt(Find::start));
        TreeMap<Integer, Find> taken = new TreeMap<>();
        for (Find find : byPriority) {
            Map.Entry<Integer, Find> before = taken.lowerEntry(find.end());
            if (before == null || before.getValue().end() <= find.start()) {
                taken.put(find.start(), find);
            }
        }
        return new ArrayList<>(taken.values());
    }

    private static Redaction replace(String text, List<Find> finds) {
        StringBuilder out = new StringBuilder(text.length());
        Map<String, Integer> kinds = new TreeMap<>();
        int at = 0;
        for (Find find : finds) {
            out.append(text, at, find.start()).append("[redacted:").append(find.kind()).append(']');
            kinds.merge(find.kind(), 1, Integer::sum);
            at = find.end();
        }
        out.append(text, at, text.length());
        return new Redaction(out.toString(), kinds);
    }

    /** A secret found: where it lies, its kind, and its rule's place in the rule file (lower wins). */
    private record Find(int start, int end, String kind, int priority) {
    }

    /** Loads the bundled rules on first use. */
    private static final class Bundled {

        static final RuleSetRedactor INSTANCE = new RuleSetRedactor(load());

        private static List<SecretRule> load() {
            List<SecretRule> rules = new ArrayList<>();
            try (InputStream in = RuleSetRedactor.class.getResourceAsStream(RULES)) {
                if (in == null) {
                    throw new IllegalStateException(RULES + " is missing from the jar");
                }
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                String line;
                int number = 0;
                while ((line = reader.readLine()) != null) {
                    number++;
                    if (!line.isBlank() && !line.startsWith("#")) {
                        rules.add(SecretRule.parse(line, number));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RULES, e);
            }
            return rules;
        }
    }
}

package dev.mempalace.benchmark.redaction;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code bench redaction} plants: a fake secret of every kind the bundled rules know, drawn from its issuer's
 * shape, in each of six places (prose, code, JSON, YAML, an env file, a shell command). Made when asked for, never a
 * real secret; the redactors' own tests plant theirs from the application's test fixtures.
 */
public record FakeSecrets(String text, List<Planted> planted) {

    /** Each kind's shape: {@code {alnum:N}} is N random characters of that alphabet; [[ ]] marks the secret. */
    public static final Map<String, String> SHAPES = shapes(
            "private-key",
            "[[-----BEGIN EC PRIVATE KEY-----\n{b64:64}\n{b64:64}\n{b64:40}\n-----END EC PRIVATE KEY-----]]",
            "aws-access-token", "[[AKIA{aws:16}]]",
            "github-pat", "[[ghp_{alnum:36}]]",
            "github-fine-grained-pat", "[[github_pat_{alnum:22}_{alnum:59}]]",
            "github-oauth", "[[gho_{alnum:36}]]",
            "github-app-token", "[[ghs_{alnum:36}]]",
            "github-refresh-token", "[[ghr_{alnum:36}]]",
            "gitlab-pat", "[[glpat-{alnum:20}]]",
            "slack-bot-token", "[[xoxb-{digits:12}-{digits:13}-{alnum:24}]]",
            "slack-user-token", "[[xoxp-{digits:12}-{digits:12}-{digits:13}-{hex:32}]]",
            "slack-webhook-url", "https://[[hooks.slack.com/services/T{aws:8}/B{aws:10}/{alnum:24}]]",
            "anthropic-api-key", "[[sk-ant-api03-{url:93}AA]]",
            "anthropic-admin-api-key", "[[sk-ant-admin01-{url:93}AA]]",
            "anthropic-oauth-token", "[[sk-ant-oat01-{url:95}AA]]",
            "openai-api-key", "[[sk-proj-{url:74}T3BlbkFJ{url:74}]]",
            "gcp-api-key", "[[AIza{url:35}]]",
            "stripe-access-token", "[[sk_live_{alnum:24}]]",
            "npm-access-token", "[[npm_{lower:36}]]",
            "jwt", "[[eyJ{url:30}.eyJ{url:40}.{url:43}]]",
            "url-credentials", "postgres://app_user:[[{alnum:6}{digits:1}^{alnum:8}]]@db.internal:5432/app",
            "bearer-token", "Bearer [[{alnum:8}{digits:1}{url:31}]]",
            "generic-password", "DB_PASSWORD_PROD=[[{alnum:6}{digits:1}~{alnum:8}]]");

    /** The six places, as a line that holds a value ({@code %1$s}) numbered {@code %2$d}. */
    public static final List<String> PLACES = List.of(
            "Note %2$d: yesterday I pasted %1$s into the chat by mistake, so it has to be rotated.\n",
            "```python\nclient_%2$d = connect(\"\"\"%1$s\"\"\")\n```\n",
            "```json\n{\"item_%2$d\": \"%1$s\"}\n```\n",
            "```yaml\nitem_%2$d: |\n    %1$s\n```\n",
            "```sh\nSERVICE_%2$d=\"%1$s\"\n```\n",
            "```sh\ncurl -sS -H \"X-Item: %1$s\" https://api.example.com/v1/items/%2$d\n```\n");

    private static final Map<String, String> ALPHABETS = Map.of(
            "alnum", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "lower", "abcdefghijklmnopqrstuvwxyz0123456789", "aws", "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
            "digits", "0123456789", "hex", "0123456789abcdef",
            "b64", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
            "url", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-");
    private static final Pattern DRAWN = Pattern.compile("\\{([a-z0-9]+):(\\d+)}");
    private static final Pattern SECRET = Pattern.compile("\\[\\[([\\s\\S]*?)]]");

    /** One secret planted: its kind and the lines of it that must not survive redaction. */
    public record Planted(String kind, List<String> fragments) {
        public Planted {
            fragments = List.copyOf(fragments);
        }
    }

    public FakeSecrets {
        planted = List.copyOf(planted);
    }

    /** Every kind in every place, from {@code seed}: the same seed gives the same text. */
    public static FakeSecrets generate(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder("# Things I should never have written down\n\n");
        List<Planted> planted = new ArrayList<>();
        for (int place = 0; place < PLACES.size(); place++) {
            for (Map.Entry<String, String> shape : SHAPES.entrySet()) {
                Matcher secret = SECRET.matcher(drawn(shape.getValue(), random));
                secret.find();
                String value = secret.group(1);
                String written = secret.replaceAll(Matcher.quoteReplacement(value));
                written = place == 2 ? written.replace("\n", "\\n") : written.replace("\n", "\n    ");
                text.append(String.format(Locale.ROOT, PLACES.get(place), written, planted.size() + 1));
                planted.add(new Planted(shape.getKey(), value.lines().filter(l -> !l.startsWith("-----")).toList()));
            }
        }
        return new FakeSecrets(text.toString(), planted);
    }

    /** How many secrets of each kind were planted. */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        planted.forEach(p -> counts.merge(p.kind(), 1, Integer::sum));
        return counts;
    }

    private static String drawn(String shape, Random random) {
        Matcher drawn = DRAWN.matcher(shape);
        StringBuilder out = new StringBuilder();
        while (drawn.find()) {
            String alphabet = ALPHABETS.get(drawn.group(1));
            StringBuilder value = new StringBuilder();
            for (int i = 0; i < Integer.parseInt(drawn.group(2)); i++) {
                value.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            drawn.appendReplacement(out, Matcher.quoteReplacement(value.toString()));
        }
        return drawn.appendTail(out).toString();
    }

    private static Map<String, String> shapes(String... kindsAndShapes) {
        Map<String, String> shapes = new LinkedHashMap<>();
        for (int i = 0; i < kindsAndShapes.length; i += 2) {
            shapes.put(kindsAndShapes[i], kindsAndShapes[i + 1]);
        }
        return shapes;
    }
}

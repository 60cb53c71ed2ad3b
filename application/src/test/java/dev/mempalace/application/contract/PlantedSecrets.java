package dev.mempalace.application.contract;

import dev.mempalace.application.port.out.SecretRedactor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * A text in which fake secrets of every kind a {@link SecretRedactor} must find are planted, one of each kind in
 * prose, code, JSON, YAML, an env file and a shell command: the fixture of the redactors' contract and of the
 * session import's secret tests (the benchmark plants its own). Every value is random, of its issuer's shape, made
 * when asked for and never a real secret.
 */
public record PlantedSecrets(String text, List<Planted> planted) {

    /** The kinds of secret every redactor finds, named as its {@code [redacted:<kind>]} names them. */
    public static final List<String> KINDS = List.of("private-key", "aws-access-token", "github-pat",
            "github-fine-grained-pat", "github-oauth", "github-app-token", "github-refresh-token", "gitlab-pat",
            "slack-bot-token", "slack-user-token", "slack-webhook-url", "anthropic-api-key",
            "anthropic-admin-api-key", "anthropic-oauth-token", "openai-api-key", "gcp-api-key",
            "stripe-access-token", "npm-access-token",
            "jwt", "url-credentials", "bearer-token", "generic-password");

    private static final String ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final String URL_SAFE = ALNUM + "_-";
    private static final String BASE64 = ALNUM + "+/";
    private static final String AWS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    private static final String DIGITS = "0123456789";
    private static final String LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

    /** Where in the text a secret was planted, and how a value ({@code %s}) numbered {@code %d} is written there. */
    public enum Context {
        PROSE("## What happened\n\n", "\n",
                "Note %2$d: yesterday I pasted %1$s into the chat by mistake, so it has to be rotated.\n",
                "The staging database password: %s (rotate it after the demo).\n"),
        CODE("## The script\n\n```python\n", "```\n\n", "client_%2$d = connect(\"\"\"%1$s\"\"\")\n",
                "db_password = \"%s\"\n"),
        JSON("## The config\n\n```json\n{\n", "  \"done\": true\n}\n```\n\n", "  \"credential_%2$d\": \"%1$s\",\n",
                "  \"api_key\": \"%s\",\n"),
        YAML("## The workflow\n\n```yaml\ncredentials:\n", "```\n\n", "  credential_%2$d: %1$s\n", "  GITHUB_TOKEN_RO: %s\n"),
        ENV("## The .env file\n\n```sh\n", "```\n\n", "SERVICE_CREDENTIAL_%2$d=\"%1$s\"\n", "DB_PASSWORD_PROD=%s\n"),
        SHELL("## The commands\n\n```sh\n", "```\n\n",
                "curl -sS -H \"X-Credential: %1$s\" https://api.example.com/v1/items/%2$d\n",
                "mysql --password=%s -h db.internal app\n");

        private final String opening;
        private final String closing;
        private final String placed;
        private final String assignment;

        Context(String opening, String closing, String placed, String assignment) {
            this.opening = opening;
            this.closing = closing;
            this.placed = placed;
            this.assignment = assignment;
        }

        /** A secret of a provider's shape, written as this context writes a value (JSON escaped, YAML blocked). */
        String placed(String value, int n) {
            String written = value;
            if (this == JSON) {
                written = value.replace("\n", "\\n");
            } else if (this == YAML && value.contains("\n")) {
                written = "|\n    " + value.replace("\n", "\n    ");
            }
            return String.format(Locale.ROOT, placed, written, n);
        }

        /** A password, token or key in an assignment, whose key the redactor keeps. */
        String assignment(String secret) {
            return String.format(Locale.ROOT, assignment, secret);
        }
    }

    /** One planted secret: its kind, where it was planted, and the parts of it that must not survive redaction. */
    public record Planted(String kind, Context context, List<String> fragments) {
        public Planted {
            fragments = List.copyOf(fragments);
        }
    }

    public PlantedSecrets {
        planted = List.copyOf(planted);
    }

    /** Every kind planted in every context, from {@code seed}: the same seed gives the same text. */
    public static PlantedSecrets generate(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder("# Things I should never have written down\n\n");
        List<Planted> planted = new ArrayList<>();
        for (Context context : Context.values()) {
            text.append(context.opening);
            for (String kind : KINDS) {
                String secret = value(kind, random);
                int n = planted.size() + 1;
                text.append(kind.equals("generic-password") ? context.assignment(secret)
                        : context.placed(wrapped(kind, secret, random), n));
                planted.add(new Planted(kind, context, secret.lines().filter(l -> !l.startsWith("-----")).toList()));
            }
            text.append(context.closing);
        }
        return new PlantedSecrets(text.toString(), planted);
    }

    /** How many secrets of each kind were planted. */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        planted.forEach(p -> counts.merge(p.kind(), 1, Integer::sum));
        return counts;
    }

    /** A fake secret of {@code kind}, of its issuer's shape (a private key as a whole PEM block). */
    public static String value(String kind, Random r) {
        return switch (kind) {
            case "private-key" -> privateKey(r);
            case "aws-access-token" -> pick(r, "AKIA", "ASIA") + chars(r, AWS, 16);
            case "github-pat" -> "ghp_" + chars(r, ALNUM, 36);
            case "github-fine-grained-pat" -> "github_pat_" + chars(r, ALNUM, 22) + "_" + chars(r, ALNUM, 59);
            case "github-oauth" -> "gho_" + chars(r, ALNUM, 36);
            case "github-app-token" -> pick(r, "ghu_", "ghs_") + chars(r, ALNUM, 36);
            case "github-refresh-token" -> "ghr_" + chars(r, ALNUM, 36);
            case "gitlab-pat" -> "glpat-" + chars(r, ALNUM, 20);
            case "slack-bot-token" -> "xoxb-" + chars(r, DIGITS, 12) + "-" + chars(r, DIGITS, 13) + "-"
                    + chars(r, ALNUM, 24);
            case "slack-user-token" -> "xoxp-" + chars(r, DIGITS, 12) + "-" + chars(r, DIGITS, 12) + "-"
                    + chars(r, DIGITS, 13) + "-" + chars(r, "0123456789abcdef", 32);
            case "slack-webhook-url" -> "https://hooks.slack.com/services/T" + chars(r, AWS, 8) + "/B"
                    + chars(r, AWS, 10) + "/" + chars(r, ALNUM, 24);
            case "anthropic-api-key" -> "sk-ant-api03-" + chars(r, URL_SAFE, 93) + "AA";
            case "anthropic-admin-api-key" -> "sk-ant-admin01-" + chars(r, URL_SAFE, 93) + "AA";
            case "anthropic-oauth-token" -> "sk-ant-oat01-" + chars(r, URL_SAFE, 80 + r.nextInt(30)) + "AA";
            case "openai-api-key" -> r.nextBoolean()
                    ? "sk-proj-" + chars(r, URL_SAFE, 74) + "T3BlbkFJ" + chars(r, URL_SAFE, 74)
                    : "sk-" + chars(r, ALNUM, 20) + "T3BlbkFJ" + chars(r, ALNUM, 20);
            case "gcp-api-key" -> "AIza" + chars(r, URL_SAFE, 35);
            case "stripe-access-token" -> pick(r, "sk_live_", "rk_live_", "sk_test_") + chars(r, ALNUM, 24);
            case "npm-access-token" -> "npm_" + chars(r, LOWER_ALNUM, 36);
            case "jwt" -> jwt(r);
            case "url-credentials", "generic-password" -> password(r);
            case "bearer-token" -> chars(r, ALNUM, 8) + r.nextInt(10) + chars(r, URL_SAFE, 31);
            default -> throw new IllegalArgumentException("no shape for " + kind);
        };
    }

    /** The secret as it appears in text: in a URL, after {@code Bearer}, or as it is. */
    public static String wrapped(String kind, String secret, Random r) {
        return switch (kind) {
            case "url-credentials" -> r.nextBoolean() ? "postgres://app_user:" + secret + "@db.internal:5432/app"
                    : "https://deploy:" + secret + "@git.example.com/team/repo.git";
            case "bearer-token" -> "Bearer " + secret;
            default -> secret;
        };
    }

    private static String password(Random r) {
        return chars(r, ALNUM, 6) + r.nextInt(10) + pick(r, "^", "+", "_", "-", "~") + chars(r, ALNUM, 8);
    }

    private static String jwt(Random r) {
        Base64.Encoder url = Base64.getUrlEncoder().withoutPadding();
        String payload = "{\"sub\":\"" + chars(r, ALNUM, 12) + "\",\"iat\":" + (1_700_000_000 + r.nextInt(1 << 24))
                + "}";
        return url.encodeToString("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8)) + "."
                + url.encodeToString(payload.getBytes(StandardCharsets.UTF_8)) + "." + chars(r, URL_SAFE, 43);
    }

    private static String privateKey(Random r) {
        String type = pick(r, "RSA ", "EC ", "OPENSSH ", "");
        StringBuilder key = new StringBuilder("-----BEGIN " + type + "PRIVATE KEY-----\n");
        for (int line = 0; line < 6; line++) {
            key.append(chars(r, BASE64, 64)).append('\n');
        }
        return key.append("-----END ").append(type).append("PRIVATE KEY-----").toString();
    }

    private static String pick(Random r, String... choices) {
        return choices[r.nextInt(choices.length)];
    }

    private static String chars(Random r, String alphabet, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return out.toString();
    }
}

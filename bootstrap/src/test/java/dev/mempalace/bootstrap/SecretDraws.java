package dev.mempalace.bootstrap;

import dev.mempalace.application.contract.PlantedSecrets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Secrets drawn at random for the property test: every kind the redactor knows, assignments named by a secret word
 * in many forms, a key pasted without its END line; each placed at a random spot of one of the places an agent's
 * session puts text: a prompt, a reply, a tool's input (across the old 200-character cut, in a heredoc), a tool's
 * output, a JSON string, or a key split across two messages.
 */
final class SecretDraws {

    /** Where a secret is placed. */
    enum Place { PROMPT, REPLY, TOOL_INPUT_ACROSS_THE_CUT, HEREDOC, TOOL_OUTPUT, JSON_STRING, SPLIT_ACROSS_MESSAGES }

    /** What a message of a session is. */
    enum Role { USER, ASSISTANT, TOOL_CALL, TOOL_OUTPUT }

    /** One message of a session. */
    record Message(Role role, String text) {
    }

    /** A secret: its kind, how it is written, and the parts of it that must never be found again. */
    record Secret(String kind, String written, List<String> fragments) {
    }

    private static final int OLD_CUT = 200;
    private static final List<String> ASSIGNMENTS = List.of("SECRET_KEY_BASE=%s", "DB_PASSWORD_PROD=%s",
            "export GITHUB_TOKEN_RO=%s", "\"client_secret\": \"%s\"", "api_token = \"%s\"", "  password: %s",
            "mysqladmin --password %s status", "mysql -u root -p%s app", "mysql -h db -u app -p %s shop",
            "aws configure set aws_secret_access_key %s", "AUTH_KEY: %s", "--api-key %s", "credentials.json: %s");
    private static final String WORDS = "the build fails on the staging host after the deploy so I checked the "
            + "logs and the config again before the release went out to every region that night";

    private final Random random;
    private final List<Secret> drawn = new ArrayList<>();

    SecretDraws(long seed) {
        this.random = new Random(seed);
    }

    /** Every secret drawn so far. */
    List<Secret> drawn() {
        return List.copyOf(drawn);
    }

    /** A secret of a kind drawn at random (each kind in turn when {@code n} runs over them). */
    Secret secret(int n) {
        List<String> kinds = PlantedSecrets.KINDS;
        int pick = n % (kinds.size() + 2);
        Secret secret;
        if (pick == kinds.size()) {
            String value = PlantedSecrets.value("generic-password", random);
            secret = new Secret("generic-password", String.format(Locale.ROOT,
                    ASSIGNMENTS.get(random.nextInt(ASSIGNMENTS.size())), value), List.of(value));
        } else if (pick == kinds.size() + 1) {
            List<String> lines = PlantedSecrets.value("private-key", random).lines().toList();
            List<String> cut = lines.subList(0, 1 + random.nextInt(lines.size() - 2));
            secret = new Secret("private-key", String.join("\n", cut), body(cut));
        } else {
            String kind = kinds.get(pick);
            String value = PlantedSecrets.value(kind, random);
            String written = kind.equals("generic-password") ? "DB_PASSWORD=" + value
                    : PlantedSecrets.wrapped(kind, value, random);
            secret = new Secret(kind, written, body(value.lines().toList()));
        }
        drawn.add(secret);
        return secret;
    }

    /** The messages that carry {@code secret} at {@code place}, with text of their own around it. */
    List<Message> placed(Secret secret, Place place) {
        String written = secret.written();
        return switch (place) {
            case PROMPT -> List.of(new Message(Role.USER, around(written)));
            case REPLY -> List.of(new Message(Role.ASSISTANT, around(written)));
            case TOOL_INPUT_ACROSS_THE_CUT -> List.of(new Message(Role.TOOL_CALL, acrossTheCut(written)));
            case HEREDOC -> List.of(new Message(Role.TOOL_CALL, "cat > /tmp/creds <<'EOF'\n" + written + "\nEOF"));
            case TOOL_OUTPUT -> List.of(new Message(Role.TOOL_OUTPUT, around(written)));
            case JSON_STRING -> List.of(new Message(Role.USER, "{\"settings\": {\"note\": \""
                    + written.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"}}"));
            case SPLIT_ACROSS_MESSAGES -> split(written);
        };
    }

    /** A key's lines in two messages, the cut after the BEGIN line or inside the body; any other secret whole. */
    private List<Message> split(String written) {
        List<String> lines = written.lines().toList();
        if (!written.startsWith("-----BEGIN") || lines.size() < 3) {
            return List.of(new Message(Role.USER, around(written)));
        }
        int at = 1 + random.nextInt(lines.size() - 2);
        return List.of(new Message(Role.USER, "the key, part one:\n" + String.join("\n", lines.subList(0, at))),
                new Message(Role.USER, String.join("\n", lines.subList(at, lines.size())) + "\nthat is all"));
    }

    /** The secret among words, at a word boundary drawn at random. */
    private String around(String written) {
        String[] words = WORDS.split(" ");
        int at = random.nextInt(words.length + 1);
        return String.join(" ", List.of(words).subList(0, at)) + " " + written + " "
                + String.join(" ", List.of(words).subList(at, words.length));
    }

    /** A command whose secret begins before the 200th character and ends after it, where the readers cut. */
    private String acrossTheCut(String written) {
        int before = 1 + random.nextInt(Math.min(written.length() - 1, OLD_CUT - 10));
        String pad = "x".repeat(OLD_CUT - before - "echo ".length() - 1);
        return "echo " + pad + " " + written;
    }

    private static List<String> body(List<String> lines) {
        return lines.stream().filter(l -> !l.startsWith("-----")).filter(l -> l.strip().length() >= 8).toList();
    }
}

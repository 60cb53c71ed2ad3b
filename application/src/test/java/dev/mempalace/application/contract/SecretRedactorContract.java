package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every secret redactor must do: find fake secrets of every kind planted in prose, code, JSON, YAML, env files
 * and shell commands, and count them by kind; keep an assignment's key and a URL's user; leave text that only
 * looks like secrets (hashes, UUIDs, base64, placeholders, prose about tokens) alone; and change nothing it has
 * already redacted.
 */
public abstract class SecretRedactorContract {

    /** The redactor under test; it may be shared by every test of a class. */
    protected abstract SecretRedactor redactor();

    @ParameterizedTest
    @ValueSource(longs = {1, 17, 2026})
    void everyPlantedSecretIsReplacedAndCountedByItsKind(long seed) {
        PlantedSecrets fixture = PlantedSecrets.generate(seed);

        Redaction redaction = redactor().redact(fixture.text());

        for (PlantedSecrets.Planted planted : fixture.planted()) {
            for (String fragment : planted.fragments()) {
                assertFalse(redaction.text().contains(fragment), planted.kind() + " in " + planted.context()
                        + " survived");
            }
        }
        assertEquals(fixture.counts(), redaction.kinds());
        fixture.counts().forEach((kind, count) -> assertEquals(count, occurrences(redaction.text(),
                "[redacted:" + kind + "]"), kind));
    }

    @Test
    void anAssignmentKeepsItsKeyAndAUrlItsUser() {
        PlantedSecrets fixture = PlantedSecrets.generate(5);

        String text = redactor().redact(fixture.text()).text();

        assertTrue(text.contains("DB_PASSWORD_PROD=[redacted:generic-password]\n"), text);
        assertTrue(text.contains("  GITHUB_TOKEN_RO: [redacted:generic-password]\n"), text);
        assertTrue(text.contains("mysql --password=[redacted:generic-password] -h db.internal"), text);
        assertTrue(text.contains("  \"api_key\": \"[redacted:generic-password]\","), text);
        assertTrue(text.contains("Bearer [redacted:bearer-token]"), text);
        assertTrue(text.contains(":[redacted:url-credentials]@"), text);
    }

    @Test
    void overlappingFindsAreReplacedOnceByTheMostSpecificKind() {
        String token = PlantedSecrets.generate(9).planted().stream().filter(p -> p.kind().equals("github-pat"))
                .findFirst().orElseThrow().fragments().get(0);

        Redaction redaction = redactor().redact("export GITHUB_TOKEN=" + token + "\ngit clone https://x-access-token:"
                + token + "@github.com/acme/app.git\n");

        assertEquals("export GITHUB_TOKEN=[redacted:github-pat]\ngit clone https://x-access-token:"
                + "[redacted:github-pat]@github.com/acme/app.git\n", redaction.text());
        assertEquals(Map.of("github-pat", 2), redaction.kinds());
    }

    @Test
    void textWithoutSecretsComesBackUnchanged() {
        String text = LookAlikes.text(42);

        Redaction redaction = redactor().redact(text);

        assertEquals(Map.of(), redaction.kinds());
        assertEquals(text, redaction.text());
        assertEquals(Redaction.clean(""), redactor().redact(""));
    }

    @ParameterizedTest
    @ValueSource(longs = {3, 4})
    void redactedTextComesBackUnchanged(long seed) {
        Redaction once = redactor().redact(PlantedSecrets.generate(seed).text() + LookAlikes.text(seed));

        Redaction twice = redactor().redact(once.text());

        assertEquals(once.text(), twice.text());
        assertEquals(Map.of(), twice.kinds());
    }

    @Test
    void aMegabyteOfTextIsScannedWhole() {
        StringBuilder text = new StringBuilder();
        PlantedSecrets first = PlantedSecrets.generate(11);
        PlantedSecrets last = PlantedSecrets.generate(12);
        text.append(first.text());
        while (text.length() < 1_000_000) {
            text.append(LookAlikes.text(text.length()));
        }
        text.append(last.text());

        Redaction redaction = redactor().redact(text.toString());

        first.counts().forEach((kind, count) -> assertEquals(count + last.counts().get(kind),
                redaction.kinds().get(kind), kind));
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            count++;
        }
        return count;
    }
}

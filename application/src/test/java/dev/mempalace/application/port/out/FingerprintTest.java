package dev.mempalace.application.port.out;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A fingerprint reads the same whatever the locale of the process that made it. */
class FingerprintTest {

    private static final Fingerprint PRINT = new Fingerprint("bge-small-en-v1.5", "int8", "ab12", "cls",
            "Represent this sentence: ", 512, "heading-v4/text-v2");

    @Test
    void itsDescriptionKeepsAsciiDigitsInALocaleWithItsOwn() {
        Locale before = Locale.getDefault();
        String english = PRINT.describe();
        try {
            Locale.setDefault(Locale.forLanguageTag("ar-EG"));
            String arabic = PRINT.describe();
            assertEquals(english, arabic);
            assertTrue(arabic.contains("maxTokens=512"), arabic);
        } finally {
            Locale.setDefault(before);
        }
    }
}

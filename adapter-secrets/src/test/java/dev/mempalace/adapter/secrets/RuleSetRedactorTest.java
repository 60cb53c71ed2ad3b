package dev.mempalace.adapter.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.contract.PlantedSecrets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RuleSetRedactorTest {

    @Test
    void theBundledRulesFindExactlyTheKindsEveryRedactorMust() {
        assertEquals(PlantedSecrets.KINDS, RuleSetRedactor.bundled().kinds());
    }

    @Test
    void aRuleRunsOnlyOnTextHoldingOneOfItsKeywords() {
        RuleSetRedactor redactor = new RuleSetRedactor(List.of(
                SecretRule.parse("digits\tpin\t1\tshape\texact\t(\\d{4})", 1)));

        assertEquals("no 1234 here", redactor.redact("no 1234 here").text());
        assertEquals("PIN [redacted:digits]", redactor.redact("PIN 1234").text());
        assertEquals(Map.of("digits", 1), redactor.redact("PIN 1234").kinds());
    }

    @Test
    void aMalformedRuleLineIsRefusedWithItsNumber() {
        IllegalStateException fields = assertThrows(IllegalStateException.class,
                () -> SecretRule.parse("kind\tkeyword\t0", 7));
        IllegalStateException group = assertThrows(IllegalStateException.class,
                () -> SecretRule.parse("kind\tkeyword\t2\tshape\texact\t(a)", 8));

        assertEquals("secret rule line 7: expected 6 tab-separated fields, the fifth exact or lower",
                fields.getMessage());
        assertEquals("secret rule line 8: no group 2", group.getMessage());
    }
}

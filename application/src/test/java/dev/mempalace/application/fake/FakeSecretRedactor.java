package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A redactor for services' tests that knows one shape only: GitHub's classic tokens ({@code ghp_...}). */
public final class FakeSecretRedactor implements SecretRedactor {

    private static final Pattern GITHUB = Pattern.compile("\\bghp_[0-9A-Za-z]{36}\\b");

    @Override
    public Redaction redact(String text) {
        Matcher matcher = GITHUB.matcher(text);
        int count = 0;
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, Matcher.quoteReplacement("[redacted:github-pat]"));
            count++;
        }
        matcher.appendTail(out);
        return count == 0 ? Redaction.clean(text) : new Redaction(out.toString(), Map.of("github-pat", count));
    }
}

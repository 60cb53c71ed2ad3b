package dev.mempalace.application.port.out;

/**
 * Finds well-known secret shapes in text (cloud access keys, provider tokens, private keys, credentials in
 * assignments and URLs) and replaces each with {@code [redacted:<kind>]}, before anything is written, indexed or
 * embedded. It never fails on text, and text it has redacted comes back unchanged.
 */
public interface SecretRedactor {

    /** The text with every secret found replaced, and how many of each kind were. */
    Redaction redact(String text);
}

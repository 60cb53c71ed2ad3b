package dev.mempalace.application.port.in;

import java.util.Optional;

/**
 * Imports agent sessions into the store as notes: new and grown transcripts of the configured sources, or one
 * transcript named by its path; and tells, without writing anything, which secrets an import would redact.
 */
public interface ImportSessions {

    /** Imports every configured source's new and grown transcripts; nothing when no source is configured. */
    SessionImport importConfigured();

    /**
     * Imports one transcript and its own sub-agents' (nothing else of its folder is looked at), of {@code harness}
     * when given, else of the harness whose format it holds. Throws
     * {@link dev.mempalace.application.port.out.TranscriptUnreadableException} when it cannot be read as one.
     */
    SessionImport importTranscript(String path, Optional<String> harness);

    /** What the configured sources' transcripts hold that an import would redact; nothing is written. */
    SessionScan scan();
}

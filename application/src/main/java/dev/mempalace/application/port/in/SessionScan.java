package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Map;

/** Which transcripts hold secrets an import would redact, with the count of each kind, and those not readable. */
public record SessionScan(List<Finding> findings, int transcripts, List<Notice.NoteSkipped> unreadable) {

    public SessionScan {
        findings = List.copyOf(findings);
        unreadable = List.copyOf(unreadable);
    }

    /** One transcript's secrets by kind (never their values), and the exchanges (by first line) holding them. */
    public record Finding(String transcript, String harness, Map<String, Integer> kinds, List<Integer> lines) {

        public Finding {
            kinds = Map.copyOf(kinds);
            lines = List.copyOf(lines);
        }
    }
}

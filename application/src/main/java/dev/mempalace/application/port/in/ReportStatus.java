package dev.mempalace.application.port.in;

/** Report what the index holds. */
public interface ReportStatus {

    StatusReport status();
}

package dev.mempalace.application.port.in;

/** Audit disk against the index and name every file that is new, changed or deleted since the last ingest. */
public interface ReconcileIndex {

    Drift reconcile();
}

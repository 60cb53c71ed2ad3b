package dev.mempalace.application.port.in;

/**
 * Examines the memory's notes for rot and reports it, never changing a note: duplicates, broken links, orphans,
 * tangled supersession, stale notes and notes no answer returned. The person or the agent decides what to do.
 */
public interface CheckMemory {

    /** Throws what reading the workspace and the index throws; a missing index is a finding-free vector check. */
    Checkup check(CheckOptions options);
}

package dev.mempalace.adapter.web;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;

/** The HTTP status of each port failure: a path refused is a bad request, a missing note not found, else 503. */
final class HttpStatuses implements PortFailure.Handler<Integer> {

    @Override
    public Integer indexMissing(IndexMissingException failure) {
        return 503;
    }

    @Override
    public Integer indexLocked(IndexLockedException failure) {
        return 503;
    }

    @Override
    public Integer indexUnavailable(IndexUnavailableException failure) {
        return 503;
    }

    @Override
    public Integer modelUnavailable(ModelUnavailableException failure) {
        return 503;
    }

    @Override
    public Integer workspaceUnreadable(WorkspaceUnreadableException failure) {
        return 503;
    }

    @Override
    public Integer noteUnreadable(NoteUnreadableException failure) {
        return 404;
    }

    @Override
    public Integer notePathRefused(NotePathRefusedException failure) {
        return 400;
    }

    @Override
    public Integer transcriptUnreadable(TranscriptUnreadableException failure) {
        return 503;
    }
}

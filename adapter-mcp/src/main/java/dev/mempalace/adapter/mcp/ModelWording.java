package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;

/** What the server tells a model about the facts the use cases report: the fact, then the tool that helps. */
final class ModelWording {

    private static final String SYNC = "; call the sync tool to bring the index up to date";
    private static final String ASK_USER = "; ask the user to ";

    private ModelWording() {
    }

    /** A notice as one line for a model, with the tool that clears it. */
    static String of(Notice notice) {
        if (notice instanceof Notice.IndexBehind) {
            return notice.describe() + SYNC;
        }
        if (notice instanceof Notice.NoVectors || notice instanceof Notice.VectorsMissing) {
            return notice.describe() + "; call the sync tool to compute the missing vectors";
        }
        return notice.describe();
    }

    /** A failure as the one line of a tool error. */
    static String of(PortFailure failure) {
        return failure.accept(REMEDIES);
    }

    private static final PortFailure.Handler<String> REMEDIES = new PortFailure.Handler<>() {
        @Override
        public String indexMissing(IndexMissingException failure) {
            return failure.getMessage() + "; call the sync tool to build it";
        }

        @Override
        public String indexLocked(IndexLockedException failure) {
            return failure.getMessage() + "; another process is writing to the index, try again in a few seconds";
        }

        @Override
        public String indexUnavailable(IndexUnavailableException failure) {
            return failure.getMessage() + switch (failure.reason()) {
                case OUTDATED -> SYNC;
                case NEWER -> ASK_USER + "upgrade MemPalace or delete the index";
                case CORRUPT -> ASK_USER + "delete the index, then call the sync tool";
                case FOREIGN, UNUSABLE -> "";
            };
        }

        @Override
        public String modelUnavailable(ModelUnavailableException failure) {
            return failure.getMessage();
        }

        @Override
        public String workspaceUnreadable(WorkspaceUnreadableException failure) {
            return failure.getMessage();
        }

        @Override
        public String noteUnreadable(NoteUnreadableException failure) {
            return failure.getMessage();
        }

        @Override
        public String notePathRefused(NotePathRefusedException failure) {
            return failure.getMessage() + "; give a workspace-relative path of a Markdown note, as search_memory "
                    + "returns it";
        }
    };
}

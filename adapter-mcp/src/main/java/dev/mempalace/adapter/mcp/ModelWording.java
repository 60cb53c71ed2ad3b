package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;

/** What the server tells a model about the facts the use cases report: the fact, then the tool that helps. */
final class ModelWording {

    private static final String SYNC_NOW = "call the sync tool to bring the index up to date";
    private static final String ASK_USER = "ask the user to ";

    private ModelWording() {
    }

    /** A notice as one line for a model, with the tool that clears it. */
    static String of(Notice notice) {
        if (notice instanceof Notice.IndexBehind) {
            return notice.describe() + "; " + SYNC_NOW;
        }
        if (notice instanceof Notice.NoVectors || notice instanceof Notice.VectorsMissing) {
            return notice.describe() + "; call the sync tool to compute the missing vectors";
        }
        if (notice instanceof Notice.MemoryEmpty) {
            return notice.describe() + "; save what you learn with the remember tool";
        }
        if (notice instanceof Notice.FilterLeftNothing) {
            return notice.describe() + "; search again without path, tags, since, source or project";
        }
        if (notice instanceof Notice.NothingMatched) {
            return notice.describe() + "; try other words, or the memory may not hold this yet";
        }
        if (notice instanceof Notice.SecretsRedacted) {
            return notice.describe() + "; the note holds [redacted:<kind>] in their place, so keep secrets out of "
                    + "what you remember";
        }
        if (notice instanceof Notice.VectorsDeferred) {
            return notice.describe() + "; the next sync computes them, and search_memory finds the note by its "
                    + "words meanwhile";
        }
        return notice.describe();
    }

    /** A refused note as the one line of a tool error: why, and what to send instead. */
    static String of(NoteRefused refused) {
        return switch (refused.reason()) {
            case EMPTY -> refused.getMessage() + "; write what was learned in body";
            case TOO_LARGE -> refused.getMessage() + "; split it into several notes of one topic each";
            case SUPERSEDES_NO_NOTE -> refused.getMessage() + "; give the path of a note as search_memory returns "
                    + "it";
        };
    }

    /** A failure as the one line of a tool error: the fact, then what a model can do about it. */
    static String of(PortFailure failure) {
        String remedy = failure.accept(REMEDIES);
        return remedy.isEmpty() ? failure.getMessage() : failure.getMessage() + "; " + remedy;
    }

    /** What a model can do about each failure, or nothing to add. */
    private static final PortFailure.Handler<String> REMEDIES = new PortFailure.Handler<>() {
        @Override
        public String indexMissing(IndexMissingException failure) {
            return "call the sync tool to build it";
        }

        @Override
        public String indexLocked(IndexLockedException failure) {
            return "another process is writing to the index, try again in a few seconds";
        }

        @Override
        public String indexUnavailable(IndexUnavailableException failure) {
            return switch (failure.reason()) {
                case OUTDATED -> SYNC_NOW;
                case NEWER -> ASK_USER + "upgrade MemPalace or delete the index";
                case CORRUPT -> ASK_USER + "delete the index, then call the sync tool";
                case FOREIGN, UNUSABLE -> "";
            };
        }

        @Override
        public String modelUnavailable(ModelUnavailableException failure) {
            return "the notes' text is indexed, and search_memory answers by words until the model is back";
        }

        @Override
        public String workspaceUnreadable(WorkspaceUnreadableException failure) {
            return ASK_USER + "check that the memory's folder exists and can be read";
        }

        @Override
        public String noteUnreadable(NoteUnreadableException failure) {
            return "search_memory gives the paths of the notes there are";
        }

        @Override
        public String notePathRefused(NotePathRefusedException failure) {
            return "give a workspace-relative path of a Markdown note, as search_memory returns it";
        }

        @Override
        public String transcriptUnreadable(TranscriptUnreadableException failure) {
            return ASK_USER + "check the session source's folder with `mempalace sessions list`";
        }
    };
}

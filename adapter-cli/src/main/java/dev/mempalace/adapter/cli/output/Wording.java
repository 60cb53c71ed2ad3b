package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.util.Locale;

/** What the command line says of the facts the use cases report: the fact, then the command that helps. */
public final class Wording {

    private static final String TOO_LARGE_REMEDY = ": split it into notes of one topic each, or put it in the "
            + "workspace as a file and run mempalace ingest";

    private static final String INGEST = "; run mempalace ingest";
    private static final String EMBED = "; run mempalace embed";

    private Wording() {
    }

    /** A notice as a line for a person, with the command that clears it. */
    public static String of(Notice notice) {
        if (notice instanceof Notice.IndexBehind) {
            return notice.describe() + INGEST;
        }
        if (notice instanceof Notice.NoVectors || notice instanceof Notice.VectorsMissing) {
            return notice.describe() + EMBED;
        }
        if (notice instanceof Notice.NothingMatchedWell || notice instanceof Notice.NothingMatched) {
            return notice.describe() + "; try other words, or the memory may not hold this yet";
        }
        if (notice instanceof Notice.MemoryEmpty) {
            return notice.describe() + "; write one with mempalace remember, or add Markdown files and run "
                    + "mempalace ingest";
        }
        if (notice instanceof Notice.FilterLeftNothing) {
            return notice.describe() + "; widen or drop --path, --tag, --since, --source or --project";
        }
        if (notice instanceof Notice.VectorsDeferred) {
            return notice.describe() + "; they come with the next mempalace embed or ingest";
        }
        if (notice instanceof Notice.SecretsRedacted) {
            return notice.describe() + " (the note holds [redacted:<kind>] in their place)";
        }
        return notice.describe();
    }

    /** A refused note as the one line after {@code mempalace: }, with what to do instead. */
    public static String of(NoteRefused refused) {
        return switch (refused.reason()) {
            case EMPTY -> "the body is empty: give --body TEXT or pipe it in";
            case TOO_LARGE -> refused.getMessage() + TOO_LARGE_REMEDY;
            case SUPERSEDES_NO_NOTE -> refused.getMessage() + ": give --supersedes a note's path as mempalace "
                    + "search prints it";
        };
    }

    /** A body piped in that is over the limit, which is refused before the rest is read (so its size is unknown). */
    public static String pipedBodyTooLarge() {
        return String.format(Locale.ROOT, "the note's body is over the limit of %d bytes (%d KiB)",
                RememberNote.MAX_BODY_BYTES, RememberNote.MAX_BODY_BYTES / 1024) + TOO_LARGE_REMEDY;
    }

    /** A failure as the one line after {@code mempalace: }. */
    public static String of(PortFailure failure) {
        return failure.accept(REMEDIES);
    }

    private static final PortFailure.Handler<String> REMEDIES = new PortFailure.Handler<>() {
        @Override
        public String indexMissing(IndexMissingException failure) {
            return failure.getMessage() + INGEST;
        }

        @Override
        public String indexLocked(IndexLockedException failure) {
            return failure.getMessage() + "; try again when it finishes";
        }

        @Override
        public String indexUnavailable(IndexUnavailableException failure) {
            return failure.getMessage() + switch (failure.reason()) {
                case OUTDATED -> INGEST;
                case NEWER -> "; upgrade MemPalace or delete the index";
                case CORRUPT -> "; run mempalace ingest, which moves it aside and rebuilds it from the notes";
                case FOREIGN -> "; MemPalace leaves it as it is: give --index a path of its own";
                case UNUSABLE -> "";
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
            return failure.getMessage();
        }

        @Override
        public String transcriptUnreadable(TranscriptUnreadableException failure) {
            return failure.getMessage();
        }
    };
}

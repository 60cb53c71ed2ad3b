package dev.mempalace.benchmark.command;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@code bench --cold} times beside the in-process searches: the peers ({@code java -version}, and qmd's BM25
 * search with {@code qmd} the path of its executable, else null) and each mode through a warm process of its own.
 */
record ColdOptions(boolean peers, Path qmd, boolean daemon) {

    ColdOptions {
        if (qmd != null && !peers) {
            throw new IllegalArgumentException("--qmd times qmd as one of the --peers");
        }
    }

    /** The options as typed ({@code --qmd} implies {@code --peers}); any of them without --cold is refused. */
    static ColdOptions of(boolean cold, boolean peers, Path qmd, boolean daemon) {
        if (!cold && (peers || qmd != null || daemon)) {
            throw new IllegalArgumentException("--peers, --qmd and --daemon apply only to --cold");
        }
        if (qmd != null && !Files.isExecutable(qmd)) {
            throw new IllegalArgumentException("--qmd " + qmd + ": no executable there (scripts/qmd.sh installs "
                    + "qmd and prints its path)");
        }
        return new ColdOptions(peers || qmd != null, qmd == null ? null : qmd.toAbsolutePath(), daemon);
    }
}

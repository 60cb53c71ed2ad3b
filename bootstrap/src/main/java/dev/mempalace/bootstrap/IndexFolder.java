package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexUnavailableException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The {@value #MARKER} folder of a workspace, which marks it as one and holds its default index. Every such
 * folder MemPalace makes, by {@code init} or by writing an index into it, gets the same {@code .gitignore}, which
 * keeps the index (a cache of the notes) out of version control.
 */
public final class IndexFolder {

    /** The folder that makes a folder a workspace; it also holds the default index. */
    public static final String MARKER = ".mempalace";

    private static final String IGNORE = "# The index is a cache of the notes: never commit it.\n*\n";

    private IndexFolder() {
    }

    /**
     * Makes {@code workspace/.mempalace}, and any missing folder above it, with its {@code .gitignore}; returns
     * whether the marker folder was there before.
     */
    public static boolean mark(Path workspace) throws IOException {
        Path marker = workspace.resolve(MARKER);
        boolean existed = Files.isDirectory(marker);
        Files.createDirectories(marker);
        ignore(marker);
        return existed;
    }

    /** After a write to {@code index}: gives its folder the {@code .gitignore}, if it is a marker folder. */
    static void afterWrite(Path index) {
        Path folder = index.toAbsolutePath().getParent();
        if (folder == null || folder.getFileName() == null || !folder.getFileName().toString().equals(MARKER)) {
            return;
        }
        try {
            ignore(folder);
        } catch (IOException e) {
            throw new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                    "cannot write the .gitignore of " + folder + ": " + e, e);
        }
    }

    private static void ignore(Path marker) throws IOException {
        Path ignore = marker.resolve(".gitignore");
        if (!Files.exists(ignore)) {
            Files.writeString(ignore, IGNORE, StandardCharsets.UTF_8);
        }
    }
}

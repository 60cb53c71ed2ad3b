package dev.mempalace.adapter.cli;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Run as a child process by {@link LongLivedCoreTest}: writes one note after another into the workspace and
 * ingests each with a core of its own, saying {@code committed N} once note N is in the index.
 */
public final class WritingChild {

    private WritingChild() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Path workspace = Path.of(args[0]);
        int notes = Integer.parseInt(args[1]);
        Settings settings = new Settings(workspace, Settings.defaultIndex(workspace), Optional.empty(), Settings.INT8,
                Path.of(args[2]));
        try (Composition core = Composition.open(settings)) {
            for (int i = 0; i < notes; i++) {
                Files.writeString(workspace.resolve("child-" + i + ".md"), "# Child " + i + "\n\nmarker note " + i
                        + "\n", StandardCharsets.UTF_8);
                core.ingest().ingest(false, EmbedProgress.NONE);
                System.out.println("committed " + i);
                System.out.flush();
                Thread.sleep(5);
            }
        }
    }
}

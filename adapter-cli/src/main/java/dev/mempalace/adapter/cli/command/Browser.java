package dev.mempalace.adapter.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;

/**
 * Opens the page in the user's browser through a file only its owner can read that leads on to the URL: a token on
 * the opener's command line would be in the process list, which every user of the machine can read.
 */
final class Browser {

    private Browser() {
    }

    /** Opens {@code url}; when no opener runs, says so on {@code err} (the URL is on standard output anyway). */
    static void open(URI url, PrintWriter err) {
        try {
            Path file = FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                    ? Files.createTempFile("mempalace-", ".html",
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
                    : Files.createTempFile("mempalace-", ".html");
            file.toFile().deleteOnExit();
            Files.writeString(file, "<!doctype html><meta http-equiv=\"refresh\" content=\"0;url=" + url
                    + "\"><a href=\"" + url + "\">MemPalace</a>\n", StandardCharsets.UTF_8);
            new ProcessBuilder(opener(file.toUri().toString())).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            err.println("mempalace: could not open a browser (" + e.getMessage() + "); open the URL above");
            err.flush();
        }
    }

    private static List<String> opener(String target) {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return List.of("rundll32", "url.dll,FileProtocolHandler", target);
        }
        return List.of(os.startsWith("mac") ? "open" : "xdg-open", target);
    }
}

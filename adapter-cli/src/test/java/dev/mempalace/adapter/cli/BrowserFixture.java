package dev.mempalace.adapter.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * What the browser suite serves: a copy of the shared golden workspace where this machine has it (else the bundled
 * example), a search it answers with a known note first, a retired note whose successor links back to it, plus an
 * imported session and a hostile note written into the copy.
 */
record BrowserFixture(Path source, String query, String expected, String retired, String successor) {

    static final String SESSION = "sessions/claude-code/2026/03/01/0f1e2d3c.md";
    static final String HOSTILE = "hostile/planted.md";

    /** The golden set of this machine, or the example workspace of the checkout. */
    static BrowserFixture here() {
        Path golden = Path.of("/work/shared/benchmarks/memory-golden/workspace");
        if (Files.isDirectory(golden)) {
            return new BrowserFixture(golden, "docker desktop vhdx compact Optimize-VHD",
                    "runbooks/docker-desktop-vhdx-compact.md", "runbooks/postgres-nightly-backup-cron.md",
                    "runbooks/postgres-nightly-backup.md");
        }
        return new BrowserFixture(Path.of("..", "examples", "workspace").toAbsolutePath().normalize(),
                "keychain ForwardAgent osprey", "runbooks/ssh-agent-forwarding.md",
                "adr/0003-job-scheduling-with-cron.md", "adr/0007-job-scheduling-with-systemd-timers.md");
    }

    /** Copies the workspace into {@code dir} (no index) and adds the session and the hostile note. */
    void copyTo(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(source)) {
            files.filter(Files::isRegularFile).filter(f -> !source.relativize(f).toString().startsWith("."))
                    .forEach(file -> copy(file, dir.resolve(source.relativize(file).toString())));
        }
        write(dir.resolve(SESSION), """
                ---
                title: "Session: the nightly backup timer"
                source: session
                harness: claude-code
                session: 0f1e2d3c
                project: /home/dev/forge
                transcript: /home/dev/.claude/projects/-home-dev-forge/0f1e2d3c.jsonl
                ---
                # Session: the nightly backup timer

                ## 2026-03-01 10:00 (lines 1–6)

                > why did the nightly backup not run?

                - Bash: systemctl list-timers
                - Read: /etc/systemd/system/pg-backup.timer

                The timer was disabled after the upgrade.

                ## 2026-03-01 10:05 (lines 7–9)

                > enable it again

                - Bash: systemctl enable --now pg-backup.timer

                Enabled; it runs next at 01:30.
                """);
        write(dir.resolve(HOSTILE), """
                # A planted note

                <script>document.title = 'pwned'</script>

                <img src="x" onerror="document.title = 'pwned'">

                [click me](javascript:document.title='pwned') and [data](data:text/html,<script>alert(1)</script>)

                ![a pixel elsewhere](http://example.invalid/pixel.png)
                """);
    }

    private static void copy(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}

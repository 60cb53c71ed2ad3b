package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Checkup.Superseded;
import dev.mempalace.application.port.in.answer.CheckupAnswer;
import java.util.List;
import java.util.Locale;

/** A checkup for a person: each kind of finding under its heading, each finding with the command to act on it. */
public final class DoctorText {

    private DoctorText() {
    }

    public static String of(Checkup checkup) {
        StringBuilder text = new StringBuilder();
        heading(text, "duplicates", checkup.duplicates().size());
        for (Checkup.Duplicate d : checkup.duplicates()) {
            String kind = d.kind().name().toLowerCase(Locale.ROOT);
            text.append(String.format(Locale.ROOT, "  %s %.2f  %s%n", kind, d.similarity(), String.join("  ",
                    d.paths())));
            text.append("    keep one: mempalace remember --title TITLE").append(supersedes(d.paths()))
                    .append(" (or delete the copies)\n");
        }
        heading(text, "broken links", checkup.brokenLinks().size());
        checkup.brokenLinks().forEach(b -> text.append("  ").append(b.path()).append(':').append(b.line())
                .append("  ").append(b.target()).append("\n    fix the link: mempalace get ").append(b.path())
                .append(':').append(b.line()).append('\n'));
        heading(text, "superseded", checkup.superseded().size());
        for (Superseded s : checkup.superseded()) {
            text.append("  ").append(s.kind().name().toLowerCase(Locale.ROOT)).append("  ")
                    .append(String.join(" -> ", s.paths())).append("\n    ").append(remedy(s)).append('\n');
        }
        heading(text, "stale", checkup.stale().size());
        checkup.stale().forEach(s -> text.append("  ").append(s.path()).append("  ").append(CheckupAnswer.reason(s))
                .append("\n    review it: mempalace get ").append(s.path()).append(", then supersede it with "
                        + "mempalace remember --supersedes ").append(s.path()).append('\n'));
        heading(text, "orphans (no link in or out; for information)", checkup.orphans().size());
        checkup.orphans().forEach(p -> text.append("  ").append(p).append('\n'));
        heading(text, "never retrieved (for information)", checkup.neverRetrieved().size());
        checkup.neverRetrieved().forEach(p -> text.append("  ").append(p).append('\n'));
        text.append(checkup.foundSomething() ? "found something to tend\n" : "nothing to tend\n");
        return text.toString();
    }

    private static void heading(StringBuilder text, String name, int count) {
        if (count > 0) {
            text.append(name).append(" (").append(count).append("):\n");
        }
    }

    private static String supersedes(List<String> paths) {
        StringBuilder flags = new StringBuilder();
        paths.forEach(p -> flags.append(" --supersedes ").append(p));
        return flags.toString();
    }

    private static String remedy(Superseded knot) {
        return switch (knot.kind()) {
            case MISSING -> "fix its front matter's supersedes: mempalace get " + knot.paths().get(0);
            case CYCLE -> "break the cycle: take one supersedes out of " + String.join(" or ", knot.paths());
            case CHAIN -> "one note could replace all: mempalace remember --title TITLE" + supersedes(knot.paths());
            case RETIRED -> "nothing current replaces " + knot.paths().get(1) + ": mempalace remember --title TITLE"
                    + " --supersedes " + knot.paths().get(1);
        };
    }
}

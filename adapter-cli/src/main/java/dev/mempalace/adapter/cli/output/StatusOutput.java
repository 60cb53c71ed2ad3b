package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.in.answer.StatusAnswer;
import dev.mempalace.bootstrap.Settings;
import java.util.Locale;
import java.util.Map;

/** The JSON and text forms of a status report; model fields are null when the model is unavailable. */
public final class StatusOutput {

    private static final String NL = System.lineSeparator();

    private StatusOutput() {
    }

    public static Map<String, Object> json(Settings settings, StatusReport report) {
        return StatusAnswer.of(settings.workspace(), settings.index().toString(), report);
    }

    public static String text(Settings settings, StatusReport report) {
        StringBuilder out = new StringBuilder();
        row(out, "workspace", settings.workspace().toString());
        row(out, "index", settings.index().file().isPresent()
                ? String.format(Locale.ROOT, "%s (%.1f MB)", settings.index(), report.indexBytes() / 1e6)
                : settings.index().toString());
        row(out, "notes", Integer.toString(report.stats().notes()));
        row(out, "chunks", report.stats().chunks() + report.vectors()
                .map(v -> " (" + v.missing() + " without a vector)").orElse(""));
        row(out, "model", report.fingerprint()
                .map(f -> f.model() + " " + f.variant() + " (fingerprint " + f.id() + ")")
                .orElse("unavailable"));
        Drift drift = report.drift();
        row(out, "drift", drift.agrees() ? "none" : String.format(Locale.ROOT,
                "%d new, %d changed, %d deleted; run mempalace ingest", drift.added().size(),
                drift.changed().size(), drift.deleted().size()));
        return out.toString();
    }

    private static void row(StringBuilder out, String name, String value) {
        out.append(String.format(Locale.ROOT, "%-10s %s", name, value)).append(NL);
    }
}

package dev.mempalace.benchmark.redaction;

import dev.mempalace.benchmark.JsonReports;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Writes a redaction report as JSON: recall overall and per kind, the notes changed, and the speed. */
public final class RedactionJson {

    private RedactionJson() {
    }

    public static String write(RedactionReport report) {
        Map<String, Kind> kinds = new TreeMap<>();
        report.kinds().forEach((name, k) -> kinds.put(name, new Kind(k.planted(), k.gone(), k.counted(), k.recall())));
        RedactionReport.Speed speed = report.speed();
        return JsonReports.write(new Json("redaction",
                new Planted(report.planted(), report.found(), report.recall(), kinds),
                new Workspace(report.workspace(), report.notes(), report.changed().size(), report.changed()),
                new Speed(speed.bytes(), speed.seconds(), speed.megabytesPerSecond())));
    }

    record Json(String benchmark, Planted planted, Workspace workspace, Speed speed) {
    }

    record Planted(int secrets, int found, double recall, Map<String, Kind> kinds) {
    }

    record Kind(int planted, int gone, int counted, double recall) {
    }

    record Workspace(String path, int notes, int notesChanged, List<RedactionReport.ChangedNote> changed) {
    }

    record Speed(long bytes, double medianSeconds, double megabytesPerSecond) {
    }
}

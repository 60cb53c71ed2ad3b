package dev.mempalace.adapter.cli.output;

import com.fasterxml.jackson.databind.JsonNode;

/** {@code daemon status} for a person. */
public final class DaemonStatusText {

    private DaemonStatusText() {
    }

    public static String of(JsonNode report) {
        StringBuilder text = new StringBuilder();
        if (!report.path("running").asBoolean()) {
            return "no daemon runs (socket " + report.path("socket").asText() + ")\n";
        }
        text.append("daemon runs: pid ").append(report.path("pid").asLong()).append(", ")
                .append(report.path("version").asText()).append(", since ").append(report.path("startedAt").asText())
                .append('\n');
        text.append("socket ").append(report.path("socket").asText()).append(", exits after ")
                .append(report.path("idleExitSeconds").asLong()).append(" s without a command\n");
        text.append("commands served ").append(report.path("commandsServed").asLong()).append(", running ")
                .append(report.path("commandsRunning").asLong());
        if (report.has("residentBytes")) {
            text.append(", resident memory ").append(report.path("residentBytes").asLong() / (1024 * 1024))
                    .append(" MiB");
        }
        text.append('\n');
        report.path("indexes").forEach(index -> text.append("index ").append(index.asText()).append('\n'));
        report.path("models").forEach(model -> text.append("model ").append(model.asText()).append('\n'));
        return text.toString();
    }
}

package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.CheckMemory;
import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.FollowLinks;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.ShowTimeline;
import java.nio.file.Path;

/**
 * What the page reads through: the use cases (none writes a note; of the session sources it only lists them; the
 * checkup only reports), and where the workspace and the index are, so that answers name them as the CLI's do: the
 * index as the user named it.
 */
public record WebUseCases(SearchMemory search, ReadNote read, FollowLinks links, ShowTimeline timeline,
        ReportStatus status, CheckMemory check, ConfigureSessions sessions, Path workspace, String index) {

    public WebUseCases {
        workspace = workspace.toAbsolutePath().normalize();
    }
}

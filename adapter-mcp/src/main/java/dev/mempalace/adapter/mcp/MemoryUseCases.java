package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.CheckMemory;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import java.nio.file.Path;

/**
 * What the MCP server answers with: the use cases (its search brings the index up to date before it reads), and
 * where the workspace and the index are, so that answers can name a note's absolute path and the store in use: the
 * index as the user named it (a file's path, a SolrCloud URL).
 */
public record MemoryUseCases(SearchMemory search, ReadNote read, RememberNote remember, ReportStatus status,
        IngestNotes sync, ImportSessions sessions, CheckMemory check, Path workspace, String index) {

    public MemoryUseCases {
        workspace = workspace.toAbsolutePath().normalize();
    }
}

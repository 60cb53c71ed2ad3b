package dev.mempalace.application.service;

import dev.mempalace.application.port.in.ShowTimeline;
import dev.mempalace.application.port.in.TimelineEntry;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.NoteFilter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The timeline from the listing (the day each file last changed) and each note's front matter lines, read as text:
 * parsing every note would chunk it. Sessions are the notes under {@code sessions/<harness>/}.
 */
public final class TimelineService implements ShowTimeline {

    private static final Pattern PROJECT = Pattern.compile("(?m)^project\\s*[:=]\\s*[\"']?([^\"'\\n]+?)[\"']?\\s*$");
    private static final String SESSIONS = "sessions/";

    private final NoteSource source;

    public TimelineService(NoteSource source) {
        this.source = source;
    }

    @Override
    public List<TimelineEntry> timeline() {
        List<TimelineEntry> entries = new ArrayList<>();
        for (SourceFile file : source.listing().files()) {
            int slash = file.path().startsWith(SESSIONS) ? file.path().indexOf('/', SESSIONS.length()) : -1;
            boolean session = slash > 0;
            Optional<String> harness = session ? Optional.of(file.path().substring(SESSIONS.length(), slash))
                    : Optional.empty();
            entries.add(new TimelineEntry(file.path(), NoteFilter.dateOf(Optional.empty(), file.modified()), session,
                    harness, project(file.path())));
        }
        entries.sort(Comparator.comparing(TimelineEntry::day).reversed().thenComparing(TimelineEntry::path));
        return entries;
    }

    private Optional<String> project(String path) {
        try {
            Matcher m = PROJECT.matcher(frontMatter(source.text(path)));
            return m.find() ? Optional.of(m.group(1).strip()) : Optional.empty();
        } catch (NoteUnreadableException e) {
            // Unreadable now: on the timeline all the same, as the listing has it, without a project.
            return Optional.empty();
        }
    }

    /** The front matter block's text, between the opening {@code ---} or {@code +++} line and its closing one. */
    private static String frontMatter(String text) {
        String fence = text.startsWith("---\n") ? "---" : text.startsWith("+++\n") ? "+++" : null;
        if (fence == null) {
            return "";
        }
        int end = text.indexOf("\n" + fence, 3);
        return end < 0 ? "" : text.substring(4, end + 1);
    }
}

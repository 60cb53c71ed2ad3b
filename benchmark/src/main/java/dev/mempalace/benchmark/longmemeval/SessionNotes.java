package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.benchmark.NoteFolder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a question's haystack as Markdown transcripts, {@code sessions/<date>-<session id>.md}: front matter with
 * a title and the date, then one {@code ## user} or {@code ## assistant} section a turn. The session id stays out
 * of the indexed text (ids such as {@code answer_…} would give the answers away) and is recovered from the path.
 */
final class SessionNotes {

    static final String FOLDER = "sessions";

    private static final Pattern DATE = Pattern.compile("(\\d{4})/(\\d{2})/(\\d{2})\\D*?(\\d{2}):(\\d{2})");

    private SessionNotes() {
    }

    /** Materialises the haystack under {@code workspace}; returns the session id of each note path. */
    static Map<String, String> write(Question question, Path workspace) {
        NoteFolder notes = NoteFolder.open(workspace);
        Map<String, String> sessionByPath = new HashMap<>();
        for (Session session : question.sessions()) {
            String stem = FOLDER + "/" + stamp(session.date()) + "-" + NoteFolder.safeName(session.id());
            String path = stem + ".md";
            for (int copy = 2; sessionByPath.containsKey(path); copy++) {
                path = stem + "-" + copy + ".md";
            }
            sessionByPath.put(path, session.id());
            notes.write(path, text(session));
        }
        notes.prune();
        return sessionByPath;
    }

    /** {@code 2023/05/20 (Sat) 07:47} as {@code 2023-05-20-0747}; a date in another form, made file-safe. */
    static String stamp(String date) {
        Matcher m = DATE.matcher(date);
        if (m.find()) {
            return m.group(1) + "-" + m.group(2) + "-" + m.group(3) + "-" + m.group(4) + m.group(5);
        }
        return date.isBlank() ? "undated" : NoteFolder.safeName(date);
    }

    static String text(Session session) {
        StringBuilder md = new StringBuilder("---\n");
        String date = session.date().replaceAll("\\s+", " ");
        md.append("title: Chat on ").append(date.isEmpty() ? "an unknown date" : date).append('\n');
        md.append("date: ").append(iso(session.date())).append('\n');
        md.append("session: ").append(session.id()).append("\n---\n");
        for (Turn turn : session.turns()) {
            md.append("\n## ").append(turn.role().replaceAll("\\s+", " ")).append("\n\n");
            md.append(turn.content().strip()).append('\n');
        }
        return md.toString();
    }

    private static String iso(String date) {
        Matcher m = DATE.matcher(date);
        return m.find() ? m.group(1) + "-" + m.group(2) + "-" + m.group(3) + " " + m.group(4) + ":" + m.group(5)
                : date.replaceAll("\\s+", " ");
    }
}

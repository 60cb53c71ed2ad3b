package dev.mempalace.domain.note;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file paths a note's text names: at least one folder and a file name with an extension
 * ({@code src/main/App.java}, {@code ./scripts/run.sh}), never part of a URL, never leaving its folder with
 * {@code ..}. What a note says about a repository's files, which may have moved since.
 */
public final class FilePaths {

    private static final Pattern PATH = Pattern.compile(
            "(?<![\\w./:~$-])(?:\\./)?((?:[\\w-][\\w.-]*/)+[\\w-][\\w.-]*\\.[A-Za-z][A-Za-z0-9]{0,9})(?![\\w/(])");

    private FilePaths() {
    }

    /** The paths named, in order of first mention, without a leading {@code ./}. */
    public static Set<String> in(String text) {
        Set<String> paths = new LinkedHashSet<>();
        Matcher m = PATH.matcher(text);
        while (m.find()) {
            String path = m.group(1);
            if (!path.contains("..") && !path.contains("//")) {
                paths.add(path);
            }
        }
        return paths;
    }
}

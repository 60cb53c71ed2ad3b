package dev.mempalace.adapter.cli.output;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest and the commit the build recorded; "development build" when run from classes. */
public final class Version implements IVersionProvider {

    private static final String UNKNOWN_COMMIT = "unknown commit";

    @Override
    public String[] getVersion() {
        String version = Version.class.getPackage().getImplementationVersion();
        return new String[] {line(version, commit())};
    }

    /** {@code mempalace 0.1.0 (9b6b757)}, or with ", modified" when the build's work tree had changes. */
    public static String line(String version, String commit) {
        return "mempalace " + (version == null ? "(development build)" : version + " (" + commit + ")");
    }

    /** The commit in the {@code git.properties} the build wrote beside this class, if it wrote one. */
    static String commit() {
        Properties git = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("git.properties")) {
            if (in == null) {
                return UNKNOWN_COMMIT;
            }
            git.load(in);
        } catch (IOException e) {
            return UNKNOWN_COMMIT;
        }
        return commit(git);
    }

    static String commit(Properties git) {
        String id = git.getProperty("git.commit.id.abbrev", "");
        if (id.isBlank()) {
            return UNKNOWN_COMMIT;
        }
        return Boolean.parseBoolean(git.getProperty("git.dirty")) ? id + ", modified" : id;
    }
}

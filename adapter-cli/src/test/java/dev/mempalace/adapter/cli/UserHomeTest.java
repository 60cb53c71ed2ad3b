package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.client.UserHome;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A process's home folder is HOME, as the user's shell and the launcher take it, not the JVM's user database's. */
class UserHomeTest {

    @TempDir
    Path dir;

    @Test
    void theUserStoreLiesUnderHome() throws Exception {
        Path home = dir.resolve("home");

        CliResult status = CliChild.run(List.of(), withHome(home.toString()), "status", "--json");

        assertEquals(ExitCodes.OK, status.code(), status::toString);
        assertEquals(home.resolve(".local/share/mempalace/notes").toString(), status.json().get("workspace").asText());
    }

    @Test
    void noHomeABlankOneOrARelativeOneLeavesTheJvmsOwn() {
        String before = System.getProperty("user.home");
        try {
            for (Map<String, String> env : List.of(Map.<String, String>of(), Map.of("HOME", " "),
                    Map.of("HOME", "relative/home"))) {
                UserHome.adopt(env);
                assertEquals(before, System.getProperty("user.home"), env::toString);
            }
            UserHome.adopt(Map.of("HOME", dir.toString()));
            assertEquals(dir.toString(), System.getProperty("user.home"));
        } finally {
            System.setProperty("user.home", before);
        }
    }

    /** A child run in a folder of its own with HOME set, and none of the variables that name a store instead. */
    private Consumer<ProcessBuilder> withHome(String home) {
        return builder -> {
            Map<String, String> env = builder.environment();
            env.keySet().removeAll(List.of("XDG_DATA_HOME", "MEMPALACE_WORKSPACE", "MEMPALACE_INDEX"));
            env.put("HOME", home);
            builder.directory(dir.toFile());
        };
    }
}

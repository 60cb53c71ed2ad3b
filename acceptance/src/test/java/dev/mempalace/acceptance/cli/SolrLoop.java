package dev.mempalace.acceptance.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The CLI loop over SolrCloud (issue #19): every command goes through the warm process to a store of its scenario
 * in a 2-node SolrCloud that {@code scripts/solr-cluster.sh} starts before the first scenario and stops after the
 * last, so that the script is proved with the same Gherkin. The suite that runs it turns it on with its own glue
 * ({@code dev.mempalace.acceptance.solrloop}); the in-process loop, in other test classes of the same JVMs, never
 * sees it on. Ending it stops the warm process before the cluster it is connected to.
 */
public final class SolrLoop {

    private static volatile boolean on;

    private SolrLoop() {
    }

    /** Whether the suite running now keeps its index in SolrCloud, through the warm process. */
    public static boolean on() {
        return on;
    }

    /** Turns the loop on and starts its cluster. */
    public static void begin() {
        on = true;
        script("start", "--nodes", "2");
        script("status");
    }

    /** The warm process first, since it holds clients of the cluster; the cluster even when that fails. */
    public static void end() throws IOException {
        Path scratch = Files.createTempDirectory(Files.createDirectories(Path.of("target", "cli-scenarios")
                .toAbsolutePath()), "daemon-stop-");
        try {
            Mempalace.stopWarmProcess(scratch);
        } finally {
            on = false;
            NoteFiles.deleteRecursively(scratch);
            script("stop");
        }
    }

    /** The cluster's folder (data, log, pid, URL), the build's own. */
    private static final Path CLUSTER = Path.of("target", "solr-cluster").toAbsolutePath();

    private static final long SCRIPT_MINUTES = 6;

    /** The {@code MEMPALACE_INDEX} value of a store in the running cluster, with the layout the script names. */
    static String index(String storeKey) {
        try {
            String url = Files.readString(CLUSTER.resolve("url"), StandardCharsets.UTF_8).strip();
            return url + (url.contains("?") ? "&" : "?") + "store=" + storeKey;
        } catch (IOException e) {
            throw new UncheckedIOException("the SolrCloud of the loop did not start", e);
        }
    }

    /**
     * The warm process held only SolrCloud stores, one client each, and served more commands than it opened stores:
     * the loop's commands reached the cluster through it, each scenario's store opened once, not once per command.
     */
    static void checkServed(JsonNode status) {
        List<String> indexes = new ArrayList<>();
        status.path("indexes").forEach(index -> indexes.add(index.asText()));
        int served = status.path("commandsServed").asInt();
        if (indexes.isEmpty() || indexes.stream().anyMatch(index -> !index.startsWith("solr://"))
                || served <= indexes.size()) {
            throw new AssertionError("the warm process did not serve the Solr loop from SolrCloud: " + status);
        }
    }

    private static void script(String... arguments) {
        Path script = Path.of("..", "scripts", "solr-cluster.sh").toAbsolutePath().normalize();
        List<String> command = new ArrayList<>(List.of("sh", script.toString()));
        command.addAll(List.of(arguments));
        command.addAll(List.of("--dir", CLUSTER.toString()));
        Path log = CLUSTER.resolveSibling("solr-cluster-" + arguments[0] + ".log");
        try {
            Files.createDirectories(CLUSTER);
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            if (!process.waitFor(SCRIPT_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("solr-cluster.sh " + arguments[0] + " did not end; see " + log);
            }
            if (process.exitValue() != 0) {
                throw new AssertionError("solr-cluster.sh " + arguments[0] + " exited " + process.exitValue()
                        + ": " + Files.readString(log, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while running solr-cluster.sh", e);
        }
    }
}

package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.daemon.MainProcess;
import dev.mempalace.adapter.cli.output.Interrupts;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The launchers' training run: the commands a short-lived process runs most, each once, then an agent's session with
 * the MCP server, over a throwaway workspace, so that the list of the classes this process loaded, which the
 * launcher has the JVM dump into the class-data archive, holds what they load. An archive made by the user's first
 * command instead holds only that command's classes (an {@code init} leaves a search with half of its classes to
 * load and verify; a server started by an agent, the MCP SDK's two thousand). Nothing here touches the user's notes,
 * store or sessions.
 */
public final class ArchiveTraining {

    /** Settings that would point the training at the user's own store. */
    private static final List<String> LEFT_OUT = List.of("MEMPALACE_INDEX", "MEMPALACE_STORE", "MEMPALACE_WORKSPACE",
            "MEMPALACE_DAEMON", "XDG_DATA_HOME");

    /**
     * The training's notes, the second a near copy of the first that links back to it: a search then finds both, and
     * folds the copy into the better hit and lifts a linked one (one hit per fact: the notes' words compared, accents
     * and emphasis parsed; the wiki-link's boost), whose classes and lambdas a workspace of one note never loads.
     */
    private static final String NOTE = """
            ---
            title: Training note
            tags: [start-up]
            ---
            # Training note

            Words to search: the archive keeps classes loaded, `getClassLoader()`, *café*, **strong** and 日本語 too.

            ## A heading

            - a list item with a [link](copy.md) and [[copy]]
            """;

    private static final String COPY = NOTE.replace("Training note", "Training copy")
            .replace("(copy.md) and [[copy]]", "(training.md) and [[training]]");

    /** An agent's session with {@code mempalace mcp}: its start, each tool once, then the end of its input. */
    private static final String MCP_SESSION = String.join("\n",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"training\",\"version\":\"1\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
            tool(3, "search_memory", "{\"query\":\"archive classes\"}"),
            tool(4, "search_memory", "{\"query\":\"archive words\",\"mode\":\"lexical\",\"tags\":[\"start-up\"]}"),
            tool(5, "read_note", "{\"path\":\"training.md\",\"from\":1,\"to\":4}"),
            tool(6, "memory_status", "{}"),
            tool(7, "remember", "{\"title\":\"Told\",\"body\":\"what an agent learned\",\"tags\":[\"a\"]}"),
            tool(8, "sync", "{}"),
            tool(9, "search_memory", "{\"query\":\"\"}"), "");

    private ArchiveTraining() {
    }

    /**
     * Runs the training: the commands; with {@code mcp} an agent's MCP session; with {@code lexical} lexical searches
     * alone (the launchers keep an archive of its own for each of those two, so that the MCP SDK's classes do not
     * make every other command's start slower, and a lexical search relocates none of the model's). Always exits 0,
     * since a failed command only leaves its classes out of the archive.
     */
    public static void main(String[] args) throws IOException {
        Main.prepareProcess(System.getenv());
        // Main.main asks for the console before any command; the training's commands run without it.
        System.console();
        String training = args.length > 0 ? args[0] : "commands";
        Path folder = Files.createTempDirectory("mempalace-training");
        try {
            train(folder, training);
        } finally {
            delete(folder);
        }
        System.exit(0);
    }

    private static void train(Path folder, String training) throws IOException {
        Path workspace = Files.createDirectories(folder.resolve("notes"));
        Files.writeString(workspace.resolve("training.md"), NOTE, StandardCharsets.UTF_8);
        Files.writeString(workspace.resolve("copy.md"), COPY, StandardCharsets.UTF_8);
        Map<String, String> env = new HashMap<>(System.getenv());
        LEFT_OUT.forEach(env::remove);
        env.put("XDG_DATA_HOME", folder.resolve("data").toString());
        if (training.equals("mcp")) {
            run(workspace, env, false, List.of("init"), new byte[0]);
            run(workspace, env, false, List.of("mcp"), MCP_SESSION.getBytes(StandardCharsets.UTF_8));
            return;
        }
        boolean lexical = training.equals("lexical");
        if (lexical) {
            inChildProcess(workspace, env, List.of("init"));
            inChildProcess(workspace, env, List.of("ingest", "--no-embed"));
        }
        for (boolean terminal : List.of(false, true)) {
            for (List<String> command : lexical ? lexicalSearches(terminal) : commands(terminal)) {
                run(workspace, env, terminal, command, new byte[0]);
            }
        }
    }

    private static List<List<String>> lexicalSearches(boolean terminal) {
        if (terminal) {
            return List.of(List.of("search", "--mode", "lexical", "archive classes"),
                    List.of("search", "--mode", "lexical", "--limit", "0", "words"));
        }
        return List.of(List.of("search", "--mode", "lexical", "archive words"),
                List.of("search", "--mode", "lexical", "archive classes", "--explain", "--timings"),
                List.of("search", "--mode", "lexical", "日本語", "--tag", "start-up", "--since", "2020-01-01"),
                List.of("search", "--mode", "lexical", "--json", "nothing here at all"),
                List.of("search", "--mode", "lexical", "--bogus"));
    }

    private static String tool(int id, String name, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + name
                + "\",\"arguments\":" + arguments + "}}";
    }

    private static List<List<String>> commands(boolean terminal) {
        if (terminal) {
            return List.of(List.of("search", "archive classes"), List.of("status"), List.of("reconcile"),
                    List.of("get", "training.md:1-4"), List.of("search", "--limit", "0", "words"));
        }
        return List.of(List.of("init"), List.of("search", "nothing yet"), List.of("ingest", "--no-embed"),
                List.of("search", "--mode", "lexical", "archive words"), List.of("ingest"),
                List.of("search", "archive classes", "--explain", "--timings"),
                List.of("search", "--mode", "vector", "日本語", "--tag", "start-up", "--since", "2020-01-01"),
                List.of("remember", "--title", "Learned", "--tags", "a,b", "--body", "token: abc123def456ghi789"),
                List.of("status"), List.of("reconcile"), List.of("get", "training.md"), List.of("--version"),
                List.of("search", "--bogus"));
    }

    /**
     * Runs a command in a JVM of its own, whose classes stay out of this one's archive: the index the lexical
     * searches read is made there, since an ingest loads the Markdown parser and the model's tokenizer, which a
     * lexical search never does. A failure leaves the searches to meet no index, and their classes still load.
     */
    private static void inChildProcess(Path workspace, Map<String, String> env, List<String> command)
            throws IOException {
        ProcessBuilder child = new ProcessBuilder(MainProcess.command(List.of("-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1"), command)).directory(workspace.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        child.environment().clear();
        child.environment().putAll(env);
        Process process = child.start();
        process.getOutputStream().close();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void run(Path workspace, Map<String, String> env, boolean terminal, List<String> command,
            byte[] input) {
        Main.process(io(workspace, env, terminal, input), Timings.start(), command.toArray(String[]::new));
    }

    /** Streams that keep what a command prints to themselves. */
    private static Io io(Path workspace, Map<String, String> env, boolean terminal, byte[] input) {
        StringWriter sink = new StringWriter();
        return new Io(new PrintWriter(sink), new PrintWriter(sink), env, terminal, new ByteArrayInputStream(input),
                workspace, Interrupts.PROCESS);
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}

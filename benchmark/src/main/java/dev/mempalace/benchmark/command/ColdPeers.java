package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.latency.ColdPeer;
import dev.mempalace.benchmark.latency.WallStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The programs {@code bench --cold --peers} times beside the searches, each round: {@code java -version} (the
 * floor of any Java command) and, with {@code --qmd}, qmd's BM25 search over a collection of the same workspace.
 */
final class ColdPeers {

    private static final String COLLECTION = "mempalace-bench";

    private final List<Peer> peers;

    private ColdPeers(List<Peer> peers) {
        this.peers = List.copyOf(peers);
    }

    /**
     * The peers {@code options} ask for. qmd's collection is added (and indexed) here, untimed; qmd keeps its
     * configuration, index and cache in {@code work}, never in the user's home.
     */
    static ColdPeers prepare(ColdOptions options, String java, Path workspace, Path work) throws IOException {
        List<Peer> peers = new ArrayList<>();
        if (options.peers()) {
            peers.add(new Peer("javaVersion", "java -version", query -> List.of(java, "-version"), null,
                    env -> { }));
        }
        if (options.qmd() != null) {
            Path home = Files.createDirectories(work.resolve("qmd"));
            String qmd = options.qmd().toString();
            Consumer<Map<String, String>> ownFolders = env -> {
                env.put("QMD_CONFIG_DIR", home.resolve("config").toString());
                env.put("XDG_CONFIG_HOME", home.resolve("config-home").toString());
                env.put("XDG_CACHE_HOME", home.resolve("cache").toString());
                env.put("INDEX_PATH", home.resolve("index.sqlite").toString());
            };
            TimedProcess.run("qmd collection add", qmd, List.of(qmd, "collection", "add", workspace.toString(),
                    "--name", COLLECTION), home, ownFolders);
            peers.add(new Peer("qmd", "qmd search", query -> List.of(qmd, "search", query), home, ownFolders));
        }
        return new ColdPeers(peers);
    }

    /** Runs each peer once with {@code query}; a timed run is kept for the report. */
    void run(String query, boolean timed) {
        for (Peer peer : peers) {
            List<String> command = peer.command().apply(query);
            ChildRun child = TimedProcess.run(String.join(" ", command), command.get(0), command, peer.directory(),
                    peer.environment());
            if (timed) {
                peer.nanos().add(child.nanos());
            }
        }
    }

    /** Each peer's timed runs (at least one each); none without peers. */
    List<ColdPeer> report() {
        return peers.stream().map(p -> new ColdPeer(p.key(), p.name(),
                WallStats.ofNanos(p.nanos().stream().mapToLong(Long::longValue).toArray()))).toList();
    }

    /** One peer: its ratio key, its name, its command for a query, where and with what environment it runs. */
    private record Peer(String key, String name, Function<String, List<String>> command, Path directory,
            Consumer<Map<String, String>> environment, List<Long> nanos) {

        Peer(String key, String name, Function<String, List<String>> command, Path directory,
                Consumer<Map<String, String>> environment) {
            this(key, name, command, directory, environment, new ArrayList<>());
        }
    }
}

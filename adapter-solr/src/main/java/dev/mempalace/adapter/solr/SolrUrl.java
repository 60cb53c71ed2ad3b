package dev.mempalace.adapter.solr;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A store in a SolrCloud collection, as a {@code solr://} URL names it
 * ({@code solr://HOST:PORT[,HOST:PORT...][/CHROOT]/COLLECTION[?shards=N&replicas=N&store=KEY&timeout=S]}): the
 * cluster's ZooKeeper hosts and chroot, the collection and the layout it gets if MemPalace creates it, the store key
 * (empty names the collection alone, which no store is opened over) and how long to wait for ZooKeeper and Solr
 * before the index counts as unavailable. The key is never a default: two unrelated workspaces would share a store
 * on a shared cluster, each ingest removing the other's notes. Every mistake in a URL is one line that never repeats
 * the value (a URL may be pasted with a secret in it); its text is the URL with the store key and nothing secret.
 */
public record SolrUrl(List<String> zkHosts, Optional<String> chroot, String collection, int shards, int replicas,
        Optional<String> store, Duration timeout) {

    /** The scheme that makes an {@code --index} value a SolrCloud location rather than a file path. */
    public static final String SCHEME = "solr:";
    /** Why a SolrCloud index without a store key is refused, and the remedy: one line fit for the user. */
    public static final String STORE_NEEDED = "a SolrCloud index needs a store key: add ?store=NAME to the URL "
            + "or set MEMPALACE_STORE";

    /** The shards and replicas of a collection MemPalace creates, unless the URL says otherwise. */
    static final int DEFAULT_SHARDS = 1;
    static final int DEFAULT_REPLICAS = 1;
    /** How long ZooKeeper and Solr may take to answer before the index counts as unavailable. */
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(15);
    static final int MAX_STORE = 64;

    private static final String PREFIX = "solr://";
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\]");
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9_.-]+");
    private static final Pattern COLLECTION = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*");
    private static final Pattern STORE = Pattern.compile("[A-Za-z0-9_.-]{1," + MAX_STORE + "}");
    private static final int MAX_LAYOUT = 64;
    private static final int MAX_TIMEOUT = 3600;

    public SolrUrl {
        zkHosts = List.copyOf(zkHosts);
        Objects.requireNonNull(chroot, "chroot");
        Objects.requireNonNull(collection, "collection");
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(timeout, "timeout");
    }

    /**
     * The store {@code value} names, its key from the URL or else {@code storeVariable}; a malformed URL is an
     * {@link IllegalArgumentException} whose message is one line fit for the user.
     */
    public static SolrUrl parse(String value, Optional<String> storeVariable) {
        if (!value.startsWith(PREFIX)) {
            throw bad("it must start with " + PREFIX);
        }
        String rest = value.substring(PREFIX.length());
        int question = rest.indexOf('?');
        Map<String, String> query = question < 0 ? Map.of() : query(rest.substring(question + 1));
        rest = question < 0 ? rest : rest.substring(0, question);
        int slash = rest.indexOf('/');
        if (slash < 0) {
            throw bad("it names no collection after the hosts");
        }
        List<String> hosts = hosts(rest.substring(0, slash));
        String[] path = rest.substring(slash + 1).split("/", -1);
        String collection = path[path.length - 1];
        if (!COLLECTION.matcher(collection).matches()) {
            throw bad("the collection must be letters, digits, '_', '.' or '-'");
        }
        StringBuilder chroot = new StringBuilder();
        for (int i = 0; i < path.length - 1; i++) {
            if (!SEGMENT.matcher(path[i]).matches() || path[i].equals(".") || path[i].equals("..")) {
                throw bad("each part of the chroot must be letters, digits, '_', '.' or '-'");
            }
            chroot.append('/').append(path[i]);
        }
        Optional<String> store = Optional.ofNullable(query.get("store")).or(() -> storeVariable);
        if (store.isPresent() && !STORE.matcher(store.get()).matches()) {
            throw bad("a store key is 1 to " + MAX_STORE + " letters, digits, '_', '.' or '-'");
        }
        return new SolrUrl(hosts, chroot.length() == 0 ? Optional.empty()
                : Optional.of(chroot.toString()), collection, number(query, "shards", DEFAULT_SHARDS),
                number(query, "replicas", DEFAULT_REPLICAS), store,
                Duration.ofSeconds(number(query, "timeout", (int) DEFAULT_TIMEOUT.toSeconds())));
    }

    /** The same collection's store {@code key}; empty names the collection alone, as printed. */
    public SolrUrl withStore(Optional<String> key) {
        return new SolrUrl(zkHosts, chroot, collection, shards, replicas, key, timeout);
    }

    /** The store key; there is no default one, so a collection named alone opens no store. */
    public String key() {
        return store.orElseThrow(() -> new IllegalArgumentException(STORE_NEEDED));
    }

    @Override
    public String toString() {
        return "solr://" + String.join(",", zkHosts) + chroot.orElse("") + "/" + collection
                + store.map(key -> "?store=" + key).orElse("");
    }

    private static List<String> hosts(String text) {
        if (text.contains("@")) {
            throw bad("it must not hold a user or password: ZooKeeper credentials are not given in the URL");
        }
        List<String> hosts = new ArrayList<>();
        for (String host : text.split(",", -1)) {
            int colon = host.lastIndexOf(':');
            if (colon < 0 || !HOST.matcher(host.substring(0, colon)).matches()
                    || !port(host.substring(colon + 1))) {
                throw bad("each ZooKeeper host must be HOST:PORT, hosts separated by ','");
            }
            hosts.add(host);
        }
        return hosts;
    }

    private static boolean port(String text) {
        if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(Character::isDigit)) {
            return false;
        }
        int port = Integer.parseInt(text);
        return port > 0 && port < 65536;
    }

    private static Map<String, String> query(String text) {
        Map<String, String> query = new LinkedHashMap<>();
        for (String pair : text.split("&", -1)) {
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            if (equals < 0 || !List.of("shards", "replicas", "store", "timeout").contains(name)) {
                throw bad("its parameters are shards=N, replicas=N, store=KEY and timeout=SECONDS");
            }
            if (query.put(name, pair.substring(equals + 1)) != null) {
                throw bad("it gives " + name + " twice");
            }
        }
        return query;
    }

    private static int number(Map<String, String> query, String name, int fallback) {
        String text = query.get(name);
        if (text == null) {
            return fallback;
        }
        int most = name.equals("timeout") ? MAX_TIMEOUT : MAX_LAYOUT;
        if (text.isEmpty() || text.length() > 4 || !text.chars().allMatch(Character::isDigit)
                || Integer.parseInt(text) < 1 || Integer.parseInt(text) > most) {
            throw bad(name + " must be a whole number from 1 to " + most);
        }
        return Integer.parseInt(text);
    }

    private static IllegalArgumentException bad(String why) {
        return new IllegalArgumentException("a solr:// index is solr://HOST:PORT[,HOST:PORT...][/CHROOT]/COLLECTION"
                + "[?shards=N&replicas=N&store=KEY&timeout=SECONDS], and " + why);
    }
}

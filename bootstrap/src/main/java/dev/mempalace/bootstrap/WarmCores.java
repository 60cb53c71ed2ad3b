package dev.mempalace.bootstrap;

import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.ModelUse;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Cores kept warm across the commands of a long-lived process (the daemon): one loaded model per model setting,
 * shared by every store, and one open index store per index (a file or a SolrCloud store), whose read connection
 * and cached vectors serve every later command. An index file that was deleted or replaced since (a user
 * rebuilding the cache) is noticed on the next command, whose store is then opened afresh. The stores of one
 * SolrCloud cluster share one client of it. Everything else (notes, sessions, drift) is read anew by each command,
 * as in a short-lived process.
 */
public final class WarmCores implements Cores, AutoCloseable {

    private final Map<ModelKey, OnnxEmbedder> models = new LinkedHashMap<>();
    /** Each model's queries, embedded as a search starts, beside its drift check and lexical leg. */
    private final Map<OnnxEmbedder, Embedder> queries = new LinkedHashMap<>();
    private final Map<IndexLocation, Held> stores = new LinkedHashMap<>();
    /** What each kind of store shares among its stores (one client per SolrCloud cluster); made at first use. */
    private final Map<Class<?>, StoreProvider.Shared> shared = new LinkedHashMap<>();

    @Override
    public synchronized Composition open(Settings settings) {
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = model(settings);
        return Composition.kept(settings, model, queries(model), store(settings));
    }

    @Override
    public synchronized Composition timed(Settings settings, PhaseClock timings) {
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = model(settings);
        Embedder embedder = new TimedEmbedder(queries(model), () -> model.load().map(ModelLoad::tokenizer),
                () -> model.load().map(ModelLoad::session), timings);
        return Composition.kept(settings, model, embedder, new TimedIndexStore(store(settings), timings));
    }

    /** The indexes and models held, for {@code daemon status}. */
    public synchronized Map<String, List<String>> held() {
        List<String> indexes = new ArrayList<>();
        stores.keySet().forEach(index -> indexes.add(index.toString()));
        List<String> held = new ArrayList<>();
        models.keySet().forEach(key -> held.add(key.describe()));
        return Map.of("indexes", indexes, "models", held);
    }

    @Override
    public synchronized void close() {
        stores.values().forEach(held -> held.store().close());
        stores.clear();
        shared.values().forEach(StoreProvider.Shared::close);
        shared.clear();
        models.values().forEach(OnnxEmbedder::close);
        models.clear();
        queries.clear();
    }

    private OnnxEmbedder model(Settings settings) {
        return models.computeIfAbsent(new ModelKey(settings.modelDir(), settings.variant(), settings.cache()),
                key -> Adapters.model(settings, ModelUse.SERVER));
    }

    private Embedder queries(OnnxEmbedder model) {
        return queries.computeIfAbsent(model, RecentQueryVectors::ahead);
    }

    private IndexStore store(Settings settings) {
        Object identity = settings.index().file().map(WarmCores::identity).orElse(null);
        Held held = stores.get(settings.index());
        if (held != null && !Objects.equals(held.identity(), identity)) {
            held.store().close();
            held = null;
        }
        if (held == null) {
            StoreProvider provider = settings.index().provider();
            held = new Held(shared.computeIfAbsent(provider.getClass(), kind -> provider.shared())
                    .open(settings.index(), settings.cache()), identity);
            stores.put(settings.index(), held);
        }
        return new KeptStore(held.store());
    }

    /** The file's identity on disk (device and inode where the platform has them), or null when it is missing. */
    private static Object identity(Path index) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(index, BasicFileAttributes.class);
            return attributes.fileKey() != null ? attributes.fileKey() : attributes.creationTime();
        } catch (IOException missing) {
            return null;
        }
    }

    private record Held(IndexStore store, Object identity) {
    }

    private record ModelKey(Optional<Path> dir, String variant, Path cache) {
        String describe() {
            return dir.map(Path::toString).orElse("bundled " + variant);
        }
    }
}

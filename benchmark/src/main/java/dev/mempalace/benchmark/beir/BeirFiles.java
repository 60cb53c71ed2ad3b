package dev.mempalace.benchmark.beir;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/** The files of a BEIR folder: {@code corpus.jsonl} or {@code corpus.jsonl.gz}, queries and test qrels. */
final class BeirFiles {

    private BeirFiles() {
    }

    static Qrels qrels(Path folder) {
        return Qrels.read(existing(folder.resolve("qrels").resolve("test.tsv")));
    }

    /** Every query's text by id, in file order. */
    static Map<String, String> queries(Path folder) {
        Map<String, String> queries = new LinkedHashMap<>();
        JsonLines.forEach(existing(folder.resolve("queries.jsonl")),
                q -> queries.put(JsonLines.text(q, "_id"), JsonLines.text(q, "text")));
        return queries;
    }

    /** Streams the corpus, one document at a time. */
    static void corpus(Path folder, Consumer<BeirDocument> sink) {
        Path plain = folder.resolve("corpus.jsonl");
        Path file = Files.exists(plain) ? plain : existing(folder.resolve("corpus.jsonl.gz"));
        JsonLines.forEach(file, d -> sink.accept(
                new BeirDocument(JsonLines.text(d, "_id"), JsonLines.text(d, "title"), JsonLines.text(d, "text"))));
    }

    private static Path existing(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new UncheckedIOException("not a BEIR folder: " + file + " is missing",
                    new NoSuchFileException(file.toString()));
        }
        return file;
    }
}

package dev.mempalace.benchmark.beir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/**
 * A five-document BEIR folder. Query 1 ("stomach bleeding") shares words only with d4 and is judged d1=2, d4=1;
 * query 2 ("vitamin bone density") shares words only with d2, its one relevant document; query 3 is unjudged.
 */
final class TinyBeir {

    static final String CORPUS = String.join("\n",
            "{\"_id\": \"d1\", \"title\": \"Aspirin and heart attacks\", "
                    + "\"text\": \"Daily aspirin lowers the risk of myocardial infarction in adults.\"}",
            "{\"_id\": \"d2\", \"title\": \"Vitamin D and bones\", "
                    + "\"text\": \"Vitamin D supplements improve bone density in older women.\"}",
            "{\"_id\": \"d3\", \"title\": \"Coffee and sleep\", \"text\": \"Caffeine late in the day delays sleep.\"}",
            "{\"_id\": \"d4\", \"title\": \"Aspirin side effects\", \"text\": \"Aspirin can cause stomach bleeding.\"}",
            "{\"_id\": \"PMC/7:x\", \"title\": \"Tea\", \"text\": \"Green tea contains catechins.\"}", "");

    static final String QUERIES = String.join("\n",
            "{\"_id\": \"1\", \"text\": \"stomach bleeding\"}",
            "{\"_id\": \"2\", \"text\": \"vitamin bone density\"}",
            "{\"_id\": \"3\", \"text\": \"green tea\"}", "");

    static final String QRELS = "query-id\tcorpus-id\tscore\r\n1\td1\t2\r\n1\td4\t1\r\n1\td3\t0\r\n2\td2\t1\r\n\r\n";

    private TinyBeir() {
    }

    static Path write(Path folder, boolean gzip) throws IOException {
        Files.createDirectories(folder.resolve("qrels"));
        Files.writeString(folder.resolve("queries.jsonl"), QUERIES);
        Files.writeString(folder.resolve("qrels").resolve("test.tsv"), QRELS);
        if (gzip) {
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(folder.resolve("corpus.jsonl.gz")))) {
                out.write(CORPUS.getBytes(StandardCharsets.UTF_8));
            }
        } else {
            Files.writeString(folder.resolve("corpus.jsonl"), CORPUS);
        }
        return folder;
    }
}

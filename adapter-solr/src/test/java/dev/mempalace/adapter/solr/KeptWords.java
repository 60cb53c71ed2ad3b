package dev.mempalace.adapter.solr;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Terms;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * What a reader of a SolrCloud's files finds of a word: the raw bytes of every file of every node (the transaction
 * logs, the segments), and, since Lucene compresses its terms and stored fields, every segment read by Lucene with
 * its deleted documents too: a term of any field, or a stored value that holds the word.
 */
final class KeptWords {

    private KeptWords() {
    }

    static boolean holds(Path root, String word) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.toList()) {
                if (Files.isRegularFile(path) && rawHolds(path, word)
                        || path.getFileName().toString().equals("index") && Files.isDirectory(path)
                        && segmentsHold(path, word)) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean rawHolds(Path file, String word) throws IOException {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(word);
        } catch (NoSuchFileException e) {
            return false; // a segment merged away while the folder was walked
        }
    }

    private static boolean segmentsHold(Path folder, String word) throws IOException {
        try (FSDirectory directory = FSDirectory.open(folder)) {
            return DirectoryReader.indexExists(directory) && segmentsHold(directory, word);
        }
    }

    private static boolean segmentsHold(FSDirectory directory, String word) throws IOException {
        try (DirectoryReader reader = DirectoryReader.open(directory)) {
            for (LeafReaderContext leaf : reader.leaves()) {
                for (FieldInfo field : leaf.reader().getFieldInfos()) {
                    Terms terms = leaf.reader().terms(field.name);
                    if (terms != null && terms.iterator().seekExact(new BytesRef(word))) {
                        return true;
                    }
                }
                StoredFields stored = leaf.reader().storedFields();
                for (int doc = 0; doc < leaf.reader().maxDoc(); doc++) {
                    List<IndexableField> fields = stored.document(doc).getFields();
                    if (fields.stream().map(IndexableField::stringValue)
                            .anyMatch(value -> value != null && value.contains(word))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}

package dev.mempalace.benchmark.beir;

import dev.mempalace.benchmark.NoteFolder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Writes a BEIR corpus as one note per document, {@code docs/<safe id>.md}: the title as heading, then the text. */
final class CorpusNotes {

    static final String FOLDER = "docs";

    private CorpusNotes() {
    }

    /** Materialises the corpus under {@code workspace}, removing notes of documents it no longer has. */
    static Map<String, String> write(Path beirFolder, Path workspace) {
        NoteFolder notes = NoteFolder.open(workspace);
        Map<String, String> documentByPath = new HashMap<>();
        BeirFiles.corpus(beirFolder, doc -> {
            String path = path(doc.id());
            if (documentByPath.put(path, doc.id()) != null) {
                throw new IllegalArgumentException("the corpus has the document id " + doc.id() + " twice");
            }
            notes.write(path, text(doc));
        });
        notes.prune();
        return documentByPath;
    }

    static String path(String documentId) {
        return FOLDER + "/" + NoteFolder.safeName(documentId) + ".md";
    }

    static String text(BeirDocument doc) {
        String title = doc.title().replaceAll("\\s+", " ").strip();
        String body = doc.text().strip() + "\n";
        return title.isEmpty() ? body : "# " + title + "\n\n" + body;
    }
}

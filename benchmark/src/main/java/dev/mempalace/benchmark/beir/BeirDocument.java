package dev.mempalace.benchmark.beir;

/** One document of a BEIR corpus: its id, title (possibly empty) and text. */
public record BeirDocument(String id, String title, String text) {

    public BeirDocument {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a BEIR document needs an _id");
        }
        title = title == null ? "" : title;
        text = text == null ? "" : text;
    }
}

package dev.mempalace.acceptance.driver;

/** What the index holds (notes, chunks, chunks with a vector) and how many notes on disk differ from it. */
public record MemoryStatus(int notes, int chunks, int vectors, int newOnDisk, int editedOnDisk, int deletedOnDisk) {

    /** Disk and index agree: no note is new, edited or deleted since the last ingest. */
    public boolean agrees() {
        return newOnDisk == 0 && editedOnDisk == 0 && deletedOnDisk == 0;
    }
}

package dev.mempalace.application.port.out;

/**
 * What the index holds of one folder's own notes: the newest modification time it recorded of one, how many notes,
 * and how many of them it chunked under a note format other than the one asked about.
 */
public record IndexedFolder(long newest, int notes, int otherFormat) {
}

package dev.mempalace.application.port.out;

import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads one agent harness's session transcripts. The record formats are the harness's own and change between its
 * releases: a reader skips record types and fields it does not know and lines that are not JSON (a line still being
 * written is not counted in {@link Transcript#lines()}), and never fails on them. A reader never changes a
 * transcript.
 */
public interface TranscriptReader {

    /** The harness's name, as a session source names it: {@code claude-code}, {@code codex}. */
    String harness();

    /**
     * The folders this harness keeps its transcripts in on this machine, from its environment variables and home
     * folder defaults, in the order the harness looks at them; the ones that do not exist too.
     */
    List<String> defaultFolders();

    /**
     * Every transcript under {@code folder} (absolute), sorted by path; an empty list for a folder that does not
     * exist. Throws {@link TranscriptUnreadableException} when the folder exists but cannot be listed.
     */
    List<TranscriptFile> transcripts(String folder);

    /**
     * The transcript at {@code path} (absolute) and its own sub-agents' transcripts, named as {@link #transcripts}
     * names them, found without listing anything else of its folder's tree; an empty list when the file is none this
     * reader takes (its content is judged by {@link #read}). Throws {@link TranscriptUnreadableException} when what it
     * must look at cannot be read.
     */
    List<TranscriptFile> transcript(String path);

    /**
     * Reads one transcript whole. Throws {@link TranscriptUnreadableException} when the file is missing, cannot be
     * read, or holds nothing of this harness's format.
     */
    Transcript read(String path);

    /**
     * Reads one transcript as {@link #read(String)} does, handing each exchange to {@code each} in order as it is read
     * and keeping none (the answer's exchanges are empty), so that a transcript of any length is read holding one
     * exchange. By default the transcript is read whole first: a reader of long transcripts streams them.
     */
    default Transcript read(String path, Consumer<Exchange> each) {
        Transcript whole = read(path);
        whole.exchanges().forEach(each);
        return new Transcript(whole.harness(), whole.id(), whole.project(), whole.branch(), whole.started(),
                whole.ended(), List.of(), whole.markedPrivate(), whole.lines());
    }
}

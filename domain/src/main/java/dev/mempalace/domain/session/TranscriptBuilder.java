package dev.mempalace.domain.session;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Cuts a transcript into exchanges as a reader meets its records in order, whatever the harness's format: a prompt
 * starts an exchange, replies join the open one (opening one without a prompt when the transcript starts with
 * them), and what is not kept (tool output, thinking) only widens its line range. Each exchange, once the next one
 * starts, is kept for the transcript or handed on as it closes (a transcript of any length read holding one).
 */
public final class TranscriptBuilder {

    private final String harness;
    private final String id;
    private final List<Exchange> exchanges = new ArrayList<>();
    private final Consumer<Exchange> closed;
    private String project;
    private String branch;
    private Instant started;
    private Instant ended;
    private boolean markedPrivate;
    private Open open;

    /** A builder whose transcript holds its exchanges. */
    public TranscriptBuilder(String harness, String id) {
        this.harness = Objects.requireNonNull(harness, "harness");
        this.id = Objects.requireNonNull(id, "id");
        this.closed = exchanges::add;
    }

    /** A builder that hands each exchange to {@code each} as it closes; its transcript holds none. */
    public TranscriptBuilder(String harness, String id, Consumer<Exchange> each) {
        this.harness = Objects.requireNonNull(harness, "harness");
        this.id = Objects.requireNonNull(id, "id");
        this.closed = Objects.requireNonNull(each, "each");
    }

    /** A record's time: the first and last such times are the session's start and end. */
    public void time(Instant time) {
        started = started == null || time.isBefore(started) ? time : started;
        ended = ended == null || time.isAfter(ended) ? time : ended;
    }

    /** The session's working folder; the first one given wins, a blank one is none. */
    public void project(String folder) {
        project = project == null && folder != null && !folder.isBlank() ? folder : project;
    }

    /** The session's git branch; the first one given wins, a blank one is none. */
    public void branch(String name) {
        branch = branch == null && name != null && !name.isBlank() ? name : branch;
    }

    /** A user message as written, scaffolding and all: one holding {@link Transcript#PRIVATE_MARKER} marks it. */
    public void userWrote(String text) {
        markedPrivate |= text.contains(Transcript.PRIVATE_MARKER);
    }

    /** A prompt (the user's words, scaffolding dropped) on {@code line} starts an exchange. */
    public void prompt(int line, Optional<Instant> time, String text) {
        close();
        open = new Open(line, time, text);
    }

    /**
     * A summary the harness wrote of the conversation so far (a compaction): an exchange of its own, without a
     * prompt, whose one reply is the summary, so that what was said before it stays findable in its words.
     */
    public void summary(int line, Optional<Instant> time, String text) {
        prompt(line, time, "");
        open.replies.add(new Reply.Said(text));
    }

    /** A reply on {@code line}: it joins the open exchange. */
    public void reply(int line, Optional<Instant> time, Reply reply) {
        continues(line, time);
        open.replies.add(reply);
    }

    /** A line of the exchange that is not kept (tool output, thinking): it widens the open exchange's range. */
    public void continues(int line, Optional<Instant> time) {
        if (open == null) {
            open = new Open(line, time, "");
        }
        open.last = Math.max(open.last, line);
    }

    /** A line that repeats part of the open exchange: it widens the open exchange's range, if any. */
    public void repeats(int line) {
        if (open != null) {
            open.last = Math.max(open.last, line);
        }
    }

    /** The transcript, of which {@code lines} whole lines were read. */
    public Transcript build(int lines) {
        close();
        return new Transcript(harness, id, Optional.ofNullable(project), Optional.ofNullable(branch),
                Optional.ofNullable(started), Optional.ofNullable(ended), exchanges, markedPrivate, lines);
    }

    private void close() {
        if (open != null) {
            closed.accept(new Exchange(open.first, open.last, open.time, open.prompt, open.replies));
            open = null;
        }
    }

    private static final class Open {
        private final int first;
        private int last;
        private final Optional<Instant> time;
        private final String prompt;
        private final List<Reply> replies = new ArrayList<>();

        Open(int first, Optional<Instant> time, String prompt) {
            this.first = first;
            this.last = first;
            this.time = time;
            this.prompt = prompt;
        }
    }
}

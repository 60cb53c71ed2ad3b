package dev.mempalace.acceptance.driver;

import java.util.List;

/** The application declined a command: why, and what it told the user (one entry per line). */
public final class Refused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The reasons a scenario can expect; anything else is a failure it does not expect. */
    public enum Reason { BAD_USAGE, NO_INDEX, NOTE_REFUSED, OTHER }

    private final Reason reason;
    private final List<String> explanation;

    public Refused(Reason reason, List<String> explanation) {
        super(reason + ": " + String.join(" / ", explanation));
        this.reason = reason;
        this.explanation = List.copyOf(explanation);
    }

    public Reason reason() {
        return reason;
    }

    public List<String> explanation() {
        return explanation;
    }
}

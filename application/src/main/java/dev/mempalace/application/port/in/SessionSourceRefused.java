package dev.mempalace.application.port.in;

import java.util.List;

/** A session source cannot be added: an unknown harness, or a name already taken. */
public final class SessionSourceRefused extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public SessionSourceRefused(String message) {
        super(message);
    }

    /** The refusal of {@code harness}, which no reader has, naming the {@code known} ones in their order. */
    public static SessionSourceRefused unknownHarness(String harness, List<String> known) {
        return new SessionSourceRefused("unknown harness '" + harness + "'; known: " + String.join(", ", known));
    }
}

package dev.mempalace.application.port.in;

/** A session source cannot be added: an unknown harness, or a name already taken. */
public final class SessionSourceRefused extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public SessionSourceRefused(String message) {
        super(message);
    }
}

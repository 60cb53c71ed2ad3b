package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.SessionSource;
import dev.mempalace.domain.session.Transcript;
import java.util.List;
import java.util.Optional;

/** The ports sessions are imported through: the harnesses' readers, the store's sources and archive, the redactor. */
record SessionPorts(List<TranscriptReader> readers, SessionSources sources, SessionArchive archive,
        SecretRedactor redactor) {

    SessionPorts {
        readers = List.copyOf(readers);
    }

    /** No session source and no reader: a core over notes alone, which still redacts what it is told to remember. */
    static SessionPorts none(SecretRedactor redactor) {
        return new SessionPorts(List.of(), new NoSources(), new NoArchive(), redactor);
    }

    /** A configuration that stays empty. */
    private static final class NoSources implements SessionSources {

        @Override
        public List<SessionSource> read() {
            return List.of();
        }

        @Override
        public void write(List<SessionSource> sources) {
            throw new IllegalStateException("this core imports no sessions");
        }
    }

    /** An archive that holds nothing and is never written, as no reader gives it a session. */
    private static final class NoArchive implements SessionArchive {

        @Override
        public Optional<ArchivedSession> find(String harness, String id) {
            return Optional.empty();
        }

        @Override
        public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
                long bytes) {
            throw new IllegalStateException("this core imports no sessions");
        }

        @Override
        public boolean remove(String harness, String id) {
            return false;
        }
    }
}

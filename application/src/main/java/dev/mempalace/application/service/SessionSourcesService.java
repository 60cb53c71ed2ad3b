package dev.mempalace.application.service;

import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.SessionSourceRefused;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.SessionSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Keeps the store's list of session sources; a source added without a folder reads its harness's defaults. */
public final class SessionSourcesService implements ConfigureSessions {

    private final List<TranscriptReader> readers;
    private final SessionSources sources;

    public SessionSourcesService(List<TranscriptReader> readers, SessionSources sources) {
        this.readers = List.copyOf(readers);
        this.sources = sources;
    }

    @Override
    public List<String> harnesses() {
        return readers.stream().map(TranscriptReader::harness).sorted().toList();
    }

    @Override
    public List<SessionSource> list() {
        return sources.read();
    }

    @Override
    public SessionSource add(String harness, Optional<String> folder, Optional<String> project,
            Optional<String> name) {
        TranscriptReader reader = readers.stream().filter(r -> r.harness().equals(harness)).findFirst()
                .orElseThrow(() -> SessionSourceRefused.unknownHarness(harness, harnesses()));
        List<SessionSource> configured = new ArrayList<>(sources.read());
        String chosen = name.orElse(harness);
        if (configured.stream().anyMatch(s -> s.name().equals(chosen))) {
            throw new SessionSourceRefused("a session source named '" + chosen + "' exists already; "
                    + "remove it first, or give another name");
        }
        SessionSource source = new SessionSource(chosen, harness,
                folder.map(List::of).orElseGet(reader::defaultFolders), project);
        configured.add(source);
        sources.write(configured);
        return source;
    }

    @Override
    public boolean remove(String name) {
        List<SessionSource> configured = new ArrayList<>(sources.read());
        boolean removed = configured.removeIf(s -> s.name().equals(name));
        if (removed) {
            sources.write(configured);
        }
        return removed;
    }
}

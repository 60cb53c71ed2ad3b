package dev.mempalace.application.service;

import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.SessionSource;
import dev.mempalace.domain.session.Transcript;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Imports sessions: each transcript is read by its harness's reader, left out when private (and removed from the
 * store if it was imported before) or run outside the source's project, redacted, and kept in the archive; a
 * transcript whose size has not changed since its last import is not read again, and one that grew adds only the
 * exchanges the archive does not hold yet. A transcript is read twice, holding one exchange at a time: once for what
 * decides whether and how it is kept (private, its project, its title), then into the archive, each exchange redacted
 * as it comes, so that a transcript of any length imports in bounded memory. A folder or transcript that fails (read,
 * listed, or its note written) is reported among the unreadable and the import goes on.
 */
public final class SessionImportService implements ImportSessions {

    private final Map<String, TranscriptReader> readers;
    private final SessionSources sources;
    private final SessionArchive archive;
    private final SessionRedaction redaction;

    public SessionImportService(List<TranscriptReader> readers, SessionSources sources, SessionArchive archive,
            SessionRedaction redaction) {
        this.readers = readers.stream().collect(Collectors.toMap(TranscriptReader::harness, Function.identity(),
                (a, b) -> a, TreeMap::new));
        this.sources = sources;
        this.archive = archive;
        this.redaction = redaction;
    }

    @Override
    public SessionImport importConfigured() {
        List<SessionSource> configured = sources.read();
        ImportTally tally = new ImportTally(configured.size());
        for (SessionSource source : configured) {
            TranscriptReader reader = readers.get(source.harness());
            if (reader == null) {
                tally.unreadable.add(new Notice.NoteSkipped(source.name(), "no reader for harness " + source.harness()));
                continue;
            }
            for (TranscriptFile file : mainsFirst(listing(reader, source, tally))) {
                try {
                    importFile(reader, file, source, tally);
                } catch (PortFailure e) {
                    // A session whose note cannot be found, written or removed fails alone: the other transcripts,
                    // and the ingest of every note after the import, go on.
                    tally.unreadable.add(new Notice.NoteSkipped(file.path(), e.getMessage()));
                }
            }
        }
        return tally.report();
    }

    @Override
    public SessionImport importTranscript(String path, Optional<String> harness) {
        TranscriptReader reader = harness.map(name -> Optional.ofNullable(readers.get(name)).orElseThrow(
                () -> new TranscriptUnreadableException("no reader for harness " + name)))
                .orElseGet(() -> readerOf(path));
        String absolute = Path.of(path).toAbsolutePath().normalize().toString();
        List<TranscriptFile> files = reader.transcript(absolute);
        if (files.isEmpty()) {
            throw new TranscriptUnreadableException("not a " + reader.harness() + " transcript: " + absolute);
        }
        SessionSource scope = sources.read().stream().filter(s -> s.harness().equals(reader.harness())).findFirst()
                .orElse(new SessionSource(reader.harness(), reader.harness(), List.of(), Optional.empty()));
        ImportTally tally = new ImportTally(0);
        files.forEach(file -> importFile(reader, file, scope, tally));
        if (!tally.unreadable.isEmpty()) {
            throw new TranscriptUnreadableException(tally.unreadable.get(0).describe());
        }
        return tally.report();
    }

    @Override
    public SessionScan scan() {
        List<SessionScan.Finding> findings = new ArrayList<>();
        List<Notice.NoteSkipped> unreadable = new ArrayList<>();
        int transcripts = 0;
        for (SessionSource source : sources.read()) {
            TranscriptReader reader = readers.get(source.harness());
            if (reader == null) {
                continue;
            }
            ImportTally tally = new ImportTally(0);
            for (TranscriptFile file : listing(reader, source, tally)) {
                transcripts++;
                try {
                    SessionRedaction.Pass pass = redaction.pass();
                    Transcript transcript = reader.read(file.path(), pass::next);
                    if (transcript.markedPrivate() || !source.takes(transcript.project())) {
                        continue;
                    }
                    if (!pass.kinds().isEmpty()) {
                        findings.add(new SessionScan.Finding(file.path(), reader.harness(), pass.kinds(),
                                pass.lines()));
                    }
                } catch (TranscriptUnreadableException e) {
                    unreadable.add(new Notice.NoteSkipped(file.path(), e.getMessage()));
                }
            }
            unreadable.addAll(tally.unreadable);
        }
        return new SessionScan(findings, transcripts, unreadable);
    }

    private TranscriptReader readerOf(String path) {
        List<String> reasons = new ArrayList<>();
        for (TranscriptReader reader : readers.values()) {
            try {
                reader.read(path, exchange -> { });
                return reader;
            } catch (TranscriptUnreadableException notThisOne) {
                reasons.add(reader.harness() + ": " + notThisOne.getMessage());
            }
        }
        throw new TranscriptUnreadableException("not a transcript of " + String.join(" or ", readers.keySet())
                + ": " + path + " (" + String.join("; ", reasons) + ")");
    }

    private static List<TranscriptFile> listing(TranscriptReader reader, SessionSource source, ImportTally tally) {
        List<TranscriptFile> files = new ArrayList<>();
        for (String folder : source.folders()) {
            try {
                files.addAll(reader.transcripts(folder));
            } catch (PortFailure e) {
                tally.unreadable.add(new Notice.NoteSkipped(folder, e.getMessage()));
            }
        }
        return files;
    }

    /** A session before its sub-agents ({@code <session id>/<agent>}), so that a private one's are known. */
    private static List<TranscriptFile> mainsFirst(List<TranscriptFile> files) {
        List<TranscriptFile> sorted = new ArrayList<>(files.stream().filter(f -> f.id().indexOf('/') < 0).toList());
        files.stream().filter(f -> f.id().indexOf('/') >= 0).forEach(sorted::add);
        return sorted;
    }

    private void importFile(TranscriptReader reader, TranscriptFile file, SessionSource source, ImportTally tally) {
        tally.transcripts++;
        int slash = file.id().indexOf('/');
        if (slash > 0 && tally.privateSessions.contains(file.id().substring(0, slash))) {
            // A private session's sub-agents are as private as it is: never imported, and removed if they were.
            if (archive.remove(reader.harness(), file.id())) {
                tally.privateRemoved++;
            } else {
                tally.privateSkipped++;
            }
            return;
        }
        Optional<ArchivedSession> archived = archive.find(reader.harness(), file.id());
        if (archived.isPresent() && archived.get().bytes() == file.size()) {
            tally.unchanged++;
            return;
        }
        int held = archived.map(ArchivedSession::lines).orElse(0);
        TranscriptLook look = new TranscriptLook(held);
        Transcript read;
        try {
            read = reader.read(file.path(), look::see);
        } catch (TranscriptUnreadableException e) {
            tally.unreadable.add(new Notice.NoteSkipped(file.path(), e.getMessage()));
            return;
        }
        tally.read++;
        Transcript transcript = new Transcript(read.harness(), file.id(), read.project(), read.branch(),
                read.started(), read.ended(), List.of(), read.markedPrivate(), read.lines());
        if (transcript.markedPrivate()) {
            tally.privateSessions.add(file.id());
            if (archive.remove(reader.harness(), file.id())) {
                tally.privateRemoved++;
            } else {
                tally.privateSkipped++;
            }
            return;
        }
        if (!source.takes(transcript.project())) {
            tally.outsideProject++;
            return;
        }
        if (archived.isEmpty() && look.fresh == 0) {
            tally.empty++;
            return;
        }
        SessionRedaction.Pass pass = redaction.pass();
        int[] kept = {0};
        // Kept even with nothing new, so that the note records the transcript's new size and is not read again. Lines
        // written since the first read wait for the next import, as the note records only those it read.
        archive.keep(redaction.place(transcript), sink -> reader.read(file.path(), exchange -> {
            if (look.fresh(exchange) && exchange.firstLine() <= transcript.lines()) {
                sink.accept(pass.next(exchange));
                kept[0]++;
            }
        }), redaction.title(file.id(), look.prompt), file.path(), file.size());
        pass.kinds().forEach((kind, count) -> tally.redacted.merge(kind, count, Integer::sum));
        if (look.fresh == 0) {
            tally.unchanged++;
        } else if (archived.isPresent()) {
            tally.extended++;
        } else {
            tally.created++;
        }
        tally.exchanges += kept[0];
    }
}

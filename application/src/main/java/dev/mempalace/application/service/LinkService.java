package dev.mempalace.application.service;

import dev.mempalace.application.port.in.FollowLinks;
import dev.mempalace.application.port.in.NoteLinks;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.WikiLinks;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Follows {@code [[wiki-links]]} (by note name), relative Markdown links to {@code .md} files (from the note's
 * folder) and a front matter's {@code superseded_by} through the notes as they are on disk, the truth; backlinks are found by reading every note's text.
 */
public final class LinkService implements FollowLinks {

    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(\\s*<?([^()<>\\s#?]+\\.md)(?:[#?][^)\\s]*)?"
            + ">?(?:\\s+\"[^\"]*\")?\\s*\\)");

    /** A retired note's successor as front matter names it, plainly (a note name or path) or as a wiki-link. */
    private static final Pattern SUCCESSOR = Pattern.compile("(?m)^superseded_by\\s*[:=]\\s*[\"']?([^\"'\\[\\]\\n]+?)"
            + "[\"']?\\s*$");

    private final NoteSource source;

    public LinkService(NoteSource source) {
        this.source = source;
    }

    @Override
    public NoteLinks links(String path) {
        String text = source.text(path);
        List<String> paths = source.listing().files().stream().map(SourceFile::path).toList();
        Map<String, String> byName = new LinkedHashMap<>();
        paths.forEach(note -> byName.putIfAbsent(WikiLinks.name(note), note));
        List<NoteLinks.Link> outgoing = new ArrayList<>();
        for (String target : targets(text)) {
            outgoing.add(new NoteLinks.Link(target, resolve(path, target, byName, paths)));
        }
        List<String> backlinks = new ArrayList<>();
        for (String other : paths) {
            if (!other.equals(path) && linksTo(other, path, byName, paths)) {
                backlinks.add(other);
            }
        }
        return new NoteLinks(path, outgoing, backlinks);
    }

    private boolean linksTo(String from, String to, Map<String, String> byName, List<String> paths) {
        try {
            return targets(source.text(from)).stream()
                    .anyMatch(target -> resolve(from, target, byName, paths).filter(to::equals).isPresent());
        } catch (NoteUnreadableException e) {
            // A note that cannot be read links nowhere; its own page says why.
            return false;
        }
    }

    /** The link targets of a text, in order, each once: wiki names, then relative Markdown paths. */
    private static Set<String> targets(String text) {
        Set<String> targets = new LinkedHashSet<>(WikiLinks.in(text));
        Matcher successor = SUCCESSOR.matcher(text);
        if (successor.find()) {
            String named = successor.group(1).strip();
            targets.add(named.toLowerCase(Locale.ROOT).endsWith(".md") ? named : WikiLinks.name(named));
        }
        Matcher m = MARKDOWN_LINK.matcher(text);
        while (m.find()) {
            if (!m.group(1).contains(":")) {
                targets.add(m.group(1));
            }
        }
        return targets;
    }

    private static Optional<String> resolve(String from, String target, Map<String, String> byName,
            List<String> paths) {
        if (!target.toLowerCase(Locale.ROOT).endsWith(".md")) {
            return Optional.ofNullable(byName.get(target));
        }
        return relative(from, target).filter(paths::contains);
    }

    /** A relative path from the folder of {@code from}, normalised; empty when it climbs out of the workspace. */
    static Optional<String> relative(String from, String target) {
        Deque<String> parts = new ArrayDeque<>();
        int slash = from.lastIndexOf('/');
        String joined = target.startsWith("/") ? target.substring(1)
                : (slash < 0 ? "" : from.substring(0, slash + 1)) + target;
        for (String part : joined.split("/")) {
            if (part.equals("..")) {
                if (parts.isEmpty()) {
                    return Optional.empty();
                }
                parts.removeLast();
            } else if (!part.isEmpty() && !part.equals(".")) {
                parts.addLast(part);
            }
        }
        return Optional.of(String.join("/", parts));
    }
}

package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Checkup.Superseded;
import dev.mempalace.application.port.in.Checkup.Superseded.Kind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The knots in which notes supersede notes: a note naming no note, a cycle (each note retires the next, so none is
 * current), a chain (a superseding note itself superseded: worth one note instead of three) and a note superseded
 * by a note that is retired itself (so nothing current replaces it).
 */
final class SupersessionKnots {

    private SupersessionKnots() {
    }

    /**
     * The knots of {@code supersedes} (by note path, the paths it names), among {@code notes}; {@code ownRetired}
     * holds the notes whose own front matter retires them.
     */
    static List<Superseded> of(Map<String, List<String>> supersedes, Set<String> notes, Set<String> ownRetired) {
        Map<String, List<String>> edges = new TreeMap<>(supersedes);
        List<Superseded> knots = new ArrayList<>();
        Set<List<String>> cycles = new HashSet<>();
        edges.forEach((from, targets) -> {
            for (String to : targets) {
                if (!notes.contains(to)) {
                    knots.add(new Superseded(Kind.MISSING, List.of(from, to)));
                    continue;
                }
                cycleThrough(from, to, edges).ifPresent(cycles::add);
                if (ownRetired.contains(from)) {
                    knots.add(new Superseded(Kind.RETIRED, List.of(from, to)));
                }
                for (String next : edges.getOrDefault(to, List.of())) {
                    if (notes.contains(next) && !next.equals(from) && cycleThrough(from, to, edges).isEmpty()) {
                        knots.add(new Superseded(Kind.CHAIN, List.of(from, to, next)));
                    }
                }
            }
        });
        cycles.stream().sorted((a, b) -> a.toString().compareTo(b.toString()))
                .forEach(cycle -> knots.add(new Superseded(Kind.CYCLE, cycle)));
        return knots;
    }

    /** The cycle the edge from {@code from} to {@code to} closes, rotated to start at its least path, if any. */
    private static Optional<List<String>> cycleThrough(String from, String to,
            Map<String, List<String>> edges) {
        List<String> path = new ArrayList<>(List.of(from));
        if (!walk(to, from, edges, path, new HashSet<>())) {
            return Optional.empty();
        }
        int least = path.indexOf(path.stream().min(String::compareTo).orElseThrow());
        List<String> rotated = new ArrayList<>(path.subList(least, path.size()));
        rotated.addAll(path.subList(0, least));
        return Optional.of(List.copyOf(rotated));
    }

    // Depth first from node back to target, the path so far in path: notes are few, and supersession shallow.
    private static boolean walk(String node, String target, Map<String, List<String>> edges, List<String> path,
            Set<String> seen) {
        if (node.equals(target)) {
            return true;
        }
        if (!seen.add(node)) {
            return false;
        }
        path.add(node);
        for (String next : edges.getOrDefault(node, List.of())) {
            if (walk(next, target, edges, path, seen)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        return false;
    }
}

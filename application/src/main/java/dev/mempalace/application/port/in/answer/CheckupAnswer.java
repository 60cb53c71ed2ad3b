package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Checkup.Stale;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A checkup as an answer: {@code duplicates} ({@code kind} exact or near, {@code paths}, {@code similarity}),
 * {@code brokenLinks} ({@code path}, {@code line}, {@code target}), {@code orphans}, {@code superseded} ({@code kind}
 * chain, cycle, retired or missing, {@code paths}), {@code stale} ({@code path}, {@code reason}) and
 * {@code neverRetrieved}: the shape issue #39 gives.
 */
public final class CheckupAnswer {

    private CheckupAnswer() {
    }

    public static Map<String, Object> of(Checkup checkup) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("duplicates", checkup.duplicates().stream().map(d -> node("kind", label(d.kind()), "paths",
                d.paths(), "similarity", d.similarity())).toList());
        root.put("brokenLinks", checkup.brokenLinks().stream().map(b -> node("path", b.path(), "line", b.line(),
                "target", b.target())).toList());
        root.put("orphans", checkup.orphans());
        root.put("superseded", checkup.superseded().stream().map(s -> node("kind", label(s.kind()), "paths",
                s.paths())).toList());
        root.put("stale", checkup.stale().stream().map(s -> node("path", s.path(), "reason", reason(s))).toList());
        root.put("neverRetrieved", checkup.neverRetrieved());
        return root;
    }

    /** Why a note may be stale, in words. */
    public static String reason(Stale stale) {
        return switch (stale.reason()) {
            case MISSING_FILE -> "names " + stale.detail() + ", which the repository's work tree no longer has";
            case OLD -> "dated " + stale.detail() + ", older than the stale age, and not retrieved since";
        };
    }

    private static String label(Enum<?> kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    private static Map<String, Object> node(Object... keysAndValues) {
        Map<String, Object> node = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            node.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return node;
    }
}

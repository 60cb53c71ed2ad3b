package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.NoteLinks;
import java.util.LinkedHashMap;
import java.util.Map;

/** A note's links as an answer: each outgoing link with the note it leads to (null when broken), and backlinks. */
public final class LinksAnswer {

    private LinksAnswer() {
    }

    public static Map<String, Object> of(NoteLinks links) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("outgoing", links.outgoing().stream().map(link -> {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("target", link.target());
            node.put("path", link.note().orElse(null));
            node.put("broken", link.broken());
            return node;
        }).toList());
        root.put("backlinks", links.backlinks());
        return root;
    }
}

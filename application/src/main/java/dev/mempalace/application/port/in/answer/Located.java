package dev.mempalace.application.port.in.answer;

import java.nio.file.Path;
import java.util.Map;

/** Ends an answer with the workspace and the index it came from, so that a caller knows which store answered. */
public final class Located {

    private Located() {
    }

    public static Map<String, Object> of(Map<String, Object> answer, Path workspace, String index) {
        answer.put("workspace", workspace.toString());
        answer.put("index", index);
        return answer;
    }
}

package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.Remembered;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A remembered note as an answer: where it went and whether it was embedded; {@code warnings} only when the note
 * itself drew a notice. The ingest that indexed it read the whole workspace, and what it said of other files
 * belongs to a sync's answer, not to this one.
 */
public final class RememberAnswer {

    private RememberAnswer() {
    }

    public static Map<String, Object> of(Remembered remembered, Path workspace,
            Function<? super Notice, String> wording) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("path", remembered.path());
        root.put("absolutePath", workspace.resolve(remembered.path()).toString());
        root.put("embedded", remembered.embedding().isPresent());
        if (!remembered.similar().isEmpty()) {
            root.put("similar", remembered.similar().stream().map(s -> {
                Map<String, Object> node = new LinkedHashMap<>();
                node.put("path", s.path());
                node.put("title", s.title());
                node.put("similarity", s.similarity());
                return node;
            }).toList());
        }
        List<String> warnings = aboutTheNote(remembered).map(wording).toList();
        if (!warnings.isEmpty()) {
            root.put("warnings", warnings);
        }
        return root;
    }

    /**
     * The notices of the remembering ingest that name the note written, whether secrets were redacted from it, and
     * whether its vectors had to wait.
     */
    public static Stream<Notice> aboutTheNote(Remembered remembered) {
        return Stream.concat(remembered.ingest().skipped().stream(), remembered.ingest().warnings().stream())
                .filter(notice -> notice instanceof Notice.VectorsDeferred || notice instanceof Notice.SecretsRedacted
                        || path(notice).filter(remembered.path()::equals).isPresent());
    }

    private static Optional<String> path(Notice notice) {
        if (notice instanceof Notice.NoteSkipped skipped) {
            return Optional.of(skipped.path());
        }
        if (notice instanceof Notice.NotePassedOver passedOver) {
            return Optional.of(passedOver.path());
        }
        if (notice instanceof Notice.NoteRepaired repaired) {
            return Optional.of(repaired.path());
        }
        return Optional.empty();
    }
}

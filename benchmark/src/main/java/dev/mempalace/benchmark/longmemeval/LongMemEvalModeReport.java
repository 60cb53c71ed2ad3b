package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.Confidence;
import dev.mempalace.benchmark.ModeRuns;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Every answerable question's outcome under one requested mode, with the distinct warnings the searches gave, and
 * of the abstention questions asked ({@code abstentions}) how many the search flagged as not confident.
 */
public record LongMemEvalModeReport(SearchMode requested, List<QuestionOutcome> outcomes, List<String> warnings,
        int abstentions, int abstentionsFlagged) implements ModeRuns {

    public LongMemEvalModeReport {
        Objects.requireNonNull(requested, "requested");
        outcomes = List.copyOf(outcomes);
        warnings = List.copyOf(warnings);
        if (abstentionsFlagged < 0 || abstentionsFlagged > abstentions) {
            throw new IllegalArgumentException("bad abstention counts: " + abstentionsFlagged + "/" + abstentions);
        }
    }

    /**
     * The relevance signal: answerable questions flagged as not confident (should be few), and abstentions, whose
     * haystacks hold no answer (should be most).
     */
    public Confidence notConfident() {
        return new Confidence(outcomes.size(), (int) outcomes.stream().filter(o -> !o.confident()).count(),
                abstentions, abstentionsFlagged);
    }

    public LongMemEvalScores overall() {
        return LongMemEvalScores.of(outcomes);
    }

    /** Scores per question type, types in alphabetical order. */
    public Map<String, LongMemEvalScores> byType() {
        Map<String, List<QuestionOutcome>> groups = outcomes.stream()
                .collect(Collectors.groupingBy(QuestionOutcome::type, TreeMap::new, Collectors.toList()));
        Map<String, LongMemEvalScores> scores = new LinkedHashMap<>();
        groups.forEach((type, group) -> scores.put(type, LongMemEvalScores.of(group)));
        return scores;
    }

    @Override
    public List<SearchMode> searchModes() {
        return outcomes.stream().map(QuestionOutcome::ranIn).toList();
    }
}

package dev.mempalace.adapter.harnesskit.toy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.RecordTime;
import dev.mempalace.adapter.harnesskit.ToolSummary;
import dev.mempalace.adapter.harnesskit.TranscriptWalk;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The reader of a harness made up for the "Adding a harness" steps of DEVELOPERS.md: {@code <session id>.toy.jsonl}
 * files of {@code {"toy": kind, ...}} lines. Only what is particular to it is here: its folder, its records and its
 * scaffolding; the walk, the lines and the tool summary are the kit's.
 */
public final class ToyReader implements TranscriptReader {

    static final String HARNESS = "toy";
    static final String SUFFIX = ".toy.jsonl";

    private final Path home;

    /** The reader, its default folder under {@code home}. */
    public ToyReader(Path home) {
        this.home = home;
    }

    @Override
    public String harness() {
        return HARNESS;
    }

    @Override
    public List<String> defaultFolders() {
        return List.of(home.resolve(".toy/sessions").toString());
    }

    @Override
    public List<TranscriptFile> transcripts(String folder) {
        return TranscriptWalk.under(folder, "toy sessions", file -> file.toString().endsWith(SUFFIX),
                ToyReader::id);
    }

    @Override
    public List<TranscriptFile> transcript(String path) {
        return TranscriptWalk.at(path, file -> file.toString().endsWith(SUFFIX), ToyReader::id);
    }

    @Override
    public Transcript read(String path) {
        TranscriptBuilder builder = new TranscriptBuilder(harness(), id(Path.of(path)));
        return JsonlTranscript.read(path, "toy session", JsonlTranscript.PLAIN, builder, new Records(builder));
    }

    private static String id(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : name;
    }

    /** The toy harness's records. */
    private static final class Records implements JsonlTranscript.Records {

        private final TranscriptBuilder builder;
        private final Set<String> said = new HashSet<>();
        private int recognised;

        Records(TranscriptBuilder builder) {
            this.builder = builder;
        }

        @Override
        public int recognised() {
            return recognised;
        }

        @Override
        public void line(int number, JsonNode record) {
            if (!record.path("toy").isTextual()) {
                return;
            }
            recognised++;
            Optional<Instant> time = RecordTime.of(record.get("at"));
            time.ifPresent(builder::time);
            String text = record.path("text").asText("");
            switch (record.get("toy").asText()) {
                case "session" -> {
                    builder.project(record.path("cwd").asText(null));
                    builder.branch(record.path("branch").asText(null));
                }
                case "prompt" -> {
                    builder.userWrote(text);
                    String prompt = text.replaceAll("(?s)<toy-context>.*?</toy-context>", "").strip();
                    if (!prompt.isEmpty()) {
                        builder.prompt(number, time, prompt);
                    }
                }
                case "said" -> {
                    if (said.add(record.path("id").asText(String.valueOf(number)))) {
                        builder.reply(number, time, new Reply.Said(text));
                    } else {
                        builder.continues(number, time);
                    }
                }
                case "tool" -> builder.reply(number, time, new Reply.ToolCall(record.path("name").asText(),
                        ToolSummary.of(record.get("input"), List.of("command", "path"))));
                case "summary" -> builder.summary(number, time, text);
                case "output", "thought" -> builder.continues(number, time);
                default -> {
                    // the toy's records this reader does not know
                }
            }
        }
    }
}

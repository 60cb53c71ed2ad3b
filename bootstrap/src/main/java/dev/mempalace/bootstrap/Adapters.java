package dev.mempalace.bootstrap;

import dev.mempalace.adapter.claudecode.ClaudeCodeReader;
import dev.mempalace.adapter.claudecode.ClaudeCodeTranscriptWriter;
import dev.mempalace.adapter.codex.CodexReader;
import dev.mempalace.adapter.codex.CodexTranscriptWriter;
import dev.mempalace.adapter.geminicli.GeminiCliReader;
import dev.mempalace.adapter.geminicli.GeminiCliTranscriptWriter;
import dev.mempalace.adapter.markdown.GitRepositoryFiles;
import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.markdown.MarkdownNoteWriter;
import dev.mempalace.adapter.markdown.MarkdownSessionArchive;
import dev.mempalace.adapter.markdown.RetrievalsFile;
import dev.mempalace.adapter.markdown.SessionSourcesFile;
import dev.mempalace.adapter.onnx.ModelUse;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.onnx.OnnxWarmUp;
import dev.mempalace.adapter.secrets.RuleSetRedactor;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

/** The adapters the settings choose: the one place that names an adapter's class. */
final class Adapters {

    private static final String MODELS = "models";

    private Adapters() {
    }

    /** The model the settings choose, found and loaded on first use, for a command. */
    static OnnxEmbedder model(Settings settings) {
        return model(settings, ModelUse.COMMAND);
    }

    /** The same model, loaded for {@code use}. */
    static OnnxEmbedder model(Settings settings, ModelUse use) {
        if (settings.modelDir().isPresent()) {
            return OnnxEmbedder.fromDirectory(settings.modelDir().get(), settings.cache().resolve(MODELS), use);
        }
        ModelVariant variant = settings.variant().equals(Settings.FP32) ? ModelVariant.FP32 : ModelVariant.INT8;
        return OnnxEmbedder.bundled(variant, settings.cache().resolve(MODELS), use);
    }

    /** The workspace's notes, chunked with the model's own tokenizer. */
    static NoteSource source(Settings settings, OnnxEmbedder model) {
        return new MarkdownNoteSource(settings.workspace(), settings.indexFile(), model.tokenCounter());
    }

    /** Where new notes of the settings' workspace are written. */
    static NoteWriter writer(Settings settings) {
        return new MarkdownNoteWriter(settings.workspace());
    }

    /**
     * The session readers of every harness (each finds its default folders from the command's environment, as the
     * settings hold it, and the user's home folder), the workspace's session sources and archive, and the redactor,
     * whose rules load on the first text it redacts: a search never loads them.
     */
    static SessionPorts sessions(Settings settings) {
        List<TranscriptReader> readers = new ArrayList<>();
        for (Harness harness : harnesses(settings.environment())) {
            readers.add(harness.reader());
        }
        return new SessionPorts(readers, new SessionSourcesFile(settings.workspace().resolve(IndexFolder.MARKER)),
                new MarkdownSessionArchive(settings.workspace()), lazyRedactor());
    }

    /**
     * Every harness, one line each: its reader, which finds its default folders from {@code environment} and the
     * user's home folder, and its writer.
     */
    static List<Harness> harnesses(Map<String, String> environment) {
        Path home = Path.of(System.getProperty("user.home"));
        return List.of(new Harness(new ClaudeCodeReader(environment, home), new ClaudeCodeTranscriptWriter()),
                new Harness(new CodexReader(environment, home), new CodexTranscriptWriter()),
                new Harness(new GeminiCliReader(environment, home), new GeminiCliTranscriptWriter()));
    }

    /** The harnesses' writers, which write a scripted session as each harness writes its transcripts. */
    static List<TranscriptWriter> transcriptWriters() {
        List<TranscriptWriter> writers = new ArrayList<>();
        for (Harness harness : harnesses(Map.of())) {
            writers.add(harness.writer());
        }
        return writers;
    }

    /** A harness as it is registered: the reader of its transcripts and the writer of its format. */
    record Harness(TranscriptReader reader, TranscriptWriter writer) {
    }

    /** The redactor every text passes before it is written or indexed: the bundled rules, loaded once. */
    static SecretRedactor redactor() {
        return RuleSetRedactor.bundled();
    }

    /**
     * The same redactor, its rules loaded on its first text instead of now: reading and compiling them is a part of
     * a short command's start that only a command which writes notes needs.
     */
    static SecretRedactor lazyRedactor() {
        return text -> RuleSetRedactor.bundled().redact(text);
    }

    /**
     * Loads what the first model load needs before it reads the model (ONNX Runtime's and the tokenizer's native
     * libraries, ONNX Runtime's from the models' cache folder, and with {@code bundledModel} the bundled models'
     * tokenizer), touching no model.
     */
    static void warmUpModel(Path cache, boolean bundledModel) {
        OnnxWarmUp.run(cache.resolve(MODELS), bundledModel);
    }

    /** The settings' index, opened by the kind of store that reads its location. */
    static IndexStore store(Settings settings) {
        return store(settings, nanos -> { });
    }

    /** The settings' index, reporting how long each load of its vectors takes where the store measures it. */
    static IndexStore store(Settings settings, LongConsumer vectorLoads) {
        return settings.index().provider().open(settings.index(), settings.cache(), vectorLoads);
    }

    /** Throws {@link WorkspaceUnreadableException} unless the workspace is a folder that can be read. */
    static void checkWorkspace(Path workspace) {
        if (!Files.isDirectory(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " does not exist or is not a folder");
        }
        if (!Files.isReadable(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " cannot be read");
        }
    }

    /**
     * The workspace's git repository, if any, and the counts beside the index unless the settings turn them off.
     * The repository's reader is made when the doctor first asks: loading it verifies JGit's signed jar, some 50 ms
     * that a search must not pay.
     */
    static Tending tending(Settings settings) {
        Path workspace = settings.workspace();
        return new Tending(paths -> new GitRepositoryFiles(workspace).gone(paths), settings.countRetrievals()
                ? new RetrievalsFile(settings.indexFile().getParent()) : Tending.OFF);
    }
}

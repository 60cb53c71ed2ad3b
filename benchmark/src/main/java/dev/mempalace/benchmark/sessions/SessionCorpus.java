package dev.mempalace.benchmark.sessions;

import dev.mempalace.benchmark.scale.Vocabulary;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * A seeded corpus of {@code sessions} agent sessions, half Claude Code's (the even ones) and half Codex's: each two
 * to six exchanges of Zipf-drawn words, with tool calls and their output, and in one session of
 * {@value #SECRET_EVERY} a token pasted into a prompt (and printed by a tool) that the import must redact.
 */
record SessionCorpus(long seed, int sessions) {

    static final String CLAUDE_CODE = "claude-code";
    static final String CODEX = "codex";
    static final int MIN_TURNS = 2;
    static final int MAX_TURNS = 6;
    static final int SECRET_EVERY = 25;
    static final int PROJECTS = 40;
    /** Ranks of the project names: rarer than the words of the text, so they name a few folders apart. */
    private static final int PROJECT_RANK = 5_000;
    private static final Instant FIRST_START = Instant.parse("2026-01-05T09:00:00Z");
    private static final String AWS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    private static final String ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final Vocabulary VOCABULARY = Vocabulary.standard();

    SessionCorpus {
        if (sessions < 1) {
            throw new IllegalArgumentException("a corpus needs at least one session: " + sessions);
        }
    }

    /** The session of this index, the same for the same seed every time. */
    SyntheticSession session(int index) {
        if (index < 0 || index >= sessions) {
            throw new IllegalArgumentException("no session " + index + " in a corpus of " + sessions);
        }
        SplittableRandom random = random(index);
        String id = new UUID(random.nextLong(), random.nextLong()).toString();
        String project = "/home/dev/src/" + Vocabulary.word(PROJECT_RANK + random.nextInt(PROJECTS));
        String branch = random.nextInt(3) == 0 ? "main" : "fix/" + words(random, 2).replace(' ', '-');
        Instant started = FIRST_START.plus(Duration.ofMinutes(7L * index));
        boolean secret = index % SECRET_EVERY == SECRET_EVERY - 1;
        int count = MIN_TURNS + random.nextInt(MAX_TURNS - MIN_TURNS + 1);
        List<SyntheticSession.Turn> turns = new ArrayList<>();
        for (int turn = 0; turn < count; turn++) {
            Optional<String> planted = secret && turn == 1 ? Optional.of(secret(random)) : Optional.empty();
            turns.add(turn(random, started.plus(Duration.ofMinutes(3L * turn)), planted));
        }
        return new SyntheticSession(index % 2 == 0 ? CLAUDE_CODE : CODEX, id, project, branch, started, turns);
    }

    /** Words of a prompt of this session, from which a search for it can be made. */
    List<String> promptWords(int index) {
        SyntheticSession session = session(index);
        String prompt = session.turns().get(random(~index).nextInt(session.turns().size())).prompt();
        return List.of(prompt.toLowerCase(Locale.ROOT).replaceAll("[^a-z ]", " ").trim().split("\\s+"));
    }

    private static SyntheticSession.Turn turn(SplittableRandom random, Instant time, Optional<String> secret) {
        String prompt = sentences(random, 8 + random.nextInt(23));
        if (secret.isPresent()) {
            prompt = prompt + "\nThe deploy job fails with the token " + secret.get() + " that I exported.";
        }
        List<SyntheticSession.ToolRun> tools = new ArrayList<>();
        for (int tool = random.nextInt(3); tool > 0; tool--) {
            boolean shell = random.nextBoolean();
            String input = shell ? "rg -n " + words(random, 1) + " src/" + words(random, 1)
                    : "src/" + words(random, 1) + "/" + words(random, 1) + ".java";
            String output = sentences(random, 20 + random.nextInt(280))
                    + secret.map(s -> "\nDEPLOY_TOKEN=" + s).orElse("");
            tools.add(new SyntheticSession.ToolRun(shell, input, output));
        }
        return new SyntheticSession.Turn(time, prompt, secret, tools, sentences(random, 30 + random.nextInt(121)));
    }

    /** A GitHub token or an AWS access key id, of its issuer's shape and random, never a real one. */
    private static String secret(SplittableRandom random) {
        return random.nextBoolean() ? "ghp_" + chars(random, ALNUM, 36) : "AKIA" + chars(random, AWS, 16);
    }

    private static String chars(SplittableRandom random, String alphabet, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    /** Sentences of about a dozen words, as people and agents write them. */
    private static String sentences(SplittableRandom random, int words) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < words; i++) {
            String word = Vocabulary.word(VOCABULARY.sample(random));
            boolean first = i % 12 == 0;
            text.append(first ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
            text.append(i % 12 == 11 || i == words - 1 ? "." + (i == words - 1 ? "" : " ") : " ");
        }
        return text.toString();
    }

    private static String words(SplittableRandom random, int count) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            words.add(Vocabulary.word(VOCABULARY.sample(random)));
        }
        return String.join(" ", words);
    }

    /** A generator of its own per (seed, stream), mixed so that nearby streams share no sequence. */
    private SplittableRandom random(long stream) {
        long z = seed * 0x9E3779B97F4A7C15L + stream;
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return new SplittableRandom(z ^ (z >>> 33));
    }
}

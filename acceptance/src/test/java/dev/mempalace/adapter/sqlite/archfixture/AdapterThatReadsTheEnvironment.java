package dev.mempalace.adapter.sqlite.archfixture;

/** Breaks the rule on purpose: an adapter reads the environment instead of being handed what it needs of it. */
public final class AdapterThatReadsTheEnvironment {

    String home() {
        return System.getenv("HOME");
    }
}

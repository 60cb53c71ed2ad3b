package dev.mempalace.benchwiring.archfixture;

import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;

/** Breaks the onion on purpose: the bench's host names a harness's writer instead of taking the writers it is given. */
public final class HostThatWritesAHarnessFormat {

    ClaudeCodeWriter writer;
}

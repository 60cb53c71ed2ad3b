package dev.mempalace.adapter.harnesskit.archfixture;

import dev.mempalace.adapter.claudecode.ClaudeCodeReader;

/** A kit class that names one harness's reader, for the rules' own test. */
public final class KitThatNamesAHarness {

    final ClaudeCodeReader reader = null;
}

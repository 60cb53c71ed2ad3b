package dev.mempalace.archfixturemodule.part;

import dev.mempalace.archfixturemodule.RootThatClosesACycle;

/** Breaks the rule on purpose: the other end of {@link RootThatClosesACycle}'s cycle. */
public final class PartOfTheCycle {

    RootThatClosesACycle root;
}

package dev.mempalace.archfixturemodule;

import dev.mempalace.archfixturemodule.part.PartOfTheCycle;

/** Breaks the rule on purpose: a module's root package and a package below it depend on each other. */
public final class RootThatClosesACycle {

    PartOfTheCycle part;
}

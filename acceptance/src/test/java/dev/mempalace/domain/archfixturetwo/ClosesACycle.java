package dev.mempalace.domain.archfixturetwo;

import dev.mempalace.domain.archfixture.ReachesOutsideJava;

/** Closes the package cycle {@link ReachesOutsideJava} starts, for the rules' own test. */
public final class ClosesACycle {

    final ReachesOutsideJava other = null;
}

package dev.mempalace.domain.archfixture;

import dev.mempalace.domain.archfixturetwo.ClosesACycle;
import javax.crypto.Cipher;

/** Breaks the domain's rule (a JDK package outside java..) and starts a package cycle, for the rules' own test. */
public final class ReachesOutsideJava {

    final Cipher cipher = null;
    final ClosesACycle other = null;
}

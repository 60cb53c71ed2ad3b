package dev.mempalace.application.port.out.archfixture;

import javax.crypto.Cipher;

/** An out-port written as a class, reaching outside java.., for the rules' own test. */
public class PortThatIsAClass {

    final Cipher cipher = null;
}

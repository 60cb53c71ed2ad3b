package dev.mempalace.adapter.cli.archfixturetwo;

import dev.mempalace.adapter.cli.archfixture.DriverThatWiresItself;

/** Closes a cycle between two of the command line's packages with {@link DriverThatWiresItself}, for the rules' test. */
public final class RoomThatCallsBack {

    final DriverThatWiresItself other = null;
}

package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.application.port.out.NotePathRefusedException;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ExitCodesTest {

    @Test
    void aRefusedNotePathIsAUsageErrorWhereverItIsInTheCauseChain() {
        NotePathRefusedException refused = new NotePathRefusedException("note path names no Markdown note: a.txt");

        assertEquals(ExitCodes.USAGE, ExitCodes.of(refused));
        assertEquals(ExitCodes.USAGE, ExitCodes.of(new IllegalStateException("wrapped", refused)));
        assertEquals(refused, ExitCodes.portFailure(new IllegalStateException("wrapped", refused)).orElseThrow());
    }
}

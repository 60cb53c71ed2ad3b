package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.NoteUnreadableException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Strict UTF-8 decoding of a note's bytes, without BOM and with LF line ends only. */
final class NoteText {

    private NoteText() {
    }

    /** Throws {@link NoteUnreadableException} on malformed bytes rather than replacing characters. */
    static String decode(byte[] bytes, String path) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new NoteUnreadableException("note is not valid UTF-8: " + path, e);
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }
}

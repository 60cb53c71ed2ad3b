package dev.mempalace.adapter.markdown;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** UTF-8 decoding of a note's bytes, without BOM and with LF line ends only. */
final class NoteText {

    private NoteText() {
    }

    /** The text, and whether bytes that are not UTF-8 had to be replaced with U+FFFD to get it. */
    record Decoded(String text, boolean replaced) {
    }

    /** Decodes strictly; bytes that are not UTF-8 are replaced with U+FFFD, and the result says so. */
    static Decoded decode(byte[] bytes) {
        String text;
        boolean replaced = false;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.UTF_8);
            replaced = true;
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        return new Decoded(text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n'), replaced);
    }
}

package dev.mempalace.adapter.harnesskit;

import dev.mempalace.application.port.out.TranscriptFile;

/** Prints, one a line, the size and path of each transcript {@link TranscriptWalk} lists under the folder given. */
public final class ListTranscripts {

    private ListTranscripts() {
    }

    /** {@code args[0]}: the folder. */
    public static void main(String[] args) {
        for (TranscriptFile file : TranscriptWalk.under(args[0], "transcripts", f -> f.toString().endsWith(".jsonl"),
                f -> f.getFileName().toString())) {
            System.out.println(file.size() + " " + file.path());
        }
    }
}

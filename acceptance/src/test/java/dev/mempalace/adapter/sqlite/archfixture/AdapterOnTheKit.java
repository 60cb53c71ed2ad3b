package dev.mempalace.adapter.sqlite.archfixture;

import dev.mempalace.adapter.harnesskit.JsonLines;

/** Breaks the adapters' rule: an adapter that is no harness, building on the harness kit. */
public final class AdapterOnTheKit {

    private AdapterOnTheKit() {
    }

    /** Takes the kit's reader, which only a harness's reader has any business with. */
    public static String described(JsonLines lines) {
        return String.valueOf(lines);
    }
}

package dev.mempalace.adapter.onnx;

/**
 * DJL's tokenizer "calls home" (EC2 metadata and a telemetry URL) whenever a tokenizer is created, unless it is in
 * offline mode; offline mode also stops it from downloading natives, so it uses only those bundled in its jar.
 */
final class DjlOffline {

    private DjlOffline() {
    }

    static void enable() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }
}

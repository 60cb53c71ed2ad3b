package dev.mempalace.adapter.onnx;

import java.time.Duration;
import java.util.Objects;

/** How long loading the model took: reading the tokenizer, then creating the ONNX Runtime session. */
public record ModelLoad(Duration tokenizer, Duration session) {

    public ModelLoad {
        Objects.requireNonNull(tokenizer, "tokenizer");
        Objects.requireNonNull(session, "session");
        if (tokenizer.isNegative() || session.isNegative()) {
            throw new IllegalArgumentException("load durations cannot be negative: " + tokenizer + ", " + session);
        }
    }
}

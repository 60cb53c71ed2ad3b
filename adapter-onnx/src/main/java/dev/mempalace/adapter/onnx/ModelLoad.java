package dev.mempalace.adapter.onnx;

import java.time.Duration;
import java.util.Objects;

/**
 * How long loading the model took: creating the ONNX Runtime session (the model file found first), and what reading
 * the tokenizer, which loads beside it, took beyond that; their sum is the load's whole time.
 */
public record ModelLoad(Duration tokenizer, Duration session) {

    public ModelLoad {
        Objects.requireNonNull(tokenizer, "tokenizer");
        Objects.requireNonNull(session, "session");
        if (tokenizer.isNegative() || session.isNegative()) {
            throw new IllegalArgumentException("load durations cannot be negative: " + tokenizer + ", " + session);
        }
    }
}

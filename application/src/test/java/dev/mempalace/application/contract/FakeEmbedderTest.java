package dev.mempalace.application.contract;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.out.Embedder;

/** The fake embedder honours the embedder contract, so the inner acceptance loop means something. */
class FakeEmbedderTest extends EmbedderContract {

    private final FakeEmbedder embedder = new FakeEmbedder();

    @Override
    protected Embedder embedder() {
        return embedder;
    }
}

package dev.mempalace.application.contract;

import dev.mempalace.application.fake.FakeTokenCounter;
import dev.mempalace.application.port.out.TokenCounter;

/** The fake token counter honours the token counter contract, so tests that chunk with it mean something. */
class FakeTokenCounterTest extends TokenCounterContract {

    private final FakeTokenCounter counter = new FakeTokenCounter(512);

    @Override
    protected TokenCounter counter() {
        return counter;
    }
}

package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page's model: a query searched again is not embedded again, and no caller can spoil a kept vector. */
class RecentQueryVectorsTest {

    /** The fake model, listing the queries it was asked to embed. */
    private static final class Counting implements Embedder {
        final List<String> asked = new ArrayList<>();
        private final FakeEmbedder model = new FakeEmbedder();

        @Override
        public ModelIdentity identity() {
            return model.identity();
        }

        @Override
        public float[] embedQuery(String query) {
            asked.add(query);
            return model.embedQuery(query);
        }

        @Override
        public List<float[]> embedDocuments(List<String> texts) {
            return model.embedDocuments(texts);
        }
    }

    @Test
    void aQuerySearchedAgainIsAnsweredWithTheVectorItHad() {
        Counting model = new Counting();
        RecentQueryVectors recent = new RecentQueryVectors(model);

        float[] first = recent.embedQuery("systemd timers");
        first[0] = 42f;
        float[] again = recent.embedQuery("systemd timers");
        recent.embedQuery("cron jobs");

        assertArrayEquals(new FakeEmbedder().embedQuery("systemd timers"), again);
        assertEquals(List.of("systemd timers", "cron jobs"), model.asked);
    }

    @Test
    void onlyTheLastQueriesAreKept() {
        Counting model = new Counting();
        RecentQueryVectors recent = new RecentQueryVectors(model);

        for (int i = 0; i <= 256; i++) {
            recent.embedQuery("query " + i);
        }
        recent.embedQuery("query 256");
        recent.embedQuery("query 0");

        assertEquals(258, model.asked.size(), model.asked::toString);
        assertEquals("query 0", model.asked.get(257));
    }
}

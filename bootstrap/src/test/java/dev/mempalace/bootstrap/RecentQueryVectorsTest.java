package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The page's model: a query the search says it will ask for is embedded at once on another thread, a query searched
 * again is not embedded again, a failure is not kept, and no caller can spoil a kept vector.
 */
class RecentQueryVectorsTest {

    /** The fake model, listing the queries it was asked to embed. */
    private static final class Counting implements Embedder {
        final List<String> asked = new CopyOnWriteArrayList<>();
        final List<String> threads = new CopyOnWriteArrayList<>();
        final Set<String> failing = ConcurrentHashMap.newKeySet();
        private final FakeEmbedder model = new FakeEmbedder();

        @Override
        public ModelIdentity identity() {
            return model.identity();
        }

        @Override
        public float[] embedQuery(String query) {
            asked.add(query);
            threads.add(Thread.currentThread().getName());
            if (failing.contains(query)) {
                throw new ModelUnavailableException("no model for " + query);
            }
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

    @Test
    void aPreparedQueryIsEmbeddedOnAnotherThreadOnce() {
        Counting model = new Counting();
        RecentQueryVectors recent = new RecentQueryVectors(model);

        recent.prepareQuery("systemd timers");
        recent.prepareQuery("systemd timers");
        float[] vector = recent.embedQuery("systemd timers");

        assertArrayEquals(new FakeEmbedder().embedQuery("systemd timers"), vector);
        assertEquals(List.of("systemd timers"), model.asked);
        assertNotEquals(Thread.currentThread().getName(), model.threads.get(0));
    }

    @Test
    void aFailureIsThrownAsTheModelThrewItAndNotKept() {
        Counting model = new Counting();
        RecentQueryVectors recent = new RecentQueryVectors(model);
        model.failing.add("cron jobs");

        recent.prepareQuery("cron jobs");
        assertThrows(ModelUnavailableException.class, () -> recent.embedQuery("cron jobs"));
        assertThrows(ModelUnavailableException.class, () -> recent.embedQuery("cron jobs"));
        model.failing.clear();

        assertArrayEquals(new FakeEmbedder().embedQuery("cron jobs"), recent.embedQuery("cron jobs"));
        assertEquals(List.of("cron jobs", "cron jobs", "cron jobs"), model.asked);
    }
}

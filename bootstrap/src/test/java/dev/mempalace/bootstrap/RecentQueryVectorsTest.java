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
 * A long-lived process's model: a query the search says it will ask for is embedded at once on another thread; on the
 * page a query searched again is not embedded again, in the warm process and the MCP server it is; a failure is not
 * kept, and no caller can spoil a kept vector.
 */
class RecentQueryVectorsTest {

    /** The fake model, listing the queries it was asked to embed. */
    private static final class Counting implements Embedder {
        final List<String> asked = new CopyOnWriteArrayList<>();
        final List<String> threads = new CopyOnWriteArrayList<>();
        final Set<String> failing = ConcurrentHashMap.newKeySet();
        /** The queries the test's own thread asked the model for. */
        final List<String> askedByCaller = new CopyOnWriteArrayList<>();
        private final Thread caller = Thread.currentThread();
        private final FakeEmbedder model = new FakeEmbedder();

        @Override
        public ModelIdentity identity() {
            return model.identity();
        }

        @Override
        public float[] embedQuery(String query) {
            asked.add(query);
            threads.add(Thread.currentThread().getName());
            if (Thread.currentThread() == caller) {
                askedByCaller.add(query);
            }
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
        RecentQueryVectors recent = RecentQueryVectors.remembering(model);

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
        RecentQueryVectors recent = RecentQueryVectors.remembering(model);

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
        RecentQueryVectors recent = RecentQueryVectors.remembering(model);

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
        RecentQueryVectors recent = RecentQueryVectors.remembering(model);
        model.failing.add("cron jobs");

        recent.prepareQuery("cron jobs");
        assertThrows(ModelUnavailableException.class, () -> recent.embedQuery("cron jobs"));
        assertThrows(ModelUnavailableException.class, () -> recent.embedQuery("cron jobs"));
        model.failing.clear();

        assertArrayEquals(new FakeEmbedder().embedQuery("cron jobs"), recent.embedQuery("cron jobs"));
        assertEquals(List.of("cron jobs", "cron jobs", "cron jobs"), model.asked);
    }

    @Test
    void aServerEmbedsAPreparedQueryOnAnotherThreadAndForgetsItOnceTaken() {
        Counting model = new Counting();
        RecentQueryVectors ahead = RecentQueryVectors.ahead(model);

        ahead.prepareQuery("systemd timers");
        float[] vector = ahead.embedQuery("systemd timers");
        float[] again = ahead.embedQuery("systemd timers");

        assertArrayEquals(new FakeEmbedder().embedQuery("systemd timers"), vector);
        assertArrayEquals(vector, again);
        assertEquals(List.of("systemd timers", "systemd timers"), model.asked);
        assertEquals(List.of("systemd timers"), model.askedByCaller);
    }

    @Test
    void aServerLetsGoOfPreparedQueriesNoSearchAskedFor() {
        Counting model = new Counting();
        RecentQueryVectors ahead = RecentQueryVectors.ahead(model);

        for (int i = 0; i <= 8; i++) {
            ahead.prepareQuery("query " + i);
        }
        ahead.embedQuery("query 8");
        ahead.embedQuery("query 0");

        assertEquals(List.of("query 0"), model.askedByCaller);
    }
}

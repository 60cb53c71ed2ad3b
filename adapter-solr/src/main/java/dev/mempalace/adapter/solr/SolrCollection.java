package dev.mempalace.adapter.solr;

import static dev.mempalace.adapter.solr.SolrCalls.call;
import static dev.mempalace.adapter.solr.SolrCalls.read;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.SolrRequest;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.client.solrj.request.AbstractUpdateRequest;
import org.apache.solr.client.solrj.request.UpdateRequest;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrException;
import org.apache.solr.common.SolrInputDocument;
import org.apache.solr.common.params.CursorMarkParams;

/**
 * One SolrCloud collection as MemPalace uses it: created with MemPalace's own configset when missing, refused when
 * its schema is another version's, read in pages and written with a soft commit, so that the next search sees it.
 */
final class SolrCollection {

    /** The version of the configset's schema, in its name: a collection of another is never changed. */
    static final int SCHEMA_VERSION = 3;
    static final String SCHEMA_NAME = "mempalace-" + SCHEMA_VERSION;
    private static final int PAGE = 500;

    private final CloudSolrClient client;
    private final String name;
    private final CollectionSetup setup;

    SolrCollection(CloudSolrClient client, String name, int shards, int replicas) {
        this.client = client;
        this.name = name;
        this.setup = new CollectionSetup(client, name, shards, replicas);
    }

    String name() {
        return name;
    }

    /** Whether the collection exists, checked to be MemPalace's of this schema version the first time. */
    boolean exists() {
        return setup.exists();
    }

    /** Creates the collection (and uploads the configset) unless it exists. */
    void create() {
        setup.create();
    }

    QueryResponse query(SolrQuery query) {
        return read(name, () -> client.query(name, query, SolrRequest.METHOD.POST));
    }

    SolrDocument get(String id) {
        return read(name, () -> client.getById(name, id));
    }

    /** Every document the query finds, in pages, in id order. */
    void each(SolrQuery query, Consumer<SolrDocument> consumer) {
        each(query, "id", doc -> {
            consumer.accept(doc);
            return true;
        });
    }

    /** The documents the query finds, in pages, in the order of a field (then id), while {@code more} says so. */
    void each(SolrQuery query, String field, Predicate<SolrDocument> more) {
        query.setRows(PAGE);
        query.setSorts(List.of());
        query.addSort(field, SolrQuery.ORDER.asc);
        if (!field.equals("id")) {
            query.addSort("id", SolrQuery.ORDER.asc);
        }
        String cursor = CursorMarkParams.CURSOR_MARK_START;
        while (true) {
            query.set(CursorMarkParams.CURSOR_MARK_PARAM, cursor);
            QueryResponse page = query(query);
            for (SolrDocument doc : page.getResults()) {
                if (!more.test(doc)) {
                    return;
                }
            }
            if (cursor.equals(page.getNextCursorMark())) {
                return;
            }
            cursor = page.getNextCursorMark();
        }
    }

    /**
     * Writes one document under optimistic concurrency (its {@code _version_}: -1 for one that must not exist yet)
     * without a commit, which real-time gets do not need; false when another writer changed it first.
     */
    boolean writeIfUnchanged(SolrInputDocument doc) {
        return call(name, () -> {
            try {
                new UpdateRequest().add(doc).process(client, name);
                return true;
            } catch (SolrException e) {
                if (conflict(e)) {
                    return false;
                }
                throw e;
            }
        });
    }

    private static boolean conflict(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause()) {
            if (e instanceof SolrException solr && solr.code() == SolrException.ErrorCode.CONFLICT.code) {
                return true;
            }
            if (e instanceof CloudSolrClient.RouteException route) {
                for (var entry : route.getThrowables()) {
                    if (conflict(entry.getValue())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Sends the update and makes it visible to searchers before returning. */
    void update(UpdateRequest update) {
        update.setAction(AbstractUpdateRequest.ACTION.COMMIT, true, true, true);
        call(name, () -> update.process(client, name));
    }

    /**
     * The same for an update that deletes documents by id, whose text must leave the nodes' files: a hard commit
     * that merges away every segment's deleted documents (the configset's merge policy allows none to stay), after
     * which the old segments are deleted. A replica keeps the transaction log a hard commit closes until the next
     * one closes another, so the deletions are sent again and committed again: the log that held the documents goes,
     * and the log kept holds only their ids.
     */
    void updateExpunging(UpdateRequest update, List<String> deletedIds) {
        update.setAction(AbstractUpdateRequest.ACTION.COMMIT, true, true, 1, false, true);
        call(name, () -> update.process(client, name));
        UpdateRequest again = new UpdateRequest().deleteById(deletedIds);
        again.setAction(AbstractUpdateRequest.ACTION.COMMIT, true, true, 1, false, true);
        call(name, () -> again.process(client, name));
    }
}

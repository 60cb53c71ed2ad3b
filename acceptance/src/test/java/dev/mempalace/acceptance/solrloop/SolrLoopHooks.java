package dev.mempalace.acceptance.solrloop;

import dev.mempalace.acceptance.cli.SolrLoop;
import io.cucumber.java.AfterAll;
import io.cucumber.java.BeforeAll;
import java.io.IOException;

/**
 * Glue of the CLI loop over SolrCloud alone ({@code CliSolrAcceptanceTest}): it lives outside the CLI glue's
 * package so that the in-process loop, whose glue is that package, never starts a cluster or the warm process.
 */
public final class SolrLoopHooks {

    private SolrLoopHooks() {
    }

    @BeforeAll
    public static void startTheLoop() {
        SolrLoop.begin();
    }

    @AfterAll
    public static void endTheLoop() throws IOException {
        SolrLoop.end();
    }
}

package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Every feature against the real {@code mempalace} launcher with the opt-in warm process on, each scenario's index a
 * store of its own in a 2-node SolrCloud (issues #18 and #19). A scenario that cannot hold on SolrCloud is tagged
 * {@code @sqlite-file} or {@code @solr-differs}; none is today. It runs beside the in-process halves
 * ({@link CliSearchAcceptanceTest}, {@link CliRestAcceptanceTest}), in a test JVM of its own.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME,
        value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.cli,dev.mempalace.acceptance.solrloop")
@ExcludeTags({"in-memory-only", "mcp-only", "sqlite-file", "solr-differs"})
class CliSolrAcceptanceTest {
}

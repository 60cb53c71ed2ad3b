package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Every feature against the real {@code mempalace} launcher, run as a subprocess: a person's outer loop. The build
 * runs it for the loop through the warm process over SolrCloud; the in-process loop runs it in two halves
 * ({@link CliSearchAcceptanceTest}, {@link CliRestAcceptanceTest}) in two test JVMs at once.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.cli")
@ExcludeTags({"in-memory-only", "mcp-only"})
class CliAcceptanceTest {
}

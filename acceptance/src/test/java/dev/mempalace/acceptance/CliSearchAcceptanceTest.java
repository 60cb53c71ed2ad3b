package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * The in-process CLI loop's first half: the search feature, the longest, and the doctor feature, against the real
 * launcher. The build runs it beside {@link CliRestAcceptanceTest} so that two test JVMs share the loop; {@link CliSolrAcceptanceTest} runs
 * every feature through the warm process over SolrCloud.
 */
@Suite
@IncludeEngines("cucumber")
@SelectClasspathResource("features/doctor.feature")
@SelectClasspathResource("features/search.feature")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.cli")
@ExcludeTags({"in-memory-only", "mcp-only"})
class CliSearchAcceptanceTest {
}

package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/** The in-process CLI loop's second half: every feature but search (see {@link CliSearchAcceptanceTest}). */
@Suite
@IncludeEngines("cucumber")
@SelectClasspathResource("features/bench.feature")
@SelectClasspathResource("features/embedding.feature")
@SelectClasspathResource("features/ingest.feature")
@SelectClasspathResource("features/reconcile.feature")
@SelectClasspathResource("features/remember.feature")
@SelectClasspathResource("features/sessions.feature")
@SelectClasspathResource("features/usage.feature")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.cli")
@ExcludeTags({"in-memory-only", "mcp-only"})
class CliRestAcceptanceTest {
}

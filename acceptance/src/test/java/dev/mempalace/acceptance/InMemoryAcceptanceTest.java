package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/** Every feature against the real services wired to in-memory fakes: the fast inner loop. */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.inmemory")
@ExcludeTags({"cli-only", "mcp-only"})
class InMemoryAcceptanceTest {
}

package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/** Every feature through the SDK's MCP client against a real {@code mempalace mcp} subprocess: an agent's outer loop. */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.mcp")
@ExcludeTags({"cli-only", "in-memory-only", "not-mcp"})
class McpAcceptanceTest {
}

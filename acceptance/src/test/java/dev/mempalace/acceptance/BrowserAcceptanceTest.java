package dev.mempalace.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.ExcludeTags;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * The features a person uses (search, read a note, sessions, the checkup) through the page of a real
 * {@code mempalace serve} in headless Chromium; what the page cannot do, since it only reads, goes through the
 * command line. Skipped, and said so, without Chromium.
 */
@Suite
@IncludeEngines("cucumber")
@SelectClasspathResource("features/doctor.feature")
@SelectClasspathResource("features/search.feature")
@SelectClasspathResource("features/remember.feature")
@SelectClasspathResource("features/sessions.feature")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = "dev.mempalace.acceptance.steps,dev.mempalace.acceptance.web")
@ExcludeTags({"cli-only", "in-memory-only", "mcp-only"})
class BrowserAcceptanceTest {
}

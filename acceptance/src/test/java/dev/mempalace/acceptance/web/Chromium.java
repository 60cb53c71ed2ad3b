package dev.mempalace.acceptance.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The test JVM's one headless Chromium (Debian's chromium and chromedriver, driven through Selenium), started on the
 * first page a scenario opens and quit when the loop ends: a browser per scenario would cost more than the loop.
 */
final class Chromium {

    private static final Path BINARY = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private static ChromeDriver browser;

    private Chromium() {
    }

    /** Whether the machine has the browser and its driver; without them the loop skips every scenario. */
    static boolean installed() {
        return Files.isExecutable(BINARY) && Files.isExecutable(DRIVER);
    }

    static String missing() {
        return "no " + BINARY + " or " + DRIVER + " (apt-get install chromium chromium-driver)";
    }

    static synchronized ChromeDriver browser() {
        if (browser == null) {
            Path profile;
            try {
                profile = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()),
                        "chromium-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            ChromeOptions options = new ChromeOptions().setBinary(BINARY.toFile()).addArguments("--headless=new",
                    "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                    "--window-size=1100,800");
            browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                    .usingAnyFreePort().build(), options);
            browser.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(1));
        }
        return browser;
    }

    static synchronized void quit() {
        if (browser != null) {
            browser.quit();
            browser = null;
        }
    }
}

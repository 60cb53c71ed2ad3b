package dev.mempalace.acceptance.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.acceptance.cli.Mempalace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code mempalace serve} over the scenario's workspace, a child process of the launcher as the CLI loop's
 * commands are (so that the page is tested as a user starts it, jar, class-data archive and all); its URL is the
 * first line it prints.
 */
final class ServeProcess implements AutoCloseable {

    private static final long START_MILLIS = 120_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Mempalace.Running running;
    private final URI url;

    /**
     * Starts serve from the workspace, its output in a folder of its own under the scenario's, with the user's data
     * folder the scenario's commands use.
     */
    ServeProcess(Path workspace, Path scenario) {
        try {
            Mempalace mempalace = Mempalace.in(workspace, Files.createTempDirectory(scenario, "serve-"));
            running = mempalace.start(List.of("--workspace", workspace.toString(), "serve"),
                    env -> env.put("XDG_DATA_HOME", scenario.resolve("data").toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        url = URI.create(firstLine());
    }

    /** The page's address for {@code pathAndQuery}, the token added so that any page opens first time. */
    URI at(String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + url.getPort() + pathAndQuery + (pathAndQuery.contains("?") ? "&"
                : "?") + url.getQuery());
    }

    /** A page's JSON answer (what a script gets with {@code Accept: application/json}) and its status. */
    Answer json(String pathAndQuery) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(at(pathAndQuery))
                    .header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), JSON.readTree(response.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while asking the page", e);
        }
    }

    /** A JSON answer: its HTTP status and its body. */
    record Answer(int status, JsonNode body) {
    }

    /** Ends serve as Ctrl-C would (the launcher execs the JVM, so the signal reaches it). */
    @Override
    public void close() {
        running.process().destroy();
        try {
            if (!running.process().waitFor(30, TimeUnit.SECONDS)) {
                running.process().destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String firstLine() {
        long deadline = System.currentTimeMillis() + START_MILLIS;
        try {
            while (System.currentTimeMillis() < deadline) {
                String out = Files.readString(running.out(), StandardCharsets.UTF_8);
                if (out.contains("\n")) {
                    return out.substring(0, out.indexOf('\n')).strip();
                }
                if (!running.process().isAlive()) {
                    throw new AssertionError("serve ended before printing its URL: "
                            + Files.readString(running.err(), StandardCharsets.UTF_8));
                }
                Thread.sleep(20);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
        throw new AssertionError("serve printed no URL within " + START_MILLIS + " ms");
    }
}

package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mempalace serve} over the real store and model: the URL it prints, what it answers, how it ends. */
class ServeCommandTest {

    @TempDir
    static Path dir;
    private static TestWorkspace ws;

    @BeforeAll
    static void ingest() throws IOException {
        ws = TestWorkspace.create(dir);
        assertEquals(0, ws.run("ingest").code());
    }

    @Test
    void theFirstLineIsTheUrlAndThePageAnswersUntilCtrlCEndsIt() throws Exception {
        int port;
        try (ServedPage page = new ServedPage(ws.dir)) {
            assertTrue(page.url().toString().matches("http://127\\.0\\.0\\.1:\\d+/\\?token=[A-Za-z0-9_-]{43}"),
                    page.url().toString());
            port = page.url().getPort();
            HttpResponse<String> search = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    page.at("/search?q=gradle+daemon+lock")).header("Accept", "application/json").build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode answer = new ObjectMapper().readTree(search.body());

            assertEquals(200, search.statusCode(), search.body());
            assertEquals(TestWorkspace.GRADLE, answer.get("results").get(0).get("path").asText());
            assertEquals(ws.index().toString(), answer.get("index").asText());
            assertEquals(130, page.stop(), page.err());
        }
        assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
    }

    @Test
    void aPortInUseOrOutOfRangeIsAUsageError() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CliResult busy = ws.run("serve", "--port", Integer.toString(taken.getLocalPort()));

            assertEquals(ExitCodes.USAGE, busy.code(), busy.toString());
            assertTrue(busy.errLines().get(busy.errLines().size() - 1).startsWith("mempalace: port "), busy.err());
        }
        CliResult negative = ws.run("serve", "--port", "-1");
        assertEquals(ExitCodes.USAGE, negative.code(), negative.toString());
    }
}

package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loads and runs the model in a child JVM inside an empty network namespace (Linux {@code unshare -rn}). */
class NoNetworkTest {

    @TempDir
    Path temp;

    @Test
    void theModelLoadsAndEmbedsWithoutANetwork() throws Exception {
        assumeTrue(run(List.of("unshare", "-rn", "true")).exitCode() == 0, "unshare -rn is unavailable here");
        assertTrue(OfflineProbe.loopbackWorks(), "the loopback check must see the network where there is one");

        List<String> command = new ArrayList<>(List.of("unshare", "-rn",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-DENGINE_CACHE_DIR=" + temp.resolve("djl"),
                "-Djava.io.tmpdir=" + temp,
                OfflineProbe.class.getName(), temp.resolve("models").toString()));
        Result probe = run(command);

        assertEquals(0, probe.exitCode(), probe.output());
        assertTrue(probe.output().contains("loopback=blocked"), probe.output());
        assertTrue(probe.output().contains("dimension=384"), probe.output());
        assertTrue(probe.output().contains("http-attempts=[]"), probe.output());
    }

    private Result run(List<String> command) throws InterruptedException {
        try {
            Path log = Files.createTempFile(temp, "probe", ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            boolean finished = process.waitFor(2, TimeUnit.MINUTES);
            if (!finished) {
                process.destroyForcibly();
            }
            return new Result(finished ? process.exitValue() : -1, Files.readString(log, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
    }

    private record Result(int exitCode, String output) {
    }
}

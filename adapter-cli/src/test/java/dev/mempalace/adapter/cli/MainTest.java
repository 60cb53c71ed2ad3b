package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import dev.mempalace.bootstrap.Cores;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The command line leaves {@code bench} out only when the arguments name another subcommand. */
class MainTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "search gradle | false",
        "--workspace bench search gradle | false",
        "--workspace=ws --timings search --mode lexical bench | false",
        "--index search.sqlite --model fp32 --model-dir m status | false",
        "bench --cold | true",
        "--workspace ws bench | true",
        "--help | true",
        "--version | true",
        "benc | true",
        "@args.txt | true",
        "-- search | true",
    })
    void benchIsBuiltUnlessAnotherCommandIsNamed(String arguments, boolean withBench) {
        Io io = new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), Map.of(), false);
        CommandLine line = Main.commandLine(new MempalaceCommand(io, Timings.start(), Cores.FRESH), arguments.split(" "));

        assertEquals(withBench, line.getSubcommands().containsKey("bench"), arguments);
        assertTrue(line.getSubcommands().containsKey("search"), arguments);
    }
}

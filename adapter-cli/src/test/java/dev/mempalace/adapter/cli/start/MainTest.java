package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.command.MempalaceCommand;
import dev.mempalace.adapter.cli.daemon.MainProcess;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.Wiring;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line holds only the subcommand the arguments name, else every subcommand and {@code bench}. */
class MainTest {

    private static final int EVERY = MempalaceCommand.SUBCOMMANDS.size() + 1;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "search gradle | search",
        "--workspace bench search gradle | search",
        "--workspace=ws --timings search --mode lexical bench | search",
        "--index search.sqlite --model fp32 --model-dir m status | status",
        "daemon status | daemon",
        "index copy --to x | index",
        "bench --cold | *",
        "--workspace ws bench | *",
        "--help | *",
        "--version | *",
        "benc | *",
        "@args.txt | *",
        "-- search | *",
    })
    void onlyTheNamedSubcommandIsBuilt(String arguments, String built) {
        Io io = new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), Map.of(), false);
        CommandLine line = Main.commandLine(new MempalaceCommand(io, Timings.start(), Cores.FRESH, MainRunner.INSTANCE),
                failure -> { }, CommandWords.of(arguments.split(" ")));

        if (built.equals("*")) {
            assertEquals(EVERY, line.getSubcommands().size(), arguments);
            assertTrue(line.getSubcommands().keySet().containsAll(Set.of("search", "bench", "index")), arguments);
        } else {
            assertEquals(Set.of(built), line.getSubcommands().keySet(), arguments);
        }
    }

    @ParameterizedTest
    @CsvSource({"ingest", "embed", "search", "reconcile", "status", "get", "remember", "init", "mcp", "serve", "sessions",
        "daemon", "index", "doctor"})
    void everySubcommandIsFoundByItsName(String name) {
        assertEquals(name, MempalaceCommand.subcommandNamed(name).map(MempalaceCommand.Subcommand::name)
                .orElse("none"));
    }

    /** Each subcommand is listed under the name its model declares: its annotation, or search's own model. */
    @Test
    void everySubcommandIsListedUnderTheNameItDeclares() {
        Io io = new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), Map.of(), false);
        MempalaceCommand top = new MempalaceCommand(io, Timings.start(), Cores.FRESH, MainRunner.INSTANCE);
        for (MempalaceCommand.Subcommand command : MempalaceCommand.SUBCOMMANDS) {
            Object model = top.model(command);
            String declared = model instanceof CommandLine.Model.CommandSpec spec ? spec.name()
                    : ((Class<?>) model).getAnnotation(CommandLine.Command.class).name();
            assertEquals(command.name(), declared);
        }
    }

    /**
     * A search over a SolrCloud index has no SQLite driver loaded beside its parse (bootstrap says which index has a
     * warm-up); the last --index counts.
     */
    @ParameterizedTest(name = "{0} (MEMPALACE_INDEX {1}): {2}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "search q | - | false",
        "search --index solr://zk:2181/c?store=s q | - | true",
        "--index=SOLR://zk/c?store=s search q | - | true",
        "search q | solr://zk/c?store=s | true",
        "--index /tmp/x.sqlite search q | solr://zk/c?store=s | false",
        "--index solr://zk/c?store=s --index other.sqlite search q | - | false",
        "search solr: | - | false",
    })
    void aSolrIndexIsToldFromTheArguments(String arguments, String variable, boolean solr) {
        assertEquals(solr, Wiring.indexWarmUp(CommandWords.of(arguments.split(" ")).indexNamed(variable),
                Path.of("cache")).isEmpty(), arguments);
    }

    /** A search asked for as lexical has no model runtime loaded beside its parse; the last --mode counts. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "search q | false",
        "search --mode lexical q | true",
        "search --mode=LEXICAL q | true",
        "search --mode hybrid q | false",
        "search --mode lexical --mode vector q | false",
        "search --mode vector --mode Lexical q | true",
        "search -- --mode lexical | false",
        "search q --mode | false",
    })
    void aLexicalSearchIsToldFromTheArguments(String arguments, boolean lexical) {
        assertEquals(lexical, CommandWords.of(arguments.split(" ")).asksLexical(), arguments);
    }

    /** The subcommand is read as before picocli: a top option's value is skipped, whatever it looks like. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "search q | search",
        "--workspace ws --index i.sqlite status | status",
        "--workspace -- search q | search",
        "--index=x ingest | ingest",
        "--verbose -- search | -",
        "@args.txt search | -",
        "--model-dir | -",
    })
    void theSubcommandIsReadOnceBeforeTheParse(String arguments, String subcommand) {
        assertEquals(subcommand, CommandWords.of(arguments.split(" ")).subcommand().orElse(null), arguments);
    }

    /**
     * A process's library switches leave out picocli's converters for types no option has, but not search's date:
     * {@code --since} still reads one, and a malformed one is still a usage error.
     */
    @Test
    void searchReadsItsDateWithTheLibrarySwitchesSet() {
        Main.prepareProcess(Map.of());
        Io io = new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), Map.of(), false);
        String[] arguments = {"search", "--since", "2024-05-01", "q"};
        CommandLine line = Main.commandLine(new MempalaceCommand(io, Timings.start(), Cores.FRESH, MainRunner.INSTANCE),
                failure -> { }, CommandWords.of(arguments));

        CommandLine.ParseResult parsed = line.parseArgs(arguments);

        assertEquals(LocalDate.of(2024, 5, 1), parsed.subcommand().matchedOptionValue("--since", null));
        assertThrows(CommandLine.ParameterException.class, () -> line.parseArgs("search", "--since", "2024-5-x", "q"));
    }

    @Test
    void aProcessOfItsOwnRunsTheEntryPoint() {
        assertEquals(Main.class.getName(), MainProcess.MAIN);
    }
}

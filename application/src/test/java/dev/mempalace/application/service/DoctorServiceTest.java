package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.InMemoryRetrievals;
import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Checkup.BrokenLink;
import dev.mempalace.application.port.in.Checkup.Duplicate;
import dev.mempalace.application.port.in.Checkup.Stale;
import dev.mempalace.application.port.in.Checkup.Superseded;
import dev.mempalace.application.port.in.EmbedProgress;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DoctorServiceTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"), ZoneOffset.UTC);
    private static final String BUN = "The project runs its unit tests with Bun: bun test is several times faster "
            + "than jest here, and the config lives in bunfig.toml at the top of the repository.";

    private final Memory memory = new Memory();
    private final InMemoryRetrievals retrievals = new InMemoryRetrievals();
    private final DoctorService doctor = new DoctorService(memory.source, memory.store, memory.embedder,
            paths -> Set.of("src/old/Gone.java"), retrievals, CLOCK);

    private Checkup check() {
        memory.ingest.ingest(true, EmbedProgress.NONE);
        return doctor.check(CheckOptions.DEFAULT);
    }

    @Test
    void findsExactAndNearDuplicatesAndLeavesALookAlikeAlone() {
        memory.source.write("a.md", "# Bun\n" + BUN);
        memory.source.write("copy.md", "---\ntags: [bun]\n---\n# Bun\n" + BUN.replace(" ", "  \n"));
        memory.source.write("reworded.md", "# Bun for tests\nThis project runs its unit tests with Bun: bun test "
                + "is several times faster than jest here, and its config lives in bunfig.toml at the top.");
        memory.source.write("runtime.md", "# Bun runtime\nThe server uses Bun as its runtime in production, not "
                + "Node: start it with bun run server.ts, and pin the version in .bun-version.");
        Checkup checkup = check();
        assertEquals(List.of(new Duplicate(Duplicate.Kind.EXACT, List.of("a.md", "copy.md"), 1.0)),
                checkup.duplicates().stream().filter(d -> d.kind() == Duplicate.Kind.EXACT).toList());
        List<List<String>> near = checkup.duplicates().stream().filter(d -> d.kind() == Duplicate.Kind.NEAR)
                .map(Duplicate::paths).toList();
        assertTrue(near.stream().noneMatch(p -> p.contains("runtime.md")), "a look-alike is no duplicate: " + near);
        assertTrue(checkup.foundSomething());
    }

    @Test
    void findsBrokenLinksWithTheirLineAndOrphans() {
        memory.source.write("a.md", "# A\nsee [[b]] and [the c note](sub/c.md)\nand [[nowhere]]\n"
                + "```\n[[in code]]\n```\nand [gone](../x.md#top) and [web](https://x.org/y.md)");
        memory.source.write("b.md", "# B\nbeta");
        memory.source.write("sub/c.md", "# C\nback to [a](../a.md)");
        memory.source.write("alone.md", "# Alone\nno links");
        Checkup checkup = check();
        assertEquals(List.of(new BrokenLink("a.md", 3, "nowhere"), new BrokenLink("a.md", 7, "../x.md#top")),
                checkup.brokenLinks());
        assertEquals(List.of("alone.md"), checkup.orphans());
    }

    @Test
    void findsSupersessionCyclesChainsMissingNotesAndRetiredReplacers() {
        memory.source.write("a.md", "---\nsupersedes: [b.md]\n---\n# A\nalpha");
        memory.source.write("b.md", "---\nsupersedes: [a.md]\n---\n# B\nbeta");
        memory.source.write("c.md", "---\nsupersedes: [d.md, typo.md]\n---\n# C\ngamma");
        memory.source.write("d.md", "---\nsupersedes: [e.md]\n---\n# D\ndelta");
        memory.source.write("e.md", "# E\nepsilon");
        memory.source.write("f.md", "---\nstatus: deprecated\nsupersedes: [g.md]\n---\n# F\nphi");
        memory.source.write("g.md", "# G\ngrapes");
        Checkup checkup = check();
        assertEquals(List.of(new Superseded(Superseded.Kind.CHAIN, List.of("c.md", "d.md", "e.md")),
                new Superseded(Superseded.Kind.MISSING, List.of("c.md", "typo.md")),
                new Superseded(Superseded.Kind.RETIRED, List.of("f.md", "g.md")),
                new Superseded(Superseded.Kind.CYCLE, List.of("a.md", "b.md"))), checkup.superseded());
    }

    @Test
    void findsNotesNamingGoneFilesAndOldUnreadNotesAndNotesNeverRetrieved() {
        memory.source.write("a.md", "---\ndate: 2026-11-20\n---\n# A\nThe parser is in src/old/Gone.java and "
                + "src/main/Kept.java.");
        memory.source.write("old.md", "---\ndate: 2024-01-02\n---\n# Old\nancient");
        memory.source.write("read.md", "---\ndate: 2024-01-02\n---\n# Read\nancient but read");
        memory.source.write("fresh.md", "---\ndate: 2026-11-25\n---\n# Fresh\nnew");
        retrievals.record(List.of("read.md"), LocalDate.of(2026, 11, 30));
        Checkup checkup = check();
        assertEquals(List.of(new Stale("a.md", Stale.Reason.MISSING_FILE, "src/old/Gone.java"),
                new Stale("old.md", Stale.Reason.OLD, "2024-01-02")), checkup.stale());
        assertEquals(List.of("old.md"), checkup.neverRetrieved());
    }

    @Test
    void aTidyMemoryFindsNothingToTend() {
        memory.source.write("a.md", "# A\nsee [[b]]");
        memory.source.write("b.md", "# B\nbeta");
        Checkup checkup = check();
        assertFalse(checkup.foundSomething(), checkup.toString());
    }
}

package dev.mempalace.adapter.cli.archfixture;

import dev.mempalace.adapter.cli.archfixturetwo.RoomThatCallsBack;
import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.benchmark.command.BenchHost;

/**
 * A driver that names an adapter, an out-port, a service and another driver, and a package of its own driver that
 * names it back, for the rules' own test.
 */
public final class DriverThatWiresItself {

    final SqliteIndexStore store = null;
    final IndexStore port = null;
    final ReconcileService service = null;
    final BenchHost bench = null;
    final RoomThatCallsBack room = null;
}

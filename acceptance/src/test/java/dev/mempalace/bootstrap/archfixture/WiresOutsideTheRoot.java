package dev.mempalace.bootstrap.archfixture;

import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.application.service.ReadNoteService;

/** Breaks the rules on purpose: a class of bootstrap outside the composition root names an adapter and a service. */
public final class WiresOutsideTheRoot {

    SqliteIndexStore store;
    ReadNoteService service;
}

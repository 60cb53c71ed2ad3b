package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Notice;
import java.util.List;

/**
 * What a search does, before it answers, about notes that changed on disk since the last ingest: a short-lived
 * command only warns ({@link WarnOnDrift}); a long-lived server brings the index up to date ({@link SyncOnDrift}).
 */
public interface Freshness {

    /** Runs before each answer; returns what the caller should know about the index it is about to read. */
    List<Notice> beforeAnswer();
}

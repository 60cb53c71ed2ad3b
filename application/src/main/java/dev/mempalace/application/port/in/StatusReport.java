package dev.mempalace.application.port.in;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.VectorCoverage;
import java.util.Optional;

/**
 * The state of the index: what it holds, the bytes its store keeps it in ({@code IndexStore#bytes}), how many chunks
 * lack vectors, and how far disk has drifted.
 */
public record StatusReport(IndexStats stats, long indexBytes, Optional<Fingerprint> fingerprint,
        Optional<VectorCoverage> vectors, Drift drift) {
}

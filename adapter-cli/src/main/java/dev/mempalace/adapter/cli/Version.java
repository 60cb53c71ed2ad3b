package dev.mempalace.adapter.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest; "development build" when run from classes. */
final class Version implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Version.class.getPackage().getImplementationVersion();
        return new String[] {"mempalace " + (version == null ? "(development build)" : version)};
    }
}

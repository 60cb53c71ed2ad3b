Feature: Ingest the workspace
  The notes on disk are the truth. The index is a disposable copy that ingest keeps in step with them,
  touching only what changed.

  Background:
    Given the note "runbooks/windows-locks.md":
      """
      ---
      title: Stuck deletes on Windows
      ---
      # Stuck deletes on Windows

      Antivirus scanners hold a file-locking handle on freshly written jars.
      """
    And the note "notes/systemd.md":
      """
      # Systemd timers

      Timers fire on calendar events and replace cron jobs.
      """
    And the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds.
      """

  Scenario: A new workspace is ingested and its notes can be found
    When I ingest the workspace
    Then the ingest reports 3 added, 0 changed, 0 removed and 0 unchanged notes
    When I search for "antivirus scanners"
    Then the first result is "runbooks/windows-locks.md"

  Scenario: A second ingest re-chunks changed notes, removes deleted ones and leaves the rest alone
    Given the workspace has been ingested with embedding
    When I edit the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds; the configuration cache skips configuration.
      """
    And I delete the note "notes/systemd.md"
    And I ingest the workspace with embedding
    Then the ingest reports 0 added, 1 changed, 1 removed and 1 unchanged notes
    And only the re-chunked notes were embedded
    When I search for "configuration cache" using words only
    Then the first result is "notes/gradle.md"
    When I search for "timers" using words only
    Then nothing is found
    When I search for "antivirus" using words only
    Then the first result is "runbooks/windows-locks.md"

  Scenario: Deleting the index and ingesting again gives the same answers
    Given the workspace has been ingested with embedding
    And I remember the answers to these searches:
      | daemon                  |
      | timers on calendar      |
      | file lock               |
      | warm jvm between builds |
    When I delete the index
    And I ingest the workspace with embedding
    Then the ingest reports 3 added, 0 changed, 0 removed and 0 unchanged notes
    And the remembered searches get the same answers

  Scenario: A note that cannot be read keeps its indexed copy and is reported
    Given the workspace has been ingested
    When the note "notes/gradle.md" becomes unreadable
    And I ingest the workspace
    Then the ingest reports "notes/gradle.md" as unreadable
    When I search for "daemon" using words only
    Then the first result is "notes/gradle.md"

Feature: Search by meaning
  Vectors are computed at ingest or embed time, never by a search. Once they exist, search fuses the word
  ranking with the meaning ranking; vectors are kept for text that did not change.

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

  # The MCP server's sync always computes vectors: it cannot leave an index without them.
  @not-mcp
  Scenario: A search right after an ingest without embedding answers by words, and by meaning once embed ran
    Given the workspace has been ingested without embedding
    When I search for "antivirus scanners"
    Then the first result is "runbooks/windows-locks.md"
    And the search ran by words only
    And I am warned that chunks lack vectors
    And the search embedded no document
    When I embed the missing vectors
    Then the embed computed a vector for every chunk
    When I search for "antivirus scanners"
    Then the search ran by words and meaning
    And no warning is given

  Scenario: After embedding, search finds notes by words and by meaning
    Given the workspace has been ingested with embedding
    When I search for "antivirus file lock"
    Then the search ran by words and meaning
    And "runbooks/windows-locks.md" is found both by words and by meaning
    And no warning is given
    And the search embedded no document

  Scenario: Vectors survive a re-ingest and a move
    Given the workspace has been ingested with embedding
    When I ingest the workspace with embedding
    Then the ingest embedded no chunk
    When I move the note "notes/gradle.md" to "archive/gradle.md"
    And I ingest the workspace with embedding
    Then the ingest reports 1 added, 0 changed, 1 removed and 2 unchanged notes
    And the ingest embedded no chunk
    When I search for "daemon"
    Then the first result is "archive/gradle.md"
    And "archive/gradle.md" is found both by words and by meaning

  @in-memory-only
  Scenario: Vectors of another model are not used until embed runs again
    Given the workspace has been ingested with embedding
    When the embedding model changes
    And I search for "daemon"
    Then the first result is "notes/gradle.md"
    And the search ran by words only
    And I am warned that chunks lack vectors
    When I embed the missing vectors
    Then the embed computed a vector for every chunk
    When I search for "daemon"
    Then the search ran by words and meaning

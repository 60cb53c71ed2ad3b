Feature: Reconcile the index with the workspace
  Disk is audited against the index: every note that is new, edited or deleted since the last ingest is counted
  (and, by reconcile, named), and disk and index agree once ingest has caught up.

  Background:
    Given the note "notes/systemd.md":
      """
      # Systemd timers

      Timers fire on calendar events and replace cron jobs.
      """
    And the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds.
      """
    And the note "notes/backups.md":
      """
      # Backups

      Copy every file to the NAS each night.
      """

  Scenario: Notes added, edited or deleted on disk are counted until the next ingest
    Given the workspace has been ingested
    Then the memory holds 3 notes, and disk and index agree
    When I add the note "notes/new.md":
      """
      # Release checklist

      Tag, build, sign and publish.
      """
    And I edit the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon is stopped with gradle --stop.
      """
    And I delete the note "notes/systemd.md"
    Then the memory counts 1 new, 1 edited and 1 deleted note on disk
    When I ingest the workspace
    Then the memory holds 3 notes, and disk and index agree

  # MCP's memory_status counts the notes that differ, but no tool names them.
  @not-mcp
  Scenario: Reconcile names a new, an edited and a deleted note, then agrees after ingest
    Given the workspace has been ingested
    When I reconcile the workspace with the index
    Then reconcile finds that disk and index agree
    When I add the note "notes/new.md":
      """
      # Release checklist

      Tag, build, sign and publish.
      """
    And I edit the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon is stopped with gradle --stop.
      """
    And I delete the note "notes/systemd.md"
    And I reconcile the workspace with the index
    Then reconcile names "notes/new.md" as new, "notes/gradle.md" as edited and "notes/systemd.md" as deleted
    When I ingest the workspace
    And I reconcile the workspace with the index
    Then reconcile finds that disk and index agree

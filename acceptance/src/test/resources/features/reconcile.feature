Feature: Reconcile the index with the workspace
  Reconcile audits disk against the index: it names every note that is new, edited or deleted since the
  last ingest, and agrees once ingest has caught up.

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

  Scenario: Reconcile agrees right after an ingest
    Given the workspace has been ingested without embedding
    When I reconcile the workspace with the index
    Then reconcile finds that disk and index agree

  Scenario: Reconcile names a new, an edited and a deleted note, then agrees after ingest
    Given the workspace has been ingested without embedding
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
    When I ingest the workspace without embedding
    And I reconcile the workspace with the index
    Then reconcile finds that disk and index agree

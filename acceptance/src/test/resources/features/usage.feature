@cli-only
Feature: Command-line usage errors
  A wrong command line is refused with exit code 2 and a single line on stderr that says what is wrong.

  Background:
    Given the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds.
      """
    And the workspace has been ingested

  Scenario Outline: Bad arguments are refused with one line of explanation: <arguments>
    When I run mempalace with the arguments "<arguments>"
    Then I am refused for bad usage with one line of explanation

    Examples:
      | arguments                  |
      | frobnicate                 |
      | search                     |
      | search --limit 0 daemon    |
      | search --limit many daemon |
      | search --mode fuzzy daemon |
      | ingest --colour            |

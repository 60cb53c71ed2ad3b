@mcp @mcp-only
Feature: Agents share one memory through MCP
  An agent talks to a long-lived `mempalace mcp` server: it searches before a task, reads the lines a hit
  points to, and remembers what it learned; the server keeps its index current with the notes on disk.

  Background:
    Given the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds.
      Stop it with gradle --stop when it holds stale classes.
      """
    And the workspace has been ingested with embedding

  Scenario: A note the agent remembers is found in the same session
    When the agent remembers "Corporate proxy fix" with the body "Set JAVA_TOOL_OPTIONS so that the JVM reaches the corporate proxy."
    Then the note was written to "corporate-proxy-fix.md", naming the agent
    When I search for "corporate proxy"
    Then the first result is "corporate-proxy-fix.md"
    And no warning is given

  Scenario: A note the agent remembers is found by the next agent's server
    When the agent remembers "Corporate proxy fix" with the body "Set JAVA_TOOL_OPTIONS so that the JVM reaches the corporate proxy."
    And a new MCP server starts
    And I search for "how does the JVM get through the proxy"
    Then the first result is "corporate-proxy-fix.md"

  Scenario: A note edited on disk is seen by the next search, without an ingest
    When I search for "daemon"
    Then the first result is "notes/gradle.md"
    When I edit the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds, like a zeppelin hangar.
      """
    And I add the note "notes/kafka.md":
      """
      # Kafka retention

      Topics keep messages for seven days unless retention.ms says otherwise.
      """
    And I search for "zeppelin" using words only
    Then the only result is "notes/gradle.md"
    And no warning is given
    When I search for "retention"
    Then the first result is "notes/kafka.md"

  Scenario: search_memory keeps to a folder, a tag or a date, and to current notes unless told otherwise
    Given the note "runbooks/wsl-memory.md":
      """
      ---
      tags: [wsl, runbook]
      date: 2026-03-01
      ---
      # WSL memory limit

      Set memory=8GB in .wslconfig to cap the WSL memory.
      """
    And the note "adr/wsl-memory.md":
      """
      ---
      tags: [wsl, decision]
      date: 2025-01-01
      ---
      # WSL memory decision

      We cap the WSL memory for every developer.
      """
    And the note "adr/wsl-memory-old.md":
      """
      ---
      status: superseded
      tags: [wsl, decision]
      ---
      # WSL memory, the old decision

      We left the WSL memory uncapped.
      """
    And the workspace has been ingested with embedding
    When I search for "wsl memory" in "runbooks/"
    Then the only result is "runbooks/wsl-memory.md"
    When I search for "wsl memory" tagged "Decision"
    Then the only result is "adr/wsl-memory.md"
    When I search for "wsl memory" dated "2026-01-01" or later
    Then the results are, in any order:
      | runbooks/wsl-memory.md |
      | notes/gradle.md        |
    When I search for "wsl memory" using words only, superseded notes included
    Then "adr/wsl-memory.md" ranks above "adr/wsl-memory-old.md"

  Scenario: The agent reads the lines a hit points to, numbered
    When the agent reads lines 3 to 4 of the note "notes/gradle.md"
    Then the agent gets the numbered lines:
      """
      notes/gradle.md (lines 3-4 of 4)
      3	The daemon keeps a warm JVM between builds.
      4	Stop it with gradle --stop when it holds stale classes.
      """

  Scenario Outline: Paths that leave the workspace are refused: <path>
    When the agent reads the note "<path>"
    Then the read is refused in one line naming "<path>"

    Examples:
      | path                    |
      | ../../etc/passwd        |
      | /etc/passwd             |
      | notes/../../outside.md  |
      | notes/gradle.txt        |

Feature: Remember what was learned, and read it back
  What an agent or a person learned is remembered as a new note, its secrets redacted before it is written, found by
  the next search of any session; a hit points to lines of a note, which are read back numbered, and only notes of
  the workspace can be read.

  Background:
    Given the note "notes/gradle.md":
      """
      # Gradle daemon

      The daemon keeps a warm JVM between builds.
      Stop it with gradle --stop when it holds stale classes.
      """
    And the workspace has been ingested with embedding

  Scenario: A remembered note is found at once, and names who wrote it
    When a note "Corporate proxy fix" is remembered with the body "Set JAVA_TOOL_OPTIONS so that the JVM reaches the corporate proxy."
    Then it was written to "corporate-proxy-fix.md", naming who wrote it
    When I search for "corporate proxy"
    Then the first result is "corporate-proxy-fix.md"
    And no warning is given

  Scenario: A secret in a remembered note never reaches the memory, and the answer says which kind was redacted
    When a note "Deploy token" is remembered whose body holds a GitHub token
    Then it was written to "deploy-token.md", the token replaced by "[redacted:github-pat]"
    And the answer warned that 1 secret of kind "github-pat" was redacted
    And a search for the token by words finds nothing
    When I search for "deploy job redacted github-pat" using words only
    Then the first result is "deploy-token.md"

  Scenario: A remembered note is found by the next session
    When a note "Corporate proxy fix" is remembered with the body "Set JAVA_TOOL_OPTIONS so that the JVM reaches the corporate proxy."
    And the memory is opened anew, as by the next agent
    And I search for "corporate proxy"
    Then the first result is "corporate-proxy-fix.md"

  # Only a long-lived MCP server syncs before it searches; a command's search warns instead.
  @mcp-only
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

  Scenario: The lines a hit points to are read back, numbered
    When I read lines 3 to 4 of the note "notes/gradle.md"
    Then I get lines 3 to 4 of its 4 lines:
      """
      The daemon keeps a warm JVM between builds.
      Stop it with gradle --stop when it holds stale classes.
      """

  Scenario Outline: Paths that leave the workspace are refused: <path>
    When I read the note "<path>"
    Then the read is refused in one line naming "<path>"

    Examples:
      | path                    |
      | ../../etc/passwd        |
      | /etc/passwd             |
      | notes/../../outside.md  |
      | notes/gradle.txt        |

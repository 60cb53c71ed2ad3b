# MCP has no tool that scores golden queries.
@not-mcp
Feature: Measuring retrieval on my own notes
  A user writes golden queries, each naming the notes it must find, and scores MemPalace on their own workspace:
  Recall@5 over the queries, and which queries missed, so a change to the notes or the tool is judged by numbers.

  Background:
    Given the note "build/gradle-lock.md":
      """
      # Gradle daemon holds a file lock

      The Gradle daemon keeps a file lock on the build cache, so a second build waits.
      """
    And the note "runbooks/wsl-memory.md":
      """
      # WSL memory limits

      WSL2 takes up to half of the host memory by default; set memory=8GB in .wslconfig.
      """

  Scenario: Lexical scoring names the query that finds nothing
    When I score these golden queries in lexical mode:
      | id | query               | relevant               | kind    |
      | q1 | gradle daemon lock  | build/gradle-lock.md   | keyword |
      | q2 | wsl memory limit    | runbooks/wsl-memory.md | keyword |
      | q3 | kubernetes ingress  | runbooks/wsl-memory.md | miss    |
    Then 3 queries are scored with Recall@5 0.667
    And the missed queries are "q3"

  Scenario: When every query finds its notes, nothing is listed as missed
    When I score these golden queries in lexical mode:
      | id | query | relevant               | kind  |
      | q1 | lock  | build/gradle-lock.md   | short |
      | q2 | wsl   | runbooks/wsl-memory.md | short |
    Then 2 queries are scored with Recall@5 1.0
    And the missed queries are ""

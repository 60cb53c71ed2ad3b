Feature: Search by words
  Notes holding every word of the question come before any holding only some; words match in their other forms; whatever
  the user types is searched as text.

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
    And the note "notes/backups.md":
      """
      # Backups

      Copy every file to the NAS each night.
      """

  Scenario: Notes with every word come before notes with only some of them
    Given the workspace has been ingested
    When I search for "file lock" using words only
    Then the results are, in order:
      | runbooks/windows-locks.md |
      | notes/backups.md          |

  Scenario: Notes with any of the words are found, ranked, when none has them all
    Given the workspace has been ingested
    When I search for "file zebra" using words only
    Then the results are, in any order:
      | runbooks/windows-locks.md |
      | notes/backups.md          |

  Scenario: Words match in their other forms
    Given the workspace has been ingested
    When I search by words for each of these texts:
      | text      | first                     |
      | file lock | runbooks/windows-locks.md |
      | locks     | runbooks/windows-locks.md |
      | timer     | notes/systemd.md          |
      | job       | notes/systemd.md          |
      | build     | notes/gradle.md           |
    Then every one of those searches was answered, and found the note it names

  Scenario: Query syntax is searched as plain words
    Given the workspace has been ingested
    When I search by words for each of these texts:
      | text                                | finds                     |
      | antivirus*                          | runbooks/windows-locks.md |
      | "antivirus                          | runbooks/windows-locks.md |
      | antivirus"                          | runbooks/windows-locks.md |
      | NEAR(antivirus                      | runbooks/windows-locks.md |
      | (antivirus)                         | runbooks/windows-locks.md |
      | antivirus AND                       | runbooks/windows-locks.md |
      | -antivirus                          | runbooks/windows-locks.md |
      | title:antivirus                     | runbooks/windows-locks.md |
      | ^antivirus                          | runbooks/windows-locks.md |
      | antivirus" OR "scanners             | runbooks/windows-locks.md |
      | '; DROP TABLE chunks; -- antivirus  | runbooks/windows-locks.md |
    Then every one of those searches was answered, and found the note it names

  Scenario: Search text without any word is answered, not rejected
    Given the workspace has been ingested
    When I search by words for each of these texts:
      | text       |
      | "          |
      | (          |
      | *          |
      | AND OR NOT |
      | NEAR()     |
      | 💥         |
    Then every one of those searches was answered, and found the note it names

  Scenario: Hostile search text is answered, never an error, and finds the note when it names one
    Given the workspace has been ingested
    # In a cell, \\uXXXX, \\t and \\\\ stand for the character (lone surrogates too, where the driver can pass
    # them); the text is repeated "times" times, separated by spaces.
    When I search by words for each of these texts:
      | text                             | times | finds                     |
      | antivirus*                       |     1 | runbooks/windows-locks.md |
      | "antivirus"                  |     1 | runbooks/windows-locks.md |
      | """ antivirus              |     1 | runbooks/windows-locks.md |
      | 'antivirus'                      |     1 | runbooks/windows-locks.md |
      | antivirus NOT scanners           |     1 | runbooks/windows-locks.md |
      | antivirus OR                     |     1 | runbooks/windows-locks.md |
      | NEAR(antivirus scanners, 2)      |     1 | runbooks/windows-locks.md |
      | {title body}: antivirus          |     1 | runbooks/windows-locks.md |
      | body:antivirus                   |     1 | runbooks/windows-locks.md |
      | - antivirus                      |     1 | runbooks/windows-locks.md |
      | +antivirus                       |     1 | runbooks/windows-locks.md |
      | antivirus:                       |     1 | runbooks/windows-locks.md |
      | antivirus)                       |     1 | runbooks/windows-locks.md |
      | ((((antivirus                    |     1 | runbooks/windows-locks.md |
      | antivirus \\\\ scanners          |     1 | runbooks/windows-locks.md |
      | antivirus % _ scanners           |     1 | runbooks/windows-locks.md |
      | antivirus\\u0007                 |     1 | runbooks/windows-locks.md |
      | antivirus\\u0001\\u001f scanners |     1 | runbooks/windows-locks.md |
      | antivirus\\tscanners             |     1 | runbooks/windows-locks.md |
      | antivirus\\u007f                 |     1 | runbooks/windows-locks.md |
      | antivirus\\u200b                 |     1 | runbooks/windows-locks.md |
      | \\u00a0antivirus\\u00a0          |     1 | runbooks/windows-locks.md |
      | \\ufeffantivirus                 |     1 | runbooks/windows-locks.md |
      | antivirus \\ud800                |     1 | runbooks/windows-locks.md |
      | \\udfff antivirus                |     1 | runbooks/windows-locks.md |
      | antivirus 😀 🧠                    |     1 | runbooks/windows-locks.md |
      | antivirus שלום مرحبا             |     1 |                           |
      | antivirus 日本語 한국어                |     1 |                           |
      | antivı̇rus                       |     1 |                           |
      | antivirus $(rm -rf ~) `id`       |     1 |                           |
      | antivirus                        |  5000 | runbooks/windows-locks.md |
      | (                                |  5000 |                           |
      | "                              |  5000 |                           |
      | NOT                              |  2000 |                           |
      | \\u0007                          |     3 |                           |
      | \\ud800\\udc00\\ud800            |     1 |                           |
      | *                                |     1 |                           |
      | ^                                |     1 |                           |
      | \\u0301                          |     1 |                           |
    Then every one of those searches was answered, and found the note it names

  # The MCP server's search brings the index up to date first, so it neither refuses for a missing index nor
  # warns that notes changed (the remember feature shows that instead).
  @not-mcp
  Scenario: Searching before any ingest says there is no index yet
    When I search for "daemon"
    Then I am told the memory has no index yet

  @not-mcp
  Scenario: Search warns when notes changed since the last ingest, and still answers
    Given the workspace has been ingested
    When I add the note "notes/new.md":
      """
      # Release checklist

      Tag, build, sign and publish.
      """
    And I search for "daemon"
    Then the first result is "notes/gradle.md"
    And I am warned that the index is behind the notes

  Scenario: Superseded notes are left out unless asked for, and then rank below current ones that match
    Given the note "decisions/maven.md":
      """
      ---
      status: superseded
      ---
      # Build tool

      We build with Maven. Maven builds every module; Maven is the build tool.
      """
    And the note "decisions/gradle.md":
      """
      # Build tool

      We build with Gradle now, no longer with Maven.
      """
    And the workspace has been ingested
    When I search for "maven build" using words only
    Then the results are, in order:
      | decisions/gradle.md |
      | notes/gradle.md     |
    When I search for "maven build" using words only, superseded notes included
    Then "decisions/gradle.md" ranks above "decisions/maven.md"

  Scenario: A search keeps to a folder, a tag or a date inside each of its legs, and to current notes unless told otherwise
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
    Then the search ran by words and meaning
    And the results are, in any order:
      | runbooks/wsl-memory.md    |
      | runbooks/windows-locks.md |
    When I search for "wsl memory" tagged "Decision"
    Then the only result is "adr/wsl-memory.md"
    When I search for "wsl memory" dated "2026-01-01" or later
    Then the first result is "runbooks/wsl-memory.md"
    And "adr/wsl-memory.md" is not among the results
    When I search for "wsl memory" using words only, superseded notes included
    Then "adr/wsl-memory.md" ranks above "adr/wsl-memory-old.md"

  Scenario: A search keeps to the agents' sessions or to the notes, and a session's hit names its transcript lines
    Given the note "sessions/claude-code/5f2c.md":
      """
      ---
      source: session
      harness: claude-code
      session: 5f2c
      project: /work/shop
      branch: main
      started: 2026-11-30T14:03:00Z
      ended: 2026-11-30T14:20:00Z
      transcript: /home/ada/.claude/projects/-work-shop/5f2c.jsonl
      lines: 30
      bytes: 9000
      ---
      # Session 5f2c in /work/shop

      ## 2026-11-30 14:03 UTC (lines 12–30)

      Why does the gradle daemon run out of memory? We gave the daemon a larger heap in gradle.properties.
      """
    And the workspace has been ingested with embedding
    When I search for "gradle daemon memory" among the agents' sessions only
    Then the only result is "sessions/claude-code/5f2c.md"
    And the hit in "sessions/claude-code/5f2c.md" came from this session, at these lines of its transcript:
      | harness    | claude-code                                      |
      | id         | 5f2c                                             |
      | project    | /work/shop                                       |
      | branch     | main                                             |
      | transcript | /home/ada/.claude/projects/-work-shop/5f2c.jsonl |
      | first line | 12                                               |
      | last line  | 30                                               |
    When I search for "gradle daemon memory" among the notes only
    Then the first result is "notes/gradle.md"
    And "sessions/claude-code/5f2c.md" is not among the results
    And no result came from a session

  Scenario: A search about a project keeps to the notes and sessions of that folder and the folders inside it
    Given the note "sessions/codex/r1.md":
      """
      ---
      source: session
      harness: codex
      session: r1
      project: /work/shop
      transcript: /home/ada/.codex/sessions/2026/11/30/rollout-r1.jsonl
      ---
      ## 2026-11-30 09:12 UTC (lines 3–9)

      The gradle daemon of the shop build needs a larger heap.
      """
    And the note "notes/shop-web-gradle.md":
      """
      ---
      project: /work/shop/web
      ---
      # Gradle daemon of the web shop

      The web module's gradle daemon runs with 2 GB.
      """
    And the note "notes/shopping-gradle.md":
      """
      ---
      project: /work/shopping
      ---
      # Gradle daemon of the shopping list

      Another project's gradle daemon.
      """
    And the workspace has been ingested with embedding
    When I search for "gradle daemon" about the project "/work/shop"
    Then the results are, in any order:
      | sessions/codex/r1.md     |
      | notes/shop-web-gradle.md |

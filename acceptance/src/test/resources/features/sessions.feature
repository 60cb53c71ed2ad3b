Feature: The agents' own sessions are memory
  What agents were asked and answered in their own sessions (Claude Code's transcripts, Codex's rollouts) is
  imported into memory as notes, secrets redacted first, and found like any note, each hit pointing back into its
  transcript. A session keeps growing in memory as it goes on, and one marked private is never kept.

  Background:
    Given a Claude Code session "c0ffee01" that ran in the workspace:
      | prompt                                              | reply                                                                                                                                                      |
      | why does the nightly export to the warehouse stop? | The export job ran as root, but the service account key can only be read by the export user, so the job stopped without a word. Running the timer as the export user fixed it. |
    And a Codex session "9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10" that ran in the workspace:
      | prompt                                               | reply                                                                                                                      |
      | how do we rotate the TLS certificate of the gateway? | Issue the new certificate from the internal CA, install it beside the old one, reload the gateway, and remove the old one a day later. |
    And the memory imports the sessions of Claude Code and Codex

  Scenario: Sessions of both harnesses are found by words the user never typed, each hit pointing into its transcript
    When I ingest the workspace with embedding
    And I search for "file permissions of the service account key" among the agents' sessions only
    Then the first result is "sessions/claude-code/c0ffee01.md"
    And the hit in "sessions/claude-code/c0ffee01.md" points into the claude-code transcript of session "c0ffee01" at lines 1 to 2
    When I search for "renewing the gateway's certificate" among the agents' sessions only
    Then the first result is "sessions/codex/9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10.md"
    And the hit in "sessions/codex/9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10.md" points into the codex transcript of session "9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10" at lines 2 to 3

  Scenario: A secret typed in a session never reaches memory
    Given a Claude Code session "5ec7e700" that ran in the workspace:
      | prompt                                                             | reply                                      |
      | push the release tag with my token ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d | I pushed the release tag with that token. |
    When I ingest the workspace with embedding
    Then the note "sessions/claude-code/5ec7e700.md" holds "[redacted:github-pat]" and not "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d"
    When I search for "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d" using words only
    Then nothing is found

  Scenario: A session that goes on adds its new exchanges, and only they are embedded
    When I ingest the workspace with embedding
    And the Claude Code session "c0ffee01" goes on:
      | prompt                               | reply                                                                      |
      | and how do we know when it stops?    | An alert now fires when the export has not finished by six in the morning. |
    And I ingest the workspace with embedding
    Then the last ingest embedded 1 chunk
    When I search for "alert when the export is late" among the agents' sessions only
    Then the first result is "sessions/claude-code/c0ffee01.md"

  Scenario: A session marked private is never kept, and one kept before is removed
    When I ingest the workspace with embedding
    And the Codex session "9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10" goes on:
      | prompt                                         | reply        |
      | mempalace:private, keep this session to myself | Understood. |
    And I ingest the workspace with embedding
    And I search for "rotate the gateway certificate" among the agents' sessions only
    Then "sessions/codex/9b2e4c1a-7d3f-4e8a-9c61-0d5b2a7e4f10.md" is not among the results

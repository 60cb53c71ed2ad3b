Feature: Tend the memory: a checkup that finds rot and changes nothing
  An agent that writes a note after every task repeats itself, links break and facts go stale. The checkup finds
  notes that say the same (the same text, or the same fact reworded), links to no note, notes naming a file the
  repository no longer has and notes that supersede each other in a circle; it leaves alone a note on the same
  topic that decided otherwise, and it never changes a note. A search answers one hit per fact: a near duplicate is
  listed under the best of them, and a look-alike stays a hit of its own.

  Scenario: A checkup finds planted rot and leaves a look-alike alone
    Given the note "wsl-memory.md":
      """
      # WSL memory

      WSL takes half the host's memory by default; cap it with memory=8GB under [wsl2] in .wslconfig.
      """
    And the note "wsl-memory-copy.md":
      """
      # WSL memory

      WSL takes half the host's memory by default;   cap it with memory=8GB
      under [wsl2] in .wslconfig.
      """
    And the note "wsl-ram-cap.md":
      """
      # WSL memory cap

      By default WSL takes half of the host's memory; cap it by setting memory=8GB in the [wsl2] section of .wslconfig.
      """
    And the note "wsl-reclaim.md":
      """
      # WSL memory reclaim

      Instead of capping WSL's memory, turn on autoMemoryReclaim=gradual under [experimental], so that WSL gives memory back when idle.
      """
    And the note "parser.md":
      """
      # Parser

      The parser lives in src/old/Parser.java; see [[lexer]] for the tokens.
      """
    And the note "old-rule.md":
      """
      ---
      supersedes: [new-rule.md]
      ---
      # Release rule

      Tag releases by hand.
      """
    And the note "new-rule.md":
      """
      ---
      supersedes: [old-rule.md]
      ---
      # Release rule again

      Tag releases from CI.
      """
    And the workspace's git repository once held "src/old/Parser.java", which a commit removed
    And the workspace has been ingested with embedding
    When I check the memory
    Then the checkup finds "wsl-memory.md" and "wsl-memory-copy.md" to be exact duplicates
    And the checkup finds "wsl-memory.md" and "wsl-ram-cap.md" to be near duplicates
    And the checkup finds no duplicate of "wsl-reclaim.md"
    And the checkup finds the broken link "lexer" on line 3 of "parser.md"
    And the checkup finds "parser.md" stale, naming "src/old/Parser.java"
    And the checkup finds the supersession cycle "new-rule.md" and "old-rule.md"

  Scenario: A search shows one hit per fact, the near duplicate listed under it and the look-alike on its own
    Given the note "wsl-memory.md":
      """
      # WSL memory

      WSL takes half the host's memory by default; cap it with memory=8GB under [wsl2] in .wslconfig.
      """
    And the note "wsl-ram-cap.md":
      """
      # WSL memory cap

      By default WSL takes half of the host's memory; cap it by setting memory=8GB in the [wsl2] section of .wslconfig.
      """
    And the note "wsl-reclaim.md":
      """
      # WSL memory reclaim

      Instead of capping WSL's memory, turn on autoMemoryReclaim=gradual under [experimental], so that WSL gives memory back when idle.
      """
    And the workspace has been ingested with embedding
    When I search for "wsl memory"
    Then the search ran by words and meaning
    And one hit stands for "wsl-memory.md" and "wsl-ram-cap.md", the other listed under it
    And "wsl-reclaim.md" is a hit of its own

  Scenario: A tidy memory has nothing to tend
    Given the note "a.md":
      """
      # A

      See [[b]].
      """
    And the note "b.md":
      """
      # B

      Beta.
      """
    And the workspace has been ingested with embedding
    When I check the memory
    Then the checkup finds nothing to tend

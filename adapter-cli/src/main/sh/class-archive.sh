# Sourced by both POSIX launchers (./mempalace and a release's bin/mempalace): the application class-data archive,
# which halves a short command's start-up. Needs JVM_FLAGS set by the launcher.

# mempalace_archive_stale JSA FILE...: true when JSA is missing or a FILE is newer (a jar, or the folder of the jars,
# whose time changes when one is added or removed). The shell's own test, not find: no process at every command.
mempalace_archive_stale() {
  as_jsa=$1
  shift
  [ -f "$as_jsa" ] || return 0
  for as_file in "$@"; do
    [ ! "$as_file" -nt "$as_jsa" ] || return 0
  done
  return 1
}

# mempalace_archive_for ARGS...: sets JSA_NAME and JSA_TRAINING for the command: an MCP server has an archive of its
# own (mempalace-mcp.jsa, trained by an agent's MCP session), every other command shares mempalace.jsa. The MCP SDK's
# classes would double the shared archive, and a larger archive makes every start slower (the JVM relocates it).
# An argument that is exactly mcp is enough to tell: a search for the word alone gets the MCP server's archive, and
# runs as it would.
mempalace_archive_for() {
  JSA_NAME=mempalace.jsa
  JSA_TRAINING=commands
  for af_arg; do
    if [ "$af_arg" = mcp ]; then
      JSA_NAME=mempalace-mcp.jsa
      JSA_TRAINING=mcp
    fi
  done
}

# mempalace_train_archive JAVA JAR JSA TRAINING: writes JSA from a training run (ArchiveTraining in
# dev.mempalace.adapter.cli: the common commands, each once, or with TRAINING mcp an agent's MCP session, over a
# throwaway workspace), so that the archive holds what a search, an ingest or a remember loads, whichever command
# comes first after a build or an install. It goes to a temporary name and
# is moved into place when complete, so concurrent first runs never see half an archive. When none could be made
# (a JVM without dynamic archives, say), JSA is left empty, which the JVM passes over in silence: the commands then
# start without one instead of each trying again.
mempalace_train_archive() {
  ca_tmp="$3.$$.tmp"
  if [ -t 2 ]; then
    echo "mempalace: preparing the start-up archive (once per build, a few seconds) ..." >&2
  fi
  trap 'rm -f "$ca_tmp"; exit 130' INT
  "$1" $JVM_FLAGS -XX:ArchiveClassesAtExit="$ca_tmp" -cp "$2" dev.mempalace.adapter.cli.ArchiveTraining "$4" \
    </dev/null >/dev/null 2>&1 || true
  trap - INT
  if [ -f "$ca_tmp" ]; then
    mv -f "$ca_tmp" "$3" 2>/dev/null || rm -f "$ca_tmp"
  else
    : >"$3" 2>/dev/null || true
  fi
}

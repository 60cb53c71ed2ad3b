# Sourced by the mempalace launchers (the checkout's and the release's): the opt-in warm process (docs/daemon.md).
# Once `mempalace daemon start` or MEMPALACE_DAEMON=on has started it, the small client hands it the command and
# prints its answer. When no daemon answers, or it declines the command, the client exits 254 having read nothing,
# and the launcher runs the command itself. MEMPALACE_DAEMON=off never asks. The socket's folder follows the rule
# of DaemonFolder.java.
#
# mempalace_try_daemon JAVA CLIENT_JAR CLIENT_ARCHIVE ARGS...: the command's exit code, or 254 to run it here.
# Needs class-archive.sh sourced first (mempalace_record_flags, mempalace_dump_archive), and CLIENT_ARCHIVE named
# with the ending mempalace_archive_kind chose.
mempalace_try_daemon() {
  md_java=$1 md_client=$2 md_jsa=$3
  shift 3
  [ "${MEMPALACE_DAEMON:-}" != off ] || return 254
  if [ -n "${XDG_RUNTIME_DIR:-}" ]; then
    md_sock=$XDG_RUNTIME_DIR/mempalace/daemon.sock
  elif [ -n "${MEMPALACE_CACHE:-}" ]; then
    md_sock=$MEMPALACE_CACHE/daemon/daemon.sock
  else
    md_sock=${XDG_CACHE_HOME:-$HOME/.cache}/mempalace/daemon/daemon.sock
  fi
  [ -S "$md_sock" ] && [ -f "$md_client" ] || return 254
  # The client has a class-data archive of its own: its first answered run lists the classes it loaded, the JDK's
  # among them, and a JVM then dumps those alone into one static archive, smaller than the JDK's default archive that
  # a dynamic one would sit on (the JVM relocates every archive it maps at each start). The shell's own test, not
  # find: no process at every command.
  # On a runtime with ahead-of-time caches (mempalace_archive_kind) the same is done with the cache's configuration.
  md_list=
  if [ -f "$md_jsa" ] && [ ! "$md_client" -nt "$md_jsa" ]; then
    md_cds="${ARCHIVE_USE:--XX:SharedArchiveFile=}$md_jsa"
  elif [ -d "${md_jsa%/*}" ] || (umask 077 && mkdir -p "${md_jsa%/*}") 2>/dev/null; then
    md_list="$md_jsa.$$.classes"
    mempalace_record_flags "$md_list"
    md_cds=$RECORD_FLAGS
  else
    md_cds=
  fi
  md_status=0
  trap : INT
  # The client runs little code, once: the interpreter alone (-Xint) starts no compiler and compiles nothing. It runs
  # with G1 instead of the launcher's serial collector: JDK 17 maps an archive's heap objects, and with them the
  # module graph the JVM would otherwise build at each start, for G1 alone (10 % of the client's CPU).
  md_flags="-XX:-UseSerialGC -XX:+UseG1GC -Xint"
  "$md_java" $JVM_FLAGS $md_flags $md_cds -cp "$md_client" dev.mempalace.adapter.cli.client.DaemonClient \
    "$@" || md_status=$?
  trap - INT
  # The archive is made from a command the daemon answered: one it declined (daemon, bench, mcp), or a socket nobody
  # answers on, loads none of the answer's classes, which every later command would then load from the jar.
  if [ -n "$md_list" ]; then
    if [ "$md_status" -ne 254 ]; then
      mempalace_dump_archive "$md_java" "$md_client" "$md_list" "$md_jsa" $md_flags || true
    fi
    rm -f "$md_list"
  fi
  return $md_status
}

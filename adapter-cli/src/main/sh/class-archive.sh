# Sourced by both POSIX launchers (./mempalace and a release's bin/mempalace): the application class-data archive,
# which halves a short command's start-up. Needs JVM_FLAGS set by the launcher.

# mempalace_release_line RELEASE_FILE KEY: sets RELEASE_LINE to the KEY=... line of a Java runtime's release file,
# empty where it has none or cannot be read; the shell reads it itself, no process.
mempalace_release_line() {
  RELEASE_LINE=
  [ -r "$1" ] || return 0
  while IFS= read -r rf_line; do
    case $rf_line in
      "$2"=*) RELEASE_LINE=$rf_line ;;
    esac
  done <"$1"
}

# mempalace_archive_kind RELEASE_FILE: chooses the archive for the Java runtime whose release file RELEASE_FILE is.
# A runtime of JDK 25 or later gets an ahead-of-time cache (JEPs 483 and 514): its classes not only parsed but loaded
# and linked ahead of time, recorded by the same training run and assembled by a second JVM as the static archive is
# (-XX:AOTMode=record, then create); a cold lexical search takes about an eighth less time than from JDK 17's static
# archive (docs/results.md). Earlier runtimes, or one whose version cannot be read, get the static class-data
# archive. Sets ARCHIVE_EXT (the archives' file ending, aot or jsa) and ARCHIVE_USE (the JVM option that maps one),
# and adds to JVM_FLAGS what such a runtime needs to stay quiet on stderr: native access for the libraries that load
# native code (sqlite-jdbc, ONNX Runtime, zstd-jni), which JDK 24 and later warn of (a cache maps only with the
# module options it was recorded with, so the training runs with it too), and its aot log tag off as cds is.
mempalace_archive_kind() {
  mempalace_release_line "$1" JAVA_VERSION
  ak_version=${RELEASE_LINE#JAVA_VERSION=}
  ak_version=${ak_version#\"}
  ak_feature=${ak_version%%[!0-9]*}
  if [ "${ak_feature:-0}" -ge 25 ]; then
    ARCHIVE_EXT=aot
    ARCHIVE_USE=-XX:AOTCache=
    # -Xshare's modes and an AOT cache exclude each other: the cache's own mode (auto) is the default.
    case $JVM_FLAGS in
      *-Xshare:auto*) JVM_FLAGS="${JVM_FLAGS%%-Xshare:auto*}${JVM_FLAGS#*-Xshare:auto}" ;;
    esac
    JVM_FLAGS="$JVM_FLAGS --enable-native-access=ALL-UNNAMED -Xlog:aot*=off:stderr"
  else
    ARCHIVE_EXT=jsa
    ARCHIVE_USE=-XX:SharedArchiveFile=
  fi
}

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
# own (mempalace-mcp.jsa, trained by an agent's MCP session), and so has a lexical search (mempalace-lexical.jsa,
# trained by lexical searches alone); every other command shares mempalace.jsa. The JVM relocates the whole archive
# at every start, so a smaller one starts sooner: the MCP SDK's classes would double the shared archive, and a
# lexical search needs about half of it (none of the model's runtimes). The arguments are only looked at, not parsed:
# one that is exactly mcp, else the word search with --mode lexical (any case; the last --mode counts). A command
# told apart wrongly (a search for the word mcp, say) only starts from an archive that holds less of it.
mempalace_archive_for() {
  JSA_NAME=mempalace.${ARCHIVE_EXT:-jsa}
  JSA_TRAINING=commands
  af_search=
  af_lexical=
  af_mode=
  for af_arg; do
    if [ -n "$af_mode" ]; then
      af_mode=
      case $af_arg in
        [Ll][Ee][Xx][Ii][Cc][Aa][Ll]) af_lexical=1 ;;
        *) af_lexical= ;;
      esac
      continue
    fi
    case $af_arg in
      mcp)
        JSA_NAME=mempalace-mcp.${ARCHIVE_EXT:-jsa}
        JSA_TRAINING=mcp
        return 0
        ;;
      search) af_search=1 ;;
      --mode) af_mode=1 ;;
      --mode=[Ll][Ee][Xx][Ii][Cc][Aa][Ll]) af_lexical=1 ;;
      --mode=*) af_lexical= ;;
    esac
  done
  if [ -n "$af_search" ] && [ -n "$af_lexical" ]; then
    JSA_NAME=mempalace-lexical.${ARCHIVE_EXT:-jsa}
    JSA_TRAINING=lexical
  fi
}

# mempalace_train_archive JAVA JAR JSA TRAINING: writes JSA from a training run (ArchiveTraining in
# dev.mempalace.adapter.cli.start: the common commands, each once, with TRAINING mcp an agent's MCP session, with lexical
# lexical searches, over a throwaway workspace), so that the archive holds what a search, an ingest or a remember
# loads, whichever command comes first after a build or an install. The training lists the classes it loaded, the
# JDK's among them, and a second JVM dumps those alone into one static archive. A dynamic archive (written at the
# training's exit) would sit on the JDK's default one, whose classes a command half uses, and the JVM relocates
# every archive it maps at each start: one archive of what the training loaded is a fifth smaller, and a cold lexical
# search 5 to 10 ms faster (mempalace_dump_archive). When none could be made (a JVM without class-data sharing,
# say), JSA is left empty, which the JVM passes over in silence: the commands then start without one instead of
# each trying again.
mempalace_train_archive() {
  ca_list="$3.$$.classes"
  if [ -t 2 ]; then
    echo "mempalace: preparing the start-up archive (once per build, a few seconds) ..." >&2
  fi
  trap 'rm -f "$3.$$.tmp" "$ca_list"; exit 130' INT
  mempalace_record_flags "$ca_list"
  "$1" $JVM_FLAGS $RECORD_FLAGS -cp "$2" dev.mempalace.adapter.cli.start.ArchiveTraining "$4" \
    </dev/null >/dev/null 2>&1 || true
  mempalace_dump_archive "$1" "$2" "$ca_list" "$3" || : >"$3" 2>/dev/null || true
  trap - INT
}

# mempalace_record_flags LIST: sets RECORD_FLAGS to the JVM options that make a run list what it loads into LIST, for
# mempalace_dump_archive: the class list of a class-data archive, or the configuration of an ahead-of-time cache
# (whose recording run would print that it recorded one on stdout, which carries a command's output: the JVM's own
# output is off for that run).
mempalace_record_flags() {
  if [ "${ARCHIVE_EXT:-jsa}" = aot ]; then
    RECORD_FLAGS="-XX:AOTMode=record -XX:AOTConfiguration=$1 -XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput"
  else
    RECORD_FLAGS="-XX:DumpLoadedClassList=$1"
  fi
}

# mempalace_dump_archive JAVA CLASS_PATH LIST JSA [JVM_FLAG...]: dumps what LIST names (written by a run with
# mempalace_record_flags) into JSA, with the launcher's JVM_FLAGS and the JVM_FLAGs given, then removes LIST: the
# classes of a class list into one static archive, or an ahead-of-time configuration into its cache. The archive
# goes to a temporary name and is moved into place when complete, so concurrent first runs never see half an
# archive. False when none was dumped (LIST empty or missing, or a JVM that cannot dump); the warm process's client
# (daemon-client.sh) dumps its own archive through it too.
mempalace_dump_archive() {
  da_java=$1 da_cp=$2 da_list=$3 da_jsa=$4
  da_tmp="$da_jsa.$$.tmp"
  shift 4
  if [ ! -s "$da_list" ]; then
    :
  elif [ "${ARCHIVE_EXT:-jsa}" = aot ]; then
    "$da_java" $JVM_FLAGS "$@" -XX:AOTMode=create -XX:AOTConfiguration="$da_list" -XX:AOTCache="$da_tmp" \
      -cp "$da_cp" </dev/null >/dev/null 2>&1 || rm -f "$da_tmp"
  else
    "$da_java" $JVM_FLAGS "$@" -Xshare:dump -XX:SharedClassListFile="$da_list" -XX:SharedArchiveFile="$da_tmp" \
      -cp "$da_cp" </dev/null >/dev/null 2>&1 || rm -f "$da_tmp"
  fi
  rm -f "$da_list"
  [ -f "$da_tmp" ] || return 1
  mv -f "$da_tmp" "$da_jsa" 2>/dev/null || rm -f "$da_tmp"
}

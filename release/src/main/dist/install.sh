#!/bin/sh
# Installs this unpacked MemPalace release: copies its folder to $MEMPALACE_HOME/<version> (default
# ~/.local/share/mempalace/<version>) and links $MEMPALACE_BIN/mempalace (default ~/.local/bin/mempalace) to its
# launcher. Running it again installs the same way. Needs from PATH only: dirname, mkdir, cp, rm, mv, ln.
set -e

VERSION=@project.version@
SRC=$(cd "$(dirname "$0")" && pwd -P)
HOME_DIR=${MEMPALACE_HOME:-$HOME/.local/share/mempalace}
BIN_DIR=${MEMPALACE_BIN:-$HOME/.local/bin}
LINK="$BIN_DIR/mempalace"

# Never replace the user's own file: only a symlink (an earlier install's) is ours to replace.
if [ -e "$LINK" ] && [ ! -h "$LINK" ]; then
  echo "install.sh: $LINK exists and is not a symlink; nothing installed (move it, or set MEMPALACE_BIN)" >&2
  exit 1
fi

mkdir -p "$HOME_DIR" "$BIN_DIR"
HOME_DIR=$(cd "$HOME_DIR" && pwd -P)
DEST="$HOME_DIR/$VERSION"
# Copied under a temporary name first, so that a failed copy leaves any earlier install of this version whole.
if [ "$SRC" != "$(cd "$DEST" 2>/dev/null && pwd -P)" ]; then
  rm -rf "$DEST.$$.tmp"
  cp -R "$SRC" "$DEST.$$.tmp"
  rm -rf "$DEST"
  mv "$DEST.$$.tmp" "$DEST"
fi
rm -f "$LINK"
ln -s "$DEST/bin/mempalace" "$LINK"

echo "mempalace $VERSION installed in $DEST; $LINK runs it"
case ":$PATH:" in
  *":$BIN_DIR:"* | *":$BIN_DIR/:"*) ;;
  *) echo "$BIN_DIR is not on your PATH: add it (export PATH=\"$BIN_DIR:\$PATH\" in ~/.profile) or run $LINK" ;;
esac

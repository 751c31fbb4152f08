#!/usr/bin/env bash
# Prints the line that puts Node 24 first on PATH, after installing it when the machine's node is older:
#   eval "$(bash scripts/use-node24.sh)"
# The binary comes from the npm registry's node-linux-<arch> package (it holds `node` only; the machine's npm then
# runs under it) and lives outside the repository, in the user's cache. Prints nothing when node is already 24+.
set -euo pipefail

want=24
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have" -ge "$want" ]; then exit 0; fi

dir="${XDG_CACHE_HOME:-${HOME:-$PWD}/.cache}/fabric-tales/node$want"
pkg="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(node -p process.arch)"
bin="$dir/node_modules/$pkg/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$want" ]; then
  echo "installing $pkg@$want into $dir" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --no-save --loglevel=error "$pkg@$want" >&2
fi
echo "export PATH=\"$bin:\$PATH\""

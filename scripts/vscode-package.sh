#!/usr/bin/env bash
# Builds the VS Code extension (editors/vscode: highlighting, and the vdl
# language server started as `vdl lsp`) as a .vsix file anyone installs
# with `code --install-extension vdl.vsix`, after checking, without VS
# Code, that activating it starts `vdl lsp` (test/activate.test.js).
#
#   scripts/vscode-package.sh [OUT.vsix]     # default editors/vscode/vdl.vsix
#
# Needs Node.js and npm (the npm registry, for vscode-languageclient and
# vsce, pinned by package-lock.json). Exits 2 when they are missing.
set -eu
cd "$(dirname "$0")/../editors/vscode"
out=${1:-vdl.vsix}
case $out in /*) ;; *) out=$PWD/$out ;; esac
command -v npm >/dev/null 2>&1 || { echo "vscode-package: npm not found (Debian: apt-get install nodejs npm)" >&2; exit 2; }
npm ci --no-audit --no-fund --loglevel=error >/dev/null || { echo "vscode-package: npm ci failed (is the npm registry reachable?)" >&2; exit 2; }
npm test
npx --no-install vsce package --out "$out"

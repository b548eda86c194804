#!/bin/sh
# Regenerates docs/cli, the Markdown manual of every vdl command, from the
# commands' own help text (vdl man --markdown). Run it after changing a
# command, a flag or a help text: TestDocsUpToDate in cmd/vdl fails while
# docs/cli differs from what this writes. `go generate ./cmd/vdl` runs it.
set -eu
cd "$(dirname "$0")/.."
rm -rf docs/cli
go run ./cmd/vdl man --markdown docs/cli
echo "docs/cli: $(ls docs/cli | wc -l) pages"

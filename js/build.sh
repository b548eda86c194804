#!/bin/sh
# Builds vdl for JavaScript: js/vdl.wasm (package vdl compiled with
# GOOS=js GOARCH=wasm) and a copy of Go's wasm_exec.js, both next to
# js/vdl.js, which loads them. Neither is committed (js/.gitignore).
#   js/build.sh && node js/example.js
set -eu
cd "$(dirname "$0")"
GOOS=js GOARCH=wasm go build -trimpath -o vdl.wasm .
root=$(go env GOROOT)
for f in "$root/lib/wasm/wasm_exec.js" "$root/misc/wasm/wasm_exec.js"; do
	if [ -f "$f" ]; then
		cp "$f" wasm_exec.js
		echo "js: vdl.wasm ($(wc -c <vdl.wasm) bytes), wasm_exec.js from $f"
		exit 0
	fi
done
echo "js/build.sh: no wasm_exec.js in $root/lib/wasm or $root/misc/wasm" >&2
exit 1

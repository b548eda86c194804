#!/usr/bin/env bash
# Runs every fuzz target of the module for TIME each (default 1m), one
# after another: scripts/fuzz.sh 10m. Targets are found in the *_test.go
# files (func FuzzXxx), so new ones join without editing this script.
#
# A failing input is written by Go under the package's testdata/fuzz/
# FuzzXxx/ directory; commit it: "go test" then runs it as a regression
# case every time. The script goes on with the other targets and exits 1
# if any target failed, listing them at the end.
#
# FUZZ_PARALLEL sets the workers per target (go test -parallel; default:
# one per CPU). On a shared machine, FUZZ_PARALLEL=1.
set -u
fuzztime="${1:-1m}"
cd "$(dirname "$0")/.." || exit 2

parallel=()
if [ -n "${FUZZ_PARALLEL:-}" ]; then
	parallel=(-parallel "$FUZZ_PARALLEL")
fi

failed=()
targets=0
while IFS=: read -r file name; do
	dir="$(dirname "$file")"
	targets=$((targets + 1))
	echo "== $dir $name ($fuzztime)"
	if ! go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "${parallel[@]}" "$dir"; then
		failed+=("$dir $name")
	fi
done < <(grep -rHo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*' . | sed 's/:func /:/' | sort)

echo "== $targets fuzz targets, $fuzztime each"
if [ ${#failed[@]} -gt 0 ]; then
	echo "failed (commit the new inputs under testdata/fuzz/ with the fix):"
	printf '  %s\n' "${failed[@]}"
	exit 1
fi
echo "no failure"

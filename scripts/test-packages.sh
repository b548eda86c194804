#!/usr/bin/env bash
# Installs the Debian packages that vdl's end-to-end tests use: real peers
# and clients (an external UCI engine, an XBoard GUI run headless, an editor
# for the language server, Node.js and Python with pytest for the library
# in other languages, HaChu for the large shogi games, Fairy-Max for its variants, a headless browser for the playground). Tests that
# need one skip, saying why, when it is not installed; this script makes
# them run. Without apt, or without the right to install, it says so and
# exits 0: the rest of the tests still run.
set -u
packages=(fairy-stockfish sjaakii hachu fairymax neovim xboard polyglot xvfb x11-apps nodejs python3 python3-pytest python3-pip python3-setuptools python3-wheel chromium slurm-wlm munge)

missing=()
for p in "${packages[@]}"; do
	dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
	echo "test packages: all installed (${packages[*]})"
	exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
	echo "test packages: apt-get not found; tests needing ${missing[*]} will skip"
	exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		sudo="sudo -n"
	else
		echo "test packages: not root and no sudo; tests needing ${missing[*]} will skip"
		exit 0
	fi
fi
echo "test packages: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >/tmp/vdl-test-packages.log 2>&1; then
	echo "test packages: apt-get failed (see /tmp/vdl-test-packages.log); tests needing ${missing[*]} will skip"
fi
exit 0

#!/usr/bin/env bash
# Install whatever the build and the tests need and is not there yet; skip what is.
#
# Idempotent: every step first checks the installed version and does nothing when it
# matches, so a second run takes a few seconds. Versions are pinned here and in
# Trunk.toml / package-lock.json; see docs/TOOLCHAIN.md for why these ones.
#
#   scripts/setup.sh            set up everything (used by `make test`, `make serve`, ...)
#
# Environment:
#   SETUP_SKIP_APT=1            never call apt-get (fail instead if Chromium is missing)
#   SETUP_SKIP_BROWSER=1        do not require Chromium / ChromeDriver (build-only use)
set -euo pipefail

TRUNK_VERSION=0.21.14
NODE_MIN_MAJOR=20
CHROMIUM=/usr/bin/chromium
CHROMEDRIVER=/usr/bin/chromedriver

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

# Tools installed by `cargo install` land here; node_modules/.bin must come first so
# that Trunk finds binaryen's wasm-opt.
if [[ -f "${CARGO_HOME:-$HOME/.cargo}/env" ]]; then
    # shellcheck disable=SC1091
    source "${CARGO_HOME:-$HOME/.cargo}/env"
fi
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

t0=$SECONDS
say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }
die() { printf '\033[1;31msetup: error:\033[0m %s\n' "$*" >&2; exit 1; }

# Only one set-up at a time (two `make` runs must not both compile Trunk).
# The lock is per CARGO_HOME, where `cargo install` puts the tools.
if command -v flock >/dev/null; then
    lock_id=$(printf '%s' "${CARGO_HOME:-$HOME/.cargo}" | sha256sum | cut -c1-12)
    exec 9>"${TMPDIR:-/tmp}/patchwork-setup-$lock_id.lock"
    if ! flock -n 9; then
        say "waiting for another scripts/setup.sh (same CARGO_HOME) to finish"
        flock 9
    fi
fi

as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        die "need root to run: $*"
    fi
}

# --- Rust toolchain -----------------------------------------------------------------
command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first (rustc 1.95 is known to work)"
command -v rustup >/dev/null || die "rustup not found: the wasm32 target and components are installed with rustup"

installed_targets=$(rustup target list --installed)
if ! grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi
missing_components=()
cargo fmt --version >/dev/null 2>&1 || missing_components+=(rustfmt)
cargo clippy --version >/dev/null 2>&1 || missing_components+=(clippy)
if ((${#missing_components[@]})); then
    say "adding rustup components: ${missing_components[*]}"
    rustup component add "${missing_components[@]}"
fi

# --- Trunk --------------------------------------------------------------------------
trunk_have=$(trunk --version 2>/dev/null || true)
if [[ $trunk_have != "trunk $TRUNK_VERSION" ]]; then
    say "installing trunk $TRUNK_VERSION (have: ${trunk_have:-none}); about 5 minutes on 2 cores"
    cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# --- wasm-bindgen-cli: exactly the wasm-bindgen crate version in Cargo.lock -----------
[[ -f Cargo.lock ]] || cargo generate-lockfile
wbg_version=$(awk '
    /^\[\[package\]\]/ { name = "" }
    /^name = "wasm-bindgen"$/ { name = "wasm-bindgen"; next }
    name == "wasm-bindgen" && /^version = / { gsub(/"/, "", $3); print $3; exit }
' Cargo.lock)
[[ -n $wbg_version ]] || die "no wasm-bindgen package in Cargo.lock"
trunk_wbg=$(sed -n 's/^wasm_bindgen *= *"\(.*\)".*/\1/p' Trunk.toml)
[[ $trunk_wbg == "$wbg_version" ]] ||
    die "Trunk.toml pins wasm_bindgen = \"$trunk_wbg\" but Cargo.lock has wasm-bindgen $wbg_version: make them equal"
if [[ $(wasm-bindgen --version 2>/dev/null) != "wasm-bindgen $wbg_version" ]] ||
    [[ $(wasm-bindgen-test-runner --version 2>/dev/null) != "wasm-bindgen-test-runner $wbg_version" ]]; then
    say "installing wasm-bindgen-cli $wbg_version (about 2 minutes)"
    # Not --locked: its lockfile names a crate version the registry mirror lacks.
    cargo install wasm-bindgen-cli --version "$wbg_version" --force
fi

# --- Crates: Trunk builds with --offline, so everything must be in the cache -------
cargo fetch --quiet

# --- Node packages: wasm-opt (binaryen) and Playwright ------------------------------
command -v node >/dev/null || die "node not found: Node.js $NODE_MIN_MAJOR or later is needed (Playwright)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
((node_major >= NODE_MIN_MAJOR)) || die "node $(node --version) is too old: Playwright needs Node.js $NODE_MIN_MAJOR or later"
stamp=node_modules/.setup-stamp
want_stamp="$(sha256sum package-lock.json | cut -d' ' -f1) node-$node_major"
wasm_opt_have=$(node_modules/.bin/wasm-opt --version 2>/dev/null || true)
playwright_have=$(node_modules/.bin/playwright --version 2>/dev/null || true)
if [[ ! -f $stamp || $(cat "$stamp") != "$want_stamp" || -z $wasm_opt_have || -z $playwright_have ]]; then
    say "npm ci (binaryen for wasm-opt, Playwright; never downloads browsers)"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
    echo "$want_stamp" >"$stamp"
    wasm_opt_have=$(node_modules/.bin/wasm-opt --version)
    playwright_have=$(node_modules/.bin/playwright --version)
fi
wasm_opt_pin=$(sed -n 's/^wasm_opt *= *"\(.*\)".*/\1/p' Trunk.toml)
[[ $(command -v wasm-opt) == "$ROOT/node_modules/.bin/wasm-opt" && $wasm_opt_have == *"($wasm_opt_pin)"* ]] ||
    die "wasm-opt on PATH is $(command -v wasm-opt) '$wasm_opt_have'; Trunk.toml pins $wasm_opt_pin (binaryen from npm)"

# --- Chromium + ChromeDriver from Debian ----------------------------------------------
if [[ ${SETUP_SKIP_BROWSER:-} != 1 ]] && { [[ ! -x $CHROMIUM ]] || [[ ! -x $CHROMEDRIVER ]]; }; then
    [[ ${SETUP_SKIP_APT:-} != 1 ]] || die "$CHROMIUM or $CHROMEDRIVER missing and SETUP_SKIP_APT=1"
    say "installing Debian's chromium and chromium-driver"
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
fi

# --- A static file server for the end-to-end tests ------------------------------------
command -v python3 >/dev/null || die "python3 not found (serves dist/ for the end-to-end tests)"

say "ready in $((SECONDS - t0)) s: trunk $TRUNK_VERSION, wasm-bindgen $wbg_version, wasm-opt $wasm_opt_pin, playwright ${playwright_have#Version }"

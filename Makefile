# Build and test the Patchwork crate: native rules engine + CLI, and the Yew page (wasm32).
#
#   make test     set up missing tools, then every check below in order; stops at the first
#                 failure and ends with a one-line summary
#   make serve    set up, then build and serve the page at http://127.0.0.1:8080/
#   make dist     set up, then build the static site into dist/ (with .gz/.br siblings)
#   make setup    only install what is missing (scripts/setup.sh; idempotent)
#
# Single stages, for quick iteration once `make setup` has run:
#   make fmt clippy clippy-wasm test-native doc test-web site e2e
#
# Browser tests: wasm-bindgen tests run for the lib (`--lib`) and for every tests/web_*.rs;
# all other tests/*.rs are native-only. End-to-end tests are e2e/*.spec.{mjs,js,ts}.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

# node_modules/.bin first: Trunk must find binaryen's wasm-opt (version_132) before any other.
export PATH := $(CURDIR)/node_modules/.bin:$(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)
export CARGO_TERM_COLOR ?= auto

WASM := wasm32-unknown-unknown
WEB_TESTS := $(patsubst tests/%.rs,--test %,$(wildcard tests/web_*.rs))
CHROMEDRIVER ?= /usr/bin/chromedriver
PORT ?= 8080

# The page's panic messages name a crate's file as `serde_json-1.0.154/src/read.rs`, not by this
# machine's path to Cargo's registry: a --remap-path-prefix for each registry (142 B of gzip).
REMAP := for d in "$${CARGO_HOME:-$$HOME/.cargo}"/registry/src/*/; do \
	[ -d "$$d" ] && printf -- '--remap-path-prefix=%s= ' "$$d"; done; true

STAGES := setup fmt clippy clippy-wasm test-native doc test-web site e2e

.PHONY: help test setup serve dist clean $(STAGES)

help:
	@sed -n '1,/^$$/s/^# \{0,1\}//p' $(MAKEFILE_LIST) | head -n 14

## Everything, in order, with a summary (what CI runs through .ci/run).
test:
	@scripts/run-stages.sh $(STAGES)

setup:
	scripts/setup.sh

fmt:
	cargo fmt --all --check

clippy:
	cargo clippy --all-targets -- -D warnings

# The page and the lib for wasm32 (the CLI bin too: it must at least compile there), then
# the lib's own test code and the browser test files.
clippy-wasm:
	cargo clippy --target $(WASM) --lib --bins -- -D warnings
	cargo clippy --target $(WASM) --lib $(WEB_TESTS) --profile test -- -D warnings

test-native:
	cargo test

doc:
	RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
	RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --target $(WASM) --lib

# wasm-bindgen tests in headless Chromium. WASM_BINDGEN_USE_BROWSER makes tests run in the
# browser even without `wasm_bindgen_test_configure!(run_in_browser)`.
test-web:
	CHROMEDRIVER=$(CHROMEDRIVER) \
	WASM_BINDGEN_USE_BROWSER=1 \
	WASM_BINDGEN_TEST_WEBDRIVER_JSON=$(CURDIR)/webdriver.json \
	WASM_BINDGEN_TEST_TIMEOUT=$${WASM_BINDGEN_TEST_TIMEOUT:-60} \
	cargo test --target $(WASM) --lib $(WEB_TESTS)

# The release site in dist/ (the `patchwork` bin, profile wasm-release, wasm-opt -Oz); fails
# when the site is over its size budget (scripts/bench-web.mjs --size).
site:
	RUSTFLAGS="$${RUSTFLAGS:-} $$($(REMAP))" trunk build --release
	@scripts/dist-size.sh dist
	@node scripts/bench-web.mjs --size

# The test helpers' own checks (orientation maths), then Playwright against dist/ served by
# python3 -m http.server (see playwright.config.mjs).
e2e:
	@test -f dist/index.html || { echo "dist/ is missing: run 'make site' (or 'make dist') first" >&2; exit 1; }
	node --test e2e/lib/
	playwright test

dist: setup
	@$(MAKE) site
	node scripts/precompress.mjs dist

serve: setup
	RUSTFLAGS="$${RUSTFLAGS:-} $$($(REMAP))" trunk serve --release --address 127.0.0.1 --port $(PORT)

clean:
	cargo clean
	rm -rf dist test-results playwright-report blob-report

# Main-thread time per pointer move while a patch is dragged over the quilt (a measurement that
# prints numbers, not a test; scripts/drag-bench.mjs). Target: < 4 ms per move above what the
# measuring loop costs without a move, no task > 50 ms.
.PHONY: bench-drag
bench-drag: site
	node scripts/drag-bench.mjs

# The site's budgets (scripts/bench-web.mjs): dist/ gzip size (300,000 B), first board drawn
# on a cold load (median 500 ms) and main-thread time a drag move costs (< 4 ms), each printed with
# OK or OVER; fails when any is over.
.PHONY: bench-web
bench-web: site
	node scripts/bench-web.mjs

# Search speed of the computer player in the browser's web worker against the native CLI on the
# same positions and work (a measurement; scripts/search-speed-web.mjs). Target: ratio >= 0.5.
.PHONY: bench-ai-web
bench-ai-web: site
	node scripts/search-speed-web.mjs

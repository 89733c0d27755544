# SPDX-License-Identifier: MIT
# The README's commands. Each target first makes sure the Debian packages are there,
# then lets Meson and ninja do the real work in build/.
BUILD   ?= build
SANBUILD ?= build-asan
FUZZBUILD ?= build-fuzz
COVBUILD ?= build-cov
WASMBUILD ?= build-wasm
MESON_FLAGS ?= --buildtype=release

.PHONY: all deps build run test check test-asan test-e2e test-wasm wasm site coverage abi-check abi-update bench bench-wasm bench-http soak fuzz deb clean

all: build

deps:
	@scripts/install-deps

# The WebAssembly package (make wasm), embedded in the server: the app `hexseed serve` serves
# then makes every board with no signal, as the static site does (docs/site.md). The first
# build installs Debian's emscripten and compiles the package (minutes); later builds redo only
# what changed. WASM=no builds without it (the served app then needs the server for new boards).
WASM ?= yes
ifeq ($(WASM),no)
WASM_PACKAGE =
else
WASM_PACKAGE = $(abspath $(WASMBUILD))/npm
endif

$(BUILD)/build.ninja:
	meson setup $(BUILD) $(MESON_FLAGS) -Dwasm_package=$(WASM_PACKAGE)

build: deps
ifneq ($(WASM),no)
	@scripts/install-deps wasm
	js/build $(WASMBUILD) npm/hexseed-core.wasm npm/package.json
endif
	@$(MAKE) --no-print-directory $(BUILD)/build.ninja
	@scripts/wasm-option $(BUILD) '$(WASM_PACKAGE)'
	ninja -C $(BUILD)

# The web UI and API on http://127.0.0.1:8080 until Ctrl-C (PORT=... to choose another port).
PORT ?= 8080
run: build
	@echo "hexseed: open http://127.0.0.1:$(PORT) in a browser (Ctrl-C stops the server)"
	$(BUILD)/hexseed serve --port $(PORT)

# Everything: the unit, golden, CLI and HTTP tests, the same suite under the sanitizers, the
# browser tests of the web UI, then the WebAssembly build against the native one.
test: build
	@scripts/install-deps test
	meson test -C $(BUILD) --print-errorlogs
	$(MAKE) --no-print-directory test-asan
	$(MAKE) --no-print-directory test-e2e
	$(MAKE) --no-print-directory test-wasm

# Only the plain suite, for a quick loop while developing.
check: build
	meson test -C $(BUILD) --print-errorlogs

# The whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer, at -O1 (as the
# sanitizers' own docs advise: about half the time of -O0 on this suite, every check still made).
test-asan: deps
	@[ -f $(SANBUILD)/build.ninja ] || meson setup $(SANBUILD) --buildtype=debug -Doptimization=1 -Db_sanitize=address,undefined -Db_lundef=false -Dwerror=true
	ninja -C $(SANBUILD)
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp meson test -C $(SANBUILD) --print-errorlogs

# The web UI in headless chromium (tests/e2e/); results in $(BUILD)/e2e-results.txt, screenshots
# in $(BUILD)/screenshots/.
test-e2e: build site
	@scripts/install-deps e2e
	HS_SITE=$(CURDIR)/$(SITE) tests/e2e/run $(BUILD)

# The suite in a coverage build (gcc --coverage, gcovr from Debian): the table of line and branch
# coverage per folder of src/, server/ and cli/ (scripts/coverage-table), and an HTML report in
# $(COVBUILD)/coverage/index.html. docs/benchmarks.md records the last table.
# Counters are updated atomically (threads draw at once), and a gcov line gcovr cannot read is
# skipped: `hexseed serve` exits on SIGTERM with work still running by design (docs/http.md), and
# a counter read mid-update there can come out negative ("branch 4 taken -240").
coverage: deps
	@scripts/install-deps coverage
	@[ -f $(COVBUILD)/build.ninja ] || meson setup $(COVBUILD) --buildtype=debug -Db_coverage=true -Dc_args=-fprofile-update=atomic
	ninja -C $(COVBUILD)
	@find $(COVBUILD) -name '*.gcda' -delete
	meson test -C $(COVBUILD) --print-errorlogs
	@mkdir -p $(COVBUILD)/coverage
	gcovr -r . $(COVBUILD) -e 'tests/' -e 'bench/' -e 'server/embed.c' -e '$(COVBUILD)/' --exclude-unreachable-branches \
	    --exclude-throw-branches --gcov-ignore-parse-errors --json-summary $(COVBUILD)/coverage/summary.json \
	    --html-details $(COVBUILD)/coverage/index.html >/dev/null
	@scripts/coverage-table $(COVBUILD)/coverage/summary.json
# The ABI of libhexseed.so.0 and libhexseed-cairo.so.0 against abi/*.abi (also a test of `make
# test`); abi-update rewrites the baselines after a deliberate change (docs/library.md, "ABI").
abi-check: deps
	scripts/abi-check

abi-update: deps
	scripts/abi-check --update
# The library in WebAssembly with Debian's emscripten: the npm package `hexseed` in
# $(WASMBUILD)/npm/ (js/README.md), built by js/build from the sources Meson lists.
wasm:
	@scripts/install-deps wasm
	js/build $(WASMBUILD)

# The web UI as plain static files (the app, its service worker, the WebAssembly package and
# the Tiled tile atlas of the native build) in $(SITE)/, for any static host: no hexseed server
# needed (docs/site.md).
SITE ?= build-site
site: build wasm
	scripts/make-site $(SITE) $(WASMBUILD)/npm $(BUILD)

# The WebAssembly build byte for byte against the native one (tests/wasm/run), and the packed
# package installed offline in a fresh folder: require(), tsc --strict, and pages bundled by
# esbuild, Vite and webpack in chromium (tests/npm/run; scripts/install-deps npm).
test-wasm: build wasm
	tests/wasm/run $(BUILD) $(WASMBUILD)

bench: build
	bench/run $(BUILD)

# The WebAssembly build (Node) beside the native library in one run: ratios (docs/benchmarks.md).
bench-wasm: build wasm
	bench/wasm/run $(BUILD) $(WASMBUILD)

# The web server under wrk, beside nginx serving the same SVG as a static file (docs/benchmarks.md).
bench-http: build
	@scripts/install-deps bench
	bench/bench_http $(BUILD)

# The Debian source package and binary packages (hexseed, libhexseed0, libhexseed-dev,
# python3-hexseed) in build-deb/, built by dpkg-buildpackage from debian/ with the test suite,
# checked by lintian -I --pedantic (no errors or warnings), then installed, smoke-tested and
# removed (docs/library.md). Not part of `make test`: it installs into /usr for a moment.
deb: deps
	@scripts/install-deps deb
	scripts/make-deb

# The server soak: 256 connections for SOAK_SECONDS (default 60) after a 10 s baseline, cheap
# routes while every worker is busy with balanced boards; then the memory under SOAK_BIG (default
# 500) distinct 4 MB answers, which must end within twice the resting RSS; then clients that hang
# up on expensive work and 1,000 idle sockets beside a normal client (docs/benchmarks.md).
# Not in CI.
SOAK_SECONDS ?= 60
SOAK_BIG ?= 500
soak: build
	$(BUILD)/bench/soak_http $(SOAK_SECONDS)
	$(BUILD)/bench/soak_big $(SOAK_BIG)
	$(BUILD)/bench/soak_abuse

# The Python wheel that carries libhexseed and libhexseed-cairo, from this build's libraries (no
# second compile), in $(BUILD)/dist/ (bindings/python/README.md).
.PHONY: wheel
wheel: build
	HEXSEED_BUILD_DIR=$(CURDIR)/$(BUILD) python3 -m pip wheel --no-index --no-deps -w $(BUILD)/dist ./bindings/python

# The wheel and the pure copies installed exactly as a user would: fresh `python3 -m venv`s with
# their own pip, no network. (`make check` runs the same through pip --python, which is faster.)
.PHONY: python-install-check
python-install-check: build
	HEXSEED_EXE=$(CURDIR)/$(BUILD)/hexseed HEXSEED_BUILD_DIR=$(CURDIR)/$(BUILD) python3 bindings/python/tests/test_install.py --full

# The libFuzzer harnesses of tests/fuzz (clang, ASan + UBSan), each for FUZZ_SECONDS seconds from
# its seed corpus (tests/fuzz/corpus/<name>; what it finds goes to $(FUZZBUILD)/corpus-<name>).
# A crash stops with the input that caused it saved as $(FUZZBUILD)/crash-*.
FUZZ_SECONDS ?= 30
FUZZERS = code board_line number target
fuzz:
	@scripts/install-deps fuzz
	@[ -f $(FUZZBUILD)/build.ninja ] || CC=clang meson setup $(FUZZBUILD) --buildtype=debugoptimized -Db_sanitize=address,undefined -Db_lundef=false -Dfuzz=true -Dwerror=false -Dc_args=-Wno-psabi
	ninja -C $(FUZZBUILD) $(addprefix tests/fuzz/fuzz_,$(FUZZERS))
	@for f in $(FUZZERS); do \
	    echo "fuzz_$$f: $(FUZZ_SECONDS) s"; \
	    mkdir -p $(FUZZBUILD)/corpus-$$f; \
	    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(FUZZBUILD)/tests/fuzz/fuzz_$$f -max_total_time=$(FUZZ_SECONDS) \
	        -print_final_stats=1 -artifact_prefix=$(FUZZBUILD)/ $(FUZZBUILD)/corpus-$$f tests/fuzz/corpus/$$f \
	        2>$(FUZZBUILD)/fuzz_$$f.log || { tail -40 $(FUZZBUILD)/fuzz_$$f.log; exit 1; }; \
	    grep -E '^stat::number_of_executed_units' $(FUZZBUILD)/fuzz_$$f.log; \
	done

clean:
	rm -rf $(BUILD) $(SANBUILD) $(FUZZBUILD) $(WASMBUILD) $(SITE) build-deb

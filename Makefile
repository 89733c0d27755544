# SPDX-License-Identifier: MIT
# The README's commands. Each target first makes sure the Debian packages are there,
# then lets Meson and ninja do the real work in build/.
BUILD   ?= build
SANBUILD ?= build-asan
FUZZBUILD ?= build-fuzz
WASMBUILD ?= build-wasm
MESON_FLAGS ?= --buildtype=release

.PHONY: all deps build run test check test-asan test-e2e wasm site test-wasm bench bench-wasm bench-http soak fuzz deb clean

all: build

deps:
	@scripts/install-deps

$(BUILD)/build.ninja:
	meson setup $(BUILD) $(MESON_FLAGS)

build: deps $(BUILD)/build.ninja
	ninja -C $(BUILD)

# The web UI and API on http://127.0.0.1:8080 until Ctrl-C (PORT=... to choose another port).
PORT ?= 8080
run: build
	@echo "hexseed: open http://127.0.0.1:$(PORT) in a browser (Ctrl-C stops the server)"
	$(BUILD)/hexseed serve --port $(PORT)

# Everything: the unit, golden, CLI and HTTP tests, the same suite under the sanitizers, the
# browser tests of the web UI, then the WebAssembly build against the native one.
test: build
	meson test -C $(BUILD) --print-errorlogs
	$(MAKE) --no-print-directory test-asan
	$(MAKE) --no-print-directory test-e2e
	$(MAKE) --no-print-directory test-wasm

# Only the plain suite, for a quick loop while developing.
check: build
	meson test -C $(BUILD) --print-errorlogs

# The whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
test-asan: deps
	@[ -f $(SANBUILD)/build.ninja ] || meson setup $(SANBUILD) --buildtype=debug -Db_sanitize=address,undefined -Db_lundef=false -Dwerror=true
	ninja -C $(SANBUILD)
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp meson test -C $(SANBUILD) --print-errorlogs

# The web UI in headless chromium (tests/e2e/); results in $(BUILD)/e2e-results.txt, screenshots
# in $(BUILD)/screenshots/.
test-e2e: build site
	@scripts/install-deps e2e
	HS_SITE=$(CURDIR)/$(SITE) tests/e2e/run $(BUILD)

# The library in WebAssembly with Debian's emscripten: the npm package `hexseed` in
# $(WASMBUILD)/npm/ (js/README.md), built by js/build from the sources Meson lists.
wasm:
	@scripts/install-deps wasm
	js/build $(WASMBUILD)

# The web UI as plain static files (the app, its service worker and the WebAssembly package) in
# $(SITE)/, for any static host: no hexseed server needed (docs/site.md).
SITE ?= build-site
site: wasm
	scripts/make-site $(SITE) $(WASMBUILD)/npm

# The WebAssembly build byte for byte against the native one (tests/wasm/run), and the packed
# package installed offline in a fresh folder.
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

# Debian packages (hexseed, libhexseed0, libhexseed-dev, python3-hexseed) in build-deb/debs/, built with dpkg-deb
# from a staged install, then installed with dpkg -i, smoke-tested and removed again
# (docs/library.md). Not part of `make test`: it installs into /usr for a moment.
deb: deps
	scripts/make-deb

# The server soak: 256 connections for SOAK_SECONDS (default 60) after a 10 s baseline, cheap
# routes while every worker is busy with balanced boards (docs/benchmarks.md). Not in CI.
SOAK_SECONDS ?= 60
soak: build
	$(BUILD)/bench/soak_http $(SOAK_SECONDS)

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

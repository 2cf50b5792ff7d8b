# The two commands a newcomer needs: `make run` and `make test`.
GO      ?= go
GOROOT  := $(shell $(GO) env GOROOT)
# go test under GOOS=js runs the test binary with Node through this helper.
WASMENV := GOOS=js GOARCH=wasm PATH="$(GOROOT)/lib/wasm:$$PATH"

.PHONY: test test-engine test-wasm test-browser bench browserbench pgo vet build run static icons size yardstick gauntlet fuzz loadtest

## test: every test: vet, unit, property and golden tests natively, the engine under WASM, the browser tests
# (with the shipped brotli quality: TestFirstVisitBytes holds the first visit to its budget)
test: vet test-engine test-wasm test-browser

vet:
	$(GO) vet ./...
	test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"

test-engine:
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '/e2e$$')

test-wasm:
	$(WASMENV) $(GO) test -count=1 -short ./engine/...

## bench: engine benchmarks, native then WASM (Node), then each one's WASM/native ratio (internal/benchratio); BENCH picks some (a -bench regexp, taken as written: BENCH='^BenchmarkTurn$|Scan')
BENCH ?= .
# The Trax engine's speed figures, the WASM/native goal's: turns, move
# generation, the threat scan and search nodes (benchratio -key).
BENCHKEY := traxapp/engine/trax BenchmarkTurn,traxapp/engine/trax BenchmarkLegalMoves,traxapp/engine/trax/ai BenchmarkScan,traxapp/engine/trax/ai BenchmarkSearchDepth3
# Node runs the WASM benchmarks with V8's optimizing compiler from the
# start (--no-liftoff): by default V8 first runs WebAssembly in its baseline
# compiler and optimizes hot functions in the background, and in a
# one-second benchmark that warm-up is a noticeable part of the time (it
# fades in longer runs); a page that has played a few moves runs the
# optimized code. The rest is go_js_wasm_exec's command.
WASMBENCHEXEC := node --stack-size=8192 --no-liftoff $(GOROOT)/lib/wasm/wasm_exec_node.js
bench:
	mkdir -p $(BUILD)
	$(GO) test -pgo=$(ENGINEPGO) -run '^$$' -bench '$(value BENCH)' -benchmem ./engine/... | tee $(BUILD)/bench-native.txt
	$(WASMENV) $(GO) test -pgo=$(ENGINEPGO) -exec '$(WASMBENCHEXEC)' -run '^$$' -bench '$(value BENCH)' -benchmem ./engine/... | tee $(BUILD)/bench-wasm.txt
	$(GO) run ./internal/benchratio -key '$(BENCHKEY)' $(BUILD)/bench-native.txt $(BUILD)/bench-wasm.txt

## browserbench: build, then measure the app in headless Chromium (internal/browserbench), each game at desktop speed and at 4x CPU throttling: time to a playable board cold and warm (served and static export, beside a go-app hello-world), longest main-thread tasks at start-up, on a player's move and on the computer's turn, the computer's answer, memory after start, a long game, one, ten and thirty new games; medians and min-max over RUNS runs (BROWSERBENCHFLAGS: more flags, e.g. -games trax -cpu 4)
RUNS ?= 3
BROWSERBENCHFLAGS ?=
browserbench: build
	$(GO) run ./internal/browserbench -build $(BUILD) -runs $(RUNS) $(BROWSERBENCHFLAGS)

## pgo: refresh engine/engine.pgo, a CPU profile of the Trax engine's benchmarks (turns, move generation, threat scan, search); build, bench and size compile with it (profile-guided inlining of the hot calls, which cost most under WASM)
ENGINEPGO := $(CURDIR)/engine/engine.pgo
pgo:
	mkdir -p $(BUILD)/pgo
	$(GO) test -run '^$$' -bench '^Benchmark(Turn|LegalMoves)$$' -benchtime 2s -cpuprofile $(abspath $(BUILD))/pgo/trax.pprof -o $(abspath $(BUILD))/pgo/trax.test ./engine/trax
	$(GO) test -run '^$$' -bench '^Benchmark(Scan|SearchDepth3)$$' -benchtime 3s -cpuprofile $(abspath $(BUILD))/pgo/ai.pprof -o $(abspath $(BUILD))/pgo/ai.test ./engine/trax/ai
	$(GO) tool pprof -proto $(BUILD)/pgo/trax.pprof $(BUILD)/pgo/ai.pprof > $(ENGINEPGO)

## build: the app into $(BUILD): web/app.wasm (+ .br, .gz; also Trax's AI worker; English words only), the other games' AI workers (web/worker-<game>.wasm for each app/aiworker/worker/<game>), each other language's words (web/messages-<lang>.txt, fetched when needed), web assets, the server
BUILD   ?= build
# Brotli quality of the precompressed wasm: 11 is the smallest but slow on
# app.wasm, 9 many times faster for a slightly larger file. run uses 9,
# build, static and test 11; a file is recompressed only when its
# content or quality changes.
BROTLI  ?= 11
WASMBUILD := GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w'
# app.wasm is built with a copy of go-app less its HTTP server and
# encryption, which the page never runs but would link (internal/goappslim),
# and, as the server (whose engine command plays natively), with the Trax
# engine's profile (make pgo): the other games' workers are not in it.
SLIMGOAPP := $(BUILD)/goapp
build:
	mkdir -p $(BUILD)/web
	$(GO) build -pgo=$(ENGINEPGO) -o $(BUILD)/traxapp .
	$(GO) run ./internal/goappslim -out $(SLIMGOAPP)
	$(WASMBUILD) -pgo=$(ENGINEPGO) -modfile $(SLIMGOAPP).mod -o $(BUILD)/web/app.wasm .
	rm -f $(BUILD)/web/worker.wasm*
	for d in app/aiworker/worker/*/; do [ -d "$$d" ] || continue; \
		$(WASMBUILD) -o $(BUILD)/web/worker-$$(basename $$d).wasm ./$$d || exit 1; done
	find $(BUILD)/web -maxdepth 1 -type f ! -name '*.wasm' ! -name '*.wasm.br' ! -name '*.wasm.gz' ! -name .precompressed -delete
	find web -maxdepth 1 -type f ! -name '.*' -exec cp -p {} $(BUILD)/web/ \;
	$(BUILD)/traxapp catalogs -out $(BUILD)/web
	cmp -s "$(GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js || cp "$(GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js
	cp wasm_exec.js $(BUILD)/wasm_exec.js
	$(BUILD)/traxapp precompress -q $(BROTLI) $(BUILD)/web/*.wasm
	@ls -l $(BUILD)/web/*.wasm*

## run: build, then serve on http://127.0.0.1:8000
run: BROTLI = 9
run: build
	$(BUILD)/traxapp serve -addr 127.0.0.1:8000 -dir $(BUILD)

## static: export the app for any web host into $(DIST) (PREFIX=/trax/ for https://club.example/trax/)
DIST    ?= dist
PREFIX  ?= /
# PUBLIC, the site's address (https://club.example/trax/), gives link previews.
PUBLIC  ?=
static: build
	$(BUILD)/traxapp static -dir $(BUILD) -out $(DIST) -prefix $(PREFIX) $(if $(PUBLIC),-public $(PUBLIC))

# axe-core, the accessibility checker TestAccessibility runs in the page,
# pinned by e2e/axe/package-lock.json and installed from npm (defined before
# test-browser, whose prerequisites make expands as it reads them).
AXE := e2e/axe/node_modules/axe-core/axe.min.js

## test-browser: end-to-end tests in headless Chromium (package e2e) against the built app
# E2EPARALLEL browser tests at a time, each its own Chromium (e2e/doc.go:
# those that time something run first, alone).
E2EPARALLEL ?= 3
test-browser: build $(AXE)
	TRAX_BUILD="$(abspath $(BUILD))" $(GO) test -count=1 -timeout 30m -parallel $(E2EPARALLEL) ./e2e

$(AXE): e2e/axe/package.json e2e/axe/package-lock.json
	npm ci --prefix e2e/axe --no-audit --no-fund
	touch $@

## fuzz: every fuzz target in turn, FUZZTIME each (one at a time: a fuzzer uses every core)
FUZZTIME ?= 1m
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
		for t in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$dir/*_test.go 2>/dev/null | sed 's/^func //'); do \
			echo "== $$pkg $$t"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

## loadtest: build, serve, and load the server with CONNS connections for DURATION on / and web/app.wasm (brotli); prints req/s, errors, latency, the server's RSS
CONNS    ?= 50
DURATION ?= 20s
LOADADDR ?= 127.0.0.1:8099
loadtest: build
	@$(BUILD)/traxapp serve -addr $(LOADADDR) -dir $(BUILD) & pid=$$!; sleep 1; \
	$(BUILD)/traxapp loadtest -url http://$(LOADADDR) -pid $$pid -c $(CONNS) -d $(DURATION); code=$$?; \
	kill $$pid; exit $$code

## icons: redraw web/icon-*.png and web/icon.svg
icons:
	$(GO) run ./internal/webicons -out web

## size: raw, gzip and brotli bytes of every .wasm the build ships (brotli at $(BROTLI)), then what each is made of (sections, biggest packages; internal/wasmsize)
size: build
	@printf '%-20s %10s %10s %10s\n' file raw gzip brotli
	@for f in $(BUILD)/web/*.wasm; do \
		printf '%-20s %10d %10d %10d\n' $$(basename $$f) $$(stat -c %s $$f) $$(stat -c %s $$f.gz) $$(stat -c %s $$f.br); \
	done
	@mkdir -p $(BUILD)/size
	@GOOS=js GOARCH=wasm $(GO) build -trimpath -pgo=$(ENGINEPGO) -modfile $(SLIMGOAPP).mod -o $(BUILD)/size/app.wasm .
	@for d in app/aiworker/worker/*/; do GOOS=js GOARCH=wasm $(GO) build -trimpath -o $(BUILD)/size/worker-$$(basename $$d).wasm ./$$d; done
	@$(GO) run ./internal/wasmsize -top 25 $(BUILD)/size/*.wasm

## yardstick: the Trax AI against the frozen engine of 58e96ba over the competition protocol (200 games at 100 ms, 60 at 750 ms; long)
yardstick:
	engine/trax/ai/scripts/yardstick.sh

## gauntlet: the Trax AI against four opponents of different kinds (the frozen 58e96ba engine, 92a1d54, cmd/mcts, 5be9387 with -threatspace), and a fifth when OUTSIDE names an engine of another project (its command, %ms the move time in ms; played from the empty board): score, 95% CI and Elo per opponent at each move time (GAMES=40 MOVETIMES="100ms 750ms" PREVIOUS_REV=92a1d54 THREATS_REV=5be9387 OUTSIDE= ODDS=1, the opponents' move time over ours; CANDIDATE_REV= plays an earlier build instead of the worktree's; RECORDS=dir keeps every game record)
gauntlet:
	engine/trax/ai/scripts/gauntlet.sh

# The two commands a newcomer needs: `make run` and `make test`.
GO      ?= go
GOROOT  := $(shell $(GO) env GOROOT)
# go test under GOOS=js runs the test binary with Node through this helper.
WASMENV := GOOS=js GOARCH=wasm PATH="$(GOROOT)/lib/wasm:$$PATH"

.PHONY: test test-engine test-wasm bench vet

## test: every test: vet, unit, property and golden tests natively, the engine under WASM
test: vet test-engine test-wasm

vet:
	$(GO) vet ./...
	test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"

test-engine:
	$(GO) test -count=1 ./...

test-wasm:
	$(WASMENV) $(GO) test -count=1 -short ./engine/...

## bench: engine benchmarks, native then WASM (Node)
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...
	$(WASMENV) $(GO) test -run '^$$' -bench . -benchmem ./engine/...

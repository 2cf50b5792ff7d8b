//go:build !(js && wasm)

package aiclient

// startWorker has no Web Worker to start outside a browser: the client
// searches in-process.
func startWorker(url, program string) (worker, error) { return nil, errNoWorker }

// Package precompress owns the precompressed forms of the built app's
// files: FILE.br (brotli) and FILE.gz (gzip) written next to each FILE, and
// the stamp file (StampFile) that lets a rerun skip a file whose forms were
// already written from the same content at the same or a better quality.
// `make build` runs it through `traxapp precompress`; the server and the
// static export (package site) pick the forms up.
package precompress

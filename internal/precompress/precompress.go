//go:build !wasm

package precompress

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// MaxQuality is the best (and slowest) brotli quality; 0 is the fastest.
// On app.wasm, 9 is many times faster than 11 for a slightly larger
// result, which is why make run uses it.
const MaxQuality = brotli.BestCompression

// StampFile, in each file's directory, records what the last run wrote:
// "NAME SHA256 BROTLI-QUALITY" per line. The server and the export skip
// dot files.
const StampFile = ".precompressed"

// Files writes the brotli and gzip forms of each file, at once for all
// files, and returns one error per file (nil for a file that went well).
// A file whose forms were already written from the same content, at the
// same or a better brotli quality, is skipped.
func Files(files []string, quality int) []error {
	var wg sync.WaitGroup
	errs := make([]error, len(files))
	for i, file := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = File(file, quality)
		}()
	}
	wg.Wait()
	return errs
}

// stampMu guards the stamp files, shared by the files of one directory.
var stampMu sync.Mutex

// File writes file.br (brotli at quality, 0 to MaxQuality) and file.gz
// (gzip, best compression) and records them in the directory's StampFile,
// unless the stamp shows they were already written from the same content
// at the same or a better quality.
func File(file string, quality int) error {
	body, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(body)
	hash := hex.EncodeToString(sum[:])
	dir, name := filepath.Split(file)
	stamps := readStamps(filepath.Join(dir, StampFile))
	if s, ok := stamps[name]; ok && s.hash == hash && s.quality >= quality && exists(file+".br") && exists(file+".gz") {
		return nil
	}
	if err := Write(file, body, quality); err != nil {
		return err
	}
	stampMu.Lock()
	defer stampMu.Unlock()
	stamps = readStamps(filepath.Join(dir, StampFile))
	stamps[name] = stamp{hash, quality}
	return writeStamps(filepath.Join(dir, StampFile), stamps)
}

// Write writes file.br and file.gz, body compressed with brotli at
// quality and with gzip, without a stamp (see File).
func Write(file string, body []byte, quality int) error {
	br, gz, err := Bytes(body, quality)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if err := os.WriteFile(file+".br", br, 0o644); err != nil {
		return err
	}
	return os.WriteFile(file+".gz", gz, 0o644)
}

// Bytes returns body compressed with brotli at quality (0 to
// MaxQuality) and with gzip at its best compression.
func Bytes(body []byte, quality int) (br, gz []byte, err error) {
	var brBuf, gzBuf bytes.Buffer
	var wg sync.WaitGroup
	var brErr, gzErr error
	wg.Add(2)
	go func() {
		defer wg.Done()
		w := brotli.NewWriterOptions(&brBuf, brotli.WriterOptions{Quality: quality, LGWin: 24})
		brErr = writeAll(w, body)
	}()
	go func() {
		defer wg.Done()
		w, _ := gzip.NewWriterLevel(&gzBuf, gzip.BestCompression)
		gzErr = writeAll(w, body)
	}()
	wg.Wait()
	if err := errors.Join(brErr, gzErr); err != nil {
		return nil, nil, err
	}
	return brBuf.Bytes(), gzBuf.Bytes(), nil
}

func writeAll(w io.WriteCloser, body []byte) error {
	if _, err := w.Write(body); err != nil {
		return err
	}
	return w.Close()
}

// stamp is what File wrote for one file.
type stamp struct {
	hash    string
	quality int
}

// readStamps reads a stamp file; a missing or garbled one means "nothing
// written yet".
func readStamps(file string) map[string]stamp {
	m := map[string]stamp{}
	f, err := os.Open(file)
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			continue
		}
		q, err := strconv.Atoi(fields[2])
		if err != nil {
			continue
		}
		m[fields[0]] = stamp{fields[1], q}
	}
	return m
}

func writeStamps(file string, m map[string]stamp) error {
	var b strings.Builder
	for name, s := range m {
		fmt.Fprintf(&b, "%s %s %d\n", name, s.hash, s.quality)
	}
	return os.WriteFile(file, []byte(b.String()), 0o644)
}

func exists(file string) bool {
	_, err := os.Stat(file)
	return err == nil
}

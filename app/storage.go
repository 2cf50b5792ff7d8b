package app

import (
	"errors"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Storage keeps strings across visits: window.localStorage in the browser,
// memory elsewhere. It never fails: where the browser refuses storage
// (private mode, a cross-site iframe that blocks third-party storage, a
// full quota) Load finds nothing and Save keeps the value in memory for
// this visit only.
type Storage interface {
	// Load returns the value saved under key, if any.
	Load(key string) (string, bool)
	// Save keeps value under key.
	Save(key, value string)
}

// MemoryStorage is a Storage in memory, for tests and for the server.
type MemoryStorage map[string]string

// Load returns the value saved under key.
func (m MemoryStorage) Load(key string) (string, bool) { v, ok := m[key]; return v, ok }

// Save keeps value under key.
func (m MemoryStorage) Save(key, value string) { m[key] = value }

// Slot is one string a game keeps across visits (its game in progress, a
// setting): one key of the shell's Storage in the app (KeySlot), memory in
// tests (MemorySlot).
type Slot interface {
	// Load returns the value saved, if any.
	Load() (string, bool)
	// Save keeps value.
	Save(value string)
}

// KeySlot is the Slot under Key in Storage.
type KeySlot struct {
	Storage Storage
	Key     string
}

// Load returns the value saved under the slot's key.
func (k KeySlot) Load() (string, bool) { return k.Storage.Load(k.Key) }

// Save keeps value under the slot's key.
func (k KeySlot) Save(value string) { k.Storage.Save(k.Key, value) }

// MemorySlot is a Slot in memory; its zero value holds nothing.
type MemorySlot struct {
	Value string
	Saved bool
}

// Load returns the value saved, if any.
func (m *MemorySlot) Load() (string, bool) { return m.Value, m.Saved }

// Save keeps value.
func (m *MemorySlot) Save(value string) { m.Value, m.Saved = value, true }

// Why a save was not kept in the browser's storage (checkedStorage);
// the shell's notices say them to the player (saveNotices).
var (
	// ErrStorageFull: the browser's storage for the app is full
	// (QuotaExceededError); the value lasts only while the page is open.
	ErrStorageFull = errors.New("the browser's storage is full")
	// ErrStorageBlocked: the browser does not let the app store anything
	// (private mode, blocked storage); the value lasts only while the
	// page is open.
	ErrStorageBlocked = errors.New("the browser does not let the app save")
)

// checkedStorage is a Storage that tells what became of its last Save:
// nil, ErrStorageFull or ErrStorageBlocked. browserStorage is one.
type checkedStorage interface {
	Storage
	LastSaveError() error
}

// browserStorage is window.localStorage, with a memory copy for when the
// browser refuses it. Every use of localStorage may throw (a SecurityError
// when storage is blocked, a QuotaExceededError when full). Values are
// written by web/storage-guard.js's traxStorageSet, which catches the
// exception and names it, so that the player is told why a save failed
// (full storage or blocked storage). Reads go through a call
// (localStorage()): syscall/js turns an exception thrown by a call into
// a panic, recovered here, but one thrown by a property read (window.
// localStorage itself, when blocked) would kill the Go program.
type browserStorage struct {
	mem     MemoryStorage
	lastErr error // why the last Save was not kept: nil, ErrStorageFull, ErrStorageBlocked
}

func newBrowserStorage() *browserStorage { return &browserStorage{mem: MemoryStorage{}} }

// probeKey is written and removed once per visit to learn whether the
// browser keeps what the app saves.
const probeKey = "traxapp.probe"

// probe reports whether the browser lets the app save: nil when a value
// can be written and removed, else ErrStorageFull or ErrStorageBlocked.
// It also becomes LastSaveError, so that the shell's notice says it.
func (b *browserStorage) probe() error {
	b.lastErr = b.set(probeKey, "1")
	if b.lastErr == nil {
		func() {
			defer func() { _ = recover() }()
			localStorage().Call("removeItem", probeKey)
		}()
	}
	return b.lastErr
}

// LastSaveError returns why the last Save was not kept beyond this page:
// nil, ErrStorageFull or ErrStorageBlocked.
func (b *browserStorage) LastSaveError() error { return b.lastErr }

// set writes value under key in localStorage and returns nil,
// ErrStorageFull or ErrStorageBlocked.
func (b *browserStorage) set(key, value string) (err error) {
	defer func() {
		if recover() != nil {
			err = ErrStorageBlocked
		}
	}()
	w := goapp.Window()
	if fn := w.Get("traxStorageSet"); fn.Truthy() { // web/storage-guard.js
		switch w.Call("traxStorageSet", key, value).String() {
		case "":
			return nil
		case "full":
			return ErrStorageFull
		default:
			return ErrStorageBlocked
		}
	}
	ls := localStorage()
	if !ls.Truthy() || ls.Get("traxInMemory").Truthy() {
		return ErrStorageBlocked
	}
	ls.Call("setItem", key, value)
	return nil
}

func (b *browserStorage) Load(key string) (v string, ok bool) {
	if v, ok := b.mem[key]; ok {
		return v, true
	}
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	ls := localStorage()
	if !ls.Truthy() {
		return "", false
	}
	val := ls.Call("getItem", key)
	if val.IsNull() || val.IsUndefined() {
		return "", false
	}
	return val.String(), true
}

func (b *browserStorage) Save(key, value string) {
	b.lastErr = b.set(key, value)
	if b.lastErr != nil {
		b.mem[key] = value
		return
	}
	delete(b.mem, key)
}

// localStorage returns window.localStorage, read with Reflect.get so that
// a browser that blocks storage throws inside a call (a recoverable panic)
// rather than inside a property read. The caller recovers.
func localStorage() goapp.Value {
	w := goapp.Window()
	return w.Get("Reflect").Call("get", w.JSValue(), "localStorage")
}

package app

import (
	"errors"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ErrChangedElsewhere is SavedSlot.Put's refusal when another tab saved
// under the key since this tab read or wrote it: nothing was written, and
// a game reacts by showing the newer save. Put's other errors are the
// storage's own (ErrStorageFull, ErrStorageBlocked); the shell's notices
// say them all to the player (saveNotices).
var ErrChangedElsewhere = errors.New("the save was changed in another tab")

// AsideKind says what was kept aside, for the words of the notice.
type AsideKind string

// What KeepAside keeps.
const (
	AsideGame     AsideKind = "game"     // a saved game
	AsideProgress AsideKind = "progress" // lessons', puzzles' or solitaire's progress
)

// Aside is data the app could not read, kept under a backup key instead
// of being overwritten, and offered to the player as text.
type Aside struct {
	Key    string    // where it was
	Backup string    // where it is kept ("" when storage refused it)
	Data   string    // the data itself
	Kind   AsideKind // what it was
}

// known is what this tab last read or wrote under a key.
type known struct {
	value string
	ok    bool
}

// Saves is the page's saved-data layer, shared by every game: it
// guards the games' saves against another tab's newer save (two tabs
// share storage), keeps what cannot be read aside, and remembers what
// the shell's notices must say. A Session has one (Session.Saves).
type Saves struct {
	storage Storage
	known   map[string]known
	hold    map[string]bool // keys whose unreadable data could not be kept aside: never overwritten

	// Asides lists what was kept aside during this visit.
	Asides []Aside
	// Elsewhere is set when a game followed another tab's save; the
	// notice stays until the player's next save.
	Elsewhere bool
	// copyState says, per backup, how the Copy button did: "copied", or
	// "select" (the text is shown selected, to copy by hand).
	copyState map[int]string

	watchers  map[int]func(key string)
	nextWatch int
	listening bool
}

// NewSaves returns the saved-data layer over st.
func NewSaves(st Storage) *Saves {
	return &Saves{storage: st, known: map[string]known{}, hold: map[string]bool{}, copyState: map[int]string{},
		watchers: map[int]func(string){}}
}

// Slot returns the guarded Slot under key, for a game in progress.
func (s *Saves) Slot(key string) *SavedSlot { return &SavedSlot{saves: s, Key: key} }

// Progress returns the Slot under key for progress (lessons, puzzles):
// not guarded against other tabs (the last tab to save wins, as with a
// setting), but what cannot be read is kept aside (KeepAside).
func (s *Saves) Progress(key string) *SavedSlot {
	return &SavedSlot{saves: s, Key: key, unguarded: true}
}

// Problem returns why the last save was not kept: nil, ErrStorageFull or
// ErrStorageBlocked.
func (s *Saves) Problem() error {
	if c, ok := s.storage.(checkedStorage); ok {
		return c.LastSaveError()
	}
	return nil
}

// load reads key and remembers what was read.
func (s *Saves) load(key string) (string, bool) {
	v, ok := s.storage.Load(key)
	s.known[key] = known{v, ok}
	return v, ok
}

// changed reports whether key holds something else than what this tab
// last read or wrote there (another tab saved since). A key this tab
// never read is not guarded.
func (s *Saves) changed(key string) (string, bool) {
	k, seen := s.known[key]
	if !seen {
		return "", false
	}
	v, ok := s.storage.Load(key)
	return v, ok != k.ok || v != k.value
}

// put writes value under key unless another tab saved there since this
// tab read it (ErrChangedElsewhere, with what it saved) or the key holds
// data that could not be kept aside.
func (s *Saves) put(key, value string) (newer string, err error) {
	if v, changed := s.changed(key); changed {
		return v, ErrChangedElsewhere
	}
	if s.hold[key] {
		return "", ErrStorageFull
	}
	s.storage.Save(key, value)
	s.known[key] = known{value, true}
	s.Elsewhere = false
	return "", s.Problem()
}

// backupKey returns the n-th backup key of key: "<key>.unreadable", then
// "<key>.unreadable.2" and on.
func backupKey(key string, n int) string {
	if n == 1 {
		return key + ".unreadable"
	}
	return key + ".unreadable." + strconv.Itoa(n)
}

// maxBackups bounds the backups kept per key.
const maxBackups = 9

// KeepAside copies data, found under key and unreadable, to a backup key
// before anything overwrites it, and lists it for the shell's notice
// (with a Copy as text button). A backup that already holds the same data
// is reused; other backups are never overwritten. When storage refuses
// the copy, key itself is held: saves under it fail, so the data stays.
func (s *Saves) KeepAside(key, data string, kind AsideKind) {
	for _, a := range s.Asides {
		if a.Key == key && a.Data == data {
			return
		}
	}
	a := Aside{Key: key, Data: data, Kind: kind}
	for n := 1; n <= maxBackups; n++ {
		b := backupKey(key, n)
		if v, ok := s.storage.Load(b); ok {
			if v == data {
				a.Backup = b
				break
			}
			continue
		}
		s.storage.Save(b, data)
		if s.Problem() == nil {
			a.Backup = b
		}
		break
	}
	if a.Backup == "" {
		s.hold[key] = true
	}
	s.Asides = append(s.Asides, a)
}

// Watch calls fn with the key of every change another tab makes to
// storage (the window's storage event; "" when it cleared all) until the
// returned function is called. Outside the browser nothing ever changes.
func (s *Saves) Watch(fn func(key string)) (stop func()) {
	id := s.nextWatch
	s.nextWatch++
	s.watchers[id] = fn
	if goapp.IsClient && !s.listening {
		s.listening = true
		goapp.Window().Call("addEventListener", "storage", goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
			key := ""
			if len(args) > 0 {
				if k := args[0].Get("key"); k.Truthy() {
					key = k.String()
				}
			}
			s.notify(key)
			return nil
		}))
	}
	return func() { delete(s.watchers, id) }
}

// notify tells the watchers that key changed in another tab.
func (s *Saves) notify(key string) {
	for _, fn := range s.watchers {
		fn(key)
	}
}

// SavedSlot is a Slot of the page's Saves: it remembers what this tab
// read and wrote, so that it never writes over another tab's newer save.
type SavedSlot struct {
	saves *Saves
	// Key is the storage key.
	Key       string
	unguarded bool // progress: saved whatever another tab did
}

// Load returns the value saved, if any, and remembers it.
func (g *SavedSlot) Load() (string, bool) { return g.saves.load(g.Key) }

// Save keeps value (Put without its answer).
func (g *SavedSlot) Save(value string) { _, _ = g.Put(value) }

// Put keeps value unless another tab saved since this tab read or wrote
// the slot: then nothing is written and Put returns ErrChangedElsewhere
// with that tab's save. ErrStorageFull and ErrStorageBlocked say that the
// value was not kept beyond this page.
func (g *SavedSlot) Put(value string) (newer string, err error) {
	if g.unguarded {
		delete(g.saves.known, g.Key)
	}
	return g.saves.put(g.Key, value)
}

// Changed returns what another tab saved in the slot since this tab read
// or wrote it, if it did.
func (g *SavedSlot) Changed() (string, bool) { return g.saves.changed(g.Key) }

// KeepAside keeps data, read from the slot and unreadable, under a backup
// key and tells the player (Saves.KeepAside).
func (g *SavedSlot) KeepAside(data string, kind AsideKind) { g.saves.KeepAside(g.Key, data, kind) }

// Followed notes that the game followed another tab's save: the shell
// says so until the next save.
func (g *SavedSlot) Followed() { g.saves.Elsewhere = true }

// Put saves value in slot; a SavedSlot first checks that no other tab
// saved there since (see SavedSlot.Put), other slots just save.
func Put(slot Slot, value string) (newer string, err error) {
	if g, ok := slot.(*SavedSlot); ok {
		return g.Put(value)
	}
	slot.Save(value)
	return "", nil
}

// KeepAside keeps data, read from slot and unreadable, aside before it is
// overwritten, when slot is a SavedSlot (see Saves.KeepAside).
func KeepAside(slot Slot, data string, kind AsideKind) {
	if g, ok := slot.(*SavedSlot); ok {
		g.KeepAside(data, kind)
	}
}

// ChangedElsewhere reports whether the change another tab made to storage
// under key (FollowOtherTabs's key; "" when it cleared storage) left in
// slot a save this tab does not know: the game in progress should then
// adopt it. Only a SavedSlot can tell; other slots report false.
func ChangedElsewhere(slot Slot, key string) bool {
	g, ok := slot.(*SavedSlot)
	if !ok || (key != "" && key != g.Key) {
		return false
	}
	_, changed := g.Changed()
	return changed
}

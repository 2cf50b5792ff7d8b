package round

import (
	"encoding/json"
	"errors"

	"traxapp/app"
	"traxapp/app/i18n"
)

// Errors of Decode; the notice shown depends on which (SavedNotices).
var (
	ErrSavedUnreadable = errors.New("the saved game could not be read")
	ErrSavedOld        = errors.New("the saved game is from an older version of the app")
	ErrSavedNewer      = errors.New("the saved game is from a newer version of the app")
)

// Encode returns the stored form of a game's save: its JSON. saved is
// the game's own struct, whose "version" field holds the format's
// version (Decode checks it).
func Encode(saved any) string {
	b, err := json.Marshal(saved)
	if err != nil {
		return ""
	}
	return string(b)
}

// Decode reads data, a save that Encode wrote, into saved, and checks
// its "version" against version, the format this app writes: a save of
// another version is refused with ErrSavedOld or ErrSavedNewer, never
// misread; anything that is not such JSON gives ErrSavedUnreadable. A
// game raises its version when its format changes. Decode never panics;
// the game then checks what the JSON holds (a record its engine
// accepts...).
func Decode(data string, version int, saved any) error {
	if err := json.Unmarshal([]byte(data), saved); err != nil {
		return ErrSavedUnreadable
	}
	var v struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal([]byte(data), &v); err != nil {
		return ErrSavedUnreadable
	}
	switch {
	case v.Version < version:
		return ErrSavedOld
	case v.Version > version:
		return ErrSavedNewer
	}
	return nil
}

// SavedNotices are a game's catalog keys of what it says when its save
// cannot be read, one per error of Decode.
type SavedNotices struct {
	Unreadable, Old, Newer string
}

// Key returns the catalog key of the notice for err, an error of Decode
// or the game's own check (unreadable).
func (n SavedNotices) Key(err error) string {
	switch {
	case errors.Is(err, ErrSavedOld):
		return n.Old
	case errors.Is(err, ErrSavedNewer):
		return n.Newer
	}
	return n.Unreadable
}

// Text returns the notice for err in p's language.
func (n SavedNotices) Text(p *i18n.Printer, err error) string { return p.T(n.Key(err)) }

// Saving is a game in progress's place in storage as a tab uses it: a
// save never writes over another tab's newer one, the game follows
// another tab's, and data that cannot be read is kept aside before the
// new game is saved over it (app.Saves).
type Saving struct {
	Slot app.Slot
}

// Load returns the data saved, if any.
func (s Saving) Load() (string, bool) {
	if s.Slot == nil {
		return "", false
	}
	data, ok := s.Slot.Load()
	return data, ok && data != ""
}

// Save stores data unless another tab saved a newer game since this tab
// last read or wrote: then adopt runs instead (never write over it).
func (s Saving) Save(data string, adopt func()) {
	if s.Slot == nil || data == "" {
		return
	}
	if _, err := app.Put(s.Slot, data); errors.Is(err, app.ErrChangedElsewhere) {
		adopt()
	}
}

// Follow runs adopt when key (from the window's storage event; "" when
// storage was cleared) is the game's and its save is not the one this
// tab knows.
func (s Saving) Follow(key string, adopt func()) {
	if s.Slot != nil && app.ChangedElsewhere(s.Slot, key) {
		adopt()
	}
}

// Adopted tells the shell that the game on screen is now the one another
// tab saved (its notice).
func (s Saving) Adopted() {
	if g, ok := s.Slot.(*app.SavedSlot); ok {
		g.Followed()
	}
}

// KeepAside keeps data, which the game cannot read, under a backup key
// before a new game is saved over it, and tells the shell.
func (s Saving) KeepAside(data string) {
	if s.Slot != nil {
		app.KeepAside(s.Slot, data, app.AsideGame)
	}
}

package trax

import (
	"net/url"
	"testing"

	"traxapp/app"
	"traxapp/app/i18n"
	"traxapp/app/round"
	"traxapp/app/trax/solitaire"
	engine "traxapp/engine/trax"
)

// FuzzScreenParams opens Trax's screens with arbitrary page parameters and
// an arbitrary saved game, as a club's link or an old browser might:
// never a panic; the game is of a variant the app offers, the one the link
// names if it names one; the computer is the default, a registered
// opponent or none (ai=0), and plays white or red; a patience is
// left to its own package (app/trax/solitaire). A game link
// (link=) that is bad, or a position for analysis, or one that waits for
// the player's word, leaves a readable saved game as it was.
func FuzzScreenParams(f *testing.F) {
	for _, c := range [][2]string{
		{"variant=8x8&ai=max&side=red", ""},
		{"variant=tur&seed=7", `{"version":1,"variant":"tur","record":"@0/","seed":7}`},
		{"variant=zzz&ai=9&side=blue&seed=-1", `{"version":1,"variant":"trax","record":"@0/ B1\\","index":1}`},
		{"ai=0&side=white", "{"},
		{"variant=solitaire4&deal=18446744073709551615", ""},
		{"variant=solitaire&deal=0", ""},
		{"variant=loop&ai=none;x=%zz", `{"version":1,"variant":"loop","record":"@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+"}`},
		{"link=AQcAAgEAAhWb", `{"version":1,"variant":"trax","record":"@0/ B1\\"}`},
		{"link=" + fuzzLink("@0+ B1+", false), `{"version":1,"variant":"trax","record":"@0/ B1\\"}`},
		{"link=" + fuzzLink("@0+ B1+", true), `{"version":1,"variant":"trax","record":"@0+"}`},
		{"variant=8x8&link=" + fuzzLink("@0+ B1+ C1+", false), ""},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, query, saved string) {
		q, _ := url.ParseQuery(query) // what parses; the shell does the same
		st := app.MemoryStorage{}
		if saved != "" {
			st.Save(savedKey, saved)
		}
		ss := &app.Session{Params: q, Lang: i18n.English, Storage: st}
		defer func() { keptGame = round.Kept[*controller]{} }()
		if solitaire.Size(q.Get("variant")) > 0 {
			return // the patience's own (app/trax/solitaire)
		}
		s := newGameScreen().Session(ss)
		s.OnInit()
		c := s.Ctl
		if q.Has("link") && c != nil {
			_, _, err := decodeSaved(saved)
			_, linkErr := engine.DecodeLink(q.Get("link"))
			if after, _ := st.Load(savedKey); err == nil && after != saved && (linkErr != nil || c.link.analysis || c.link.pending != nil) {
				t.Fatalf("%q: the saved game %s became %s", query, saved, after)
			}
			return
		}
		if c == nil || c.game == nil {
			t.Fatalf("%q: no game", query)
		}
		v := c.game.Variant()
		if !offered(v) {
			t.Fatalf("%q: variant %q is not offered", query, v.Name)
		}
		// Names are read in any case, with aliases ("8" for 8x8).
		if name := q.Get("variant"); c.variantFromURL {
			if want, err := engine.VariantByName(name); err != nil || want.Name != v.Name {
				t.Fatalf("%q: variant=%s gave %s", query, name, v.Name)
			}
		}
		// The default opponent is "club" (offered where a computer is
		// registered); a link names another registered one, or none.
		if _, ok := findOpponent(c.defaultAI); c.defaultAI != "" && c.defaultAI != "club" && !ok {
			t.Fatalf("%q: opponent %q is not registered", query, c.defaultAI)
		}
		if ai := q.Get("ai"); (ai == "0" || ai == "none") && c.defaultAI != "" {
			t.Fatalf("%q: ai=%s still plays %q", query, ai, c.defaultAI)
		}
		if side := c.defaultSide.String(); side != "white" && side != "red" {
			t.Fatalf("%q: the player plays %q", query, side)
		}
	})
}

// fuzzLink returns the link code of a Trax record, for the fuzz seeds.
func fuzzLink(record string, analysis bool) string {
	g, err := engine.LoadRecord(engine.Trax, record)
	if err != nil {
		panic(err)
	}
	code, err := engine.EncodeLink(g, analysis)
	if err != nil {
		panic(err)
	}
	return code
}

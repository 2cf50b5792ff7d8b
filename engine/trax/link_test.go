package trax

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// linkVariantsUnderTest are the variants a link holds.
var linkVariantsUnderTest = []Variant{Trax, Trax8x8, LoopTrax, TurTrax}

// randomGame plays up to turns random legal moves of variant v (in
// Tur-TRAX laying the rolled tile), the die seeded from rng.
func randomGame(rng *rand.Rand, v Variant, turns int) *Game {
	g := NewSeededGame(v, rng.Uint64())
	for g.Len() < turns && !g.Outcome().Over() {
		moves := g.LegalMoves(nil)
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	return g
}

// sameGame fails unless b is game a as a link carries it: the same
// variant, seed, moves, board, player to move, result (with its winning
// path) and rolls.
func sameGame(t testing.TB, a, b *Game) {
	t.Helper()
	if a.Variant() != b.Variant() || a.Seed() != b.Seed() && a.Variant().Luck != NoLuck {
		t.Fatalf("variant %v seed %d, want %v seed %d", b.Variant(), b.Seed(), a.Variant(), a.Seed())
	}
	if a.Record() != b.Record() || fmt.Sprint(a.MoveList()) != fmt.Sprint(b.MoveList()) {
		t.Fatalf("moves %q, want %q", b.Record(), a.Record())
	}
	if a.Position().Key() != b.Position().Key() || a.Position().ToMove() != b.Position().ToMove() ||
		a.Outcome().Method != b.Outcome().Method || a.Outcome().Winner != b.Outcome().Winner ||
		fmt.Sprint(a.Position().WinningPath()) != fmt.Sprint(b.Position().WinningPath()) ||
		fmt.Sprint(a.Rolls()) != fmt.Sprint(b.Rolls()) {
		t.Fatalf("after %q: another position, turn, result or roll", a.Record())
	}
}

// mustEncode returns g's link code.
func mustEncode(t testing.TB, g *Game, analysis bool) string {
	t.Helper()
	code, err := EncodeLink(g, analysis)
	if err != nil {
		t.Fatalf("EncodeLink(%q): %v", g.Record(), err)
	}
	return code
}

// frame wraps a body in a link's version, length and checksum, as
// EncodeLink does, so tests can write bodies EncodeLink never would.
func frame(version byte, body []byte) string {
	code := []byte{version}
	code = binary.AppendUvarint(code, uint64(len(body)+2))
	code = append(code, body...)
	code = binary.BigEndian.AppendUint16(code, crc16(code))
	return linkBase64.EncodeToString(code)
}

// packed returns indexes written as a link's moves, each in its width.
func packed(fields ...[2]int) []byte {
	var w bitWriter
	for _, f := range fields {
		w.write(uint64(f[0]), f[1])
	}
	return w.bytes()
}

func TestLinkRoundTripsKnownGames(t *testing.T) {
	for _, c := range []struct {
		v        Variant
		record   string
		analysis bool
	}{
		{Trax, "", false},
		{Trax, "@0/", false},
		{Trax, `@0/ B1\ A2\`, false}, // Red's loop, closed by a forced tile
		{Trax, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+", true},
		{Trax, "@0+ B1/ RESIGN", false},
		{Trax, "@0+ B1/ C1/ DRAW", false},
		{Trax8x8, "@0/ B1\\ B2+", false},
		{LoopTrax, "@0+ B1+ C1+ D1+ E1+ F1+ G1+ H1+ I1+", false},
		{Trax, "@0/ A0/ A3/ B3/ @3+ B0+ C1+ A5/ B5+ @5\\ @5\\ A6\\ C6+ F4+", false},
	} {
		g, err := LoadRecord(c.v, c.record)
		if err != nil {
			t.Fatalf("%s %q: %v", c.v, c.record, err)
		}
		code := mustEncode(t, g, c.analysis)
		l, err := DecodeLink(code)
		if err != nil {
			t.Fatalf("%s %q: code %s: %v", c.v, c.record, code, err)
		}
		sameGame(t, g, l.Game)
		if l.Analysis != c.analysis {
			t.Errorf("%q: analysis %v, want %v", c.record, l.Analysis, c.analysis)
		}
		if l.Game.Record() != g.Record() {
			t.Errorf("%q came back as %q", g.Record(), l.Game.Record())
		}
	}
}

func TestLinkTurTraxKeepsTheDie(t *testing.T) {
	// A Tur-TRAX game whose second turn passed (three rolls missed): the
	// link carries the seed, so the receiver sees the same pass and the
	// same roll to play next.
	g, err := LoadSeededRecord(TurTrax, 6911285608640074752, `@0\ PASS A2/ A0+ A4\ B3+ @1+ D3/ A0+ C5\ A5/ A6+`)
	if err != nil {
		t.Fatal(err)
	}
	l, err := DecodeLink(mustEncode(t, g, false))
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, g, l.Game)
	if l.Game.Moves()[1] != "PASS" || len(l.Game.Rolls()) == 0 {
		t.Errorf("decoded %q with rolls %v", l.Game.Record(), l.Game.Rolls())
	}
}

// TestLinkKeepsATurnedFirstTile: the engine accepts any tile at @0, and
// a link keeps it as played (its record would read it back as @0+ or
// @0/ unturned). Found by FuzzDecodeLink.
func TestLinkKeepsATurnedFirstTile(t *testing.T) {
	g := NewGame(Trax)
	if err := g.Play(Move{Tile: BackslashRedTopRight}); err != nil {
		t.Fatal(err)
	}
	l, err := DecodeLink(mustEncode(t, g, false))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Game.Position().At(Point{}); got != BackslashRedTopRight {
		t.Errorf("the first tile came back as %v", got)
	}
}

func TestLinkLeavesOutMovesTakenBack(t *testing.T) {
	g, _ := LoadRecord(Trax, "@0+ B1+ C1+")
	g.Undo()
	l, err := DecodeLink(mustEncode(t, g, false))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Game.Record(); got != "@0+ B1+" {
		t.Errorf("a link of a game under review holds %q, want the board's @0+ B1+", got)
	}
}

func TestEncodeLinkRefuses(t *testing.T) {
	if _, err := EncodeLink(NewGame(Variant{Name: "solitaire3", Solo: true}), false); !errors.Is(err, ErrLinkVariant) {
		t.Errorf("a solitaire game encoded: %v", err)
	}
	g := longGame(rand.New(rand.NewPCG(1, 1)), Trax, MaxLinkMoves+1)
	if _, err := EncodeLink(g, false); g.Len() != MaxLinkMoves+1 || !errors.Is(err, ErrLinkTooLong) {
		t.Errorf("a game of %d moves: %v, want too long", g.Len(), err)
	}
	g.Undo()
	if _, err := EncodeLink(g, false); err != nil {
		t.Errorf("a game of %d moves: %v", g.Len(), err)
	}
}

// TestDecodeLinkErrors: each kind of bad link is told apart, and an
// illegal move is named by its number (and its notation when the link
// names a move).
func TestDecodeLinkErrors(t *testing.T) {
	good := func(rec string) string {
		g, err := LoadRecord(Trax, rec)
		if err != nil {
			t.Fatal(err)
		}
		return mustEncode(t, g, false)
	}
	code := good("@0+ B1+ C1+")
	raw, _ := linkBase64.DecodeString(code)
	// In unlimited Trax after @0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/ the
	// candidate C3/ is refused by its forced plays (see
	// TestForcedPlayFiltersIllegal in the app).
	pre, _ := LoadRecord(Trax, "@0+ B1/ C1/ A2/ A3+ A4/ B4+ C4/")
	bad, _ := pre.Position().ParseMove("C3/")
	var fields [][2]int
	replay := NewGame(Trax)
	for _, m := range pre.MoveList() {
		ch := replay.linkChoices(nil)
		fields = append(fields, [2]int{indexOfMove(ch, m), choiceBits(len(ch))})
		replay.Play(m)
	}
	ch := replay.linkChoices(nil)
	illegal := append(fields, [2]int{indexOfMove(ch, bad), choiceBits(len(ch))})
	if indexOfMove(ch, bad) < 0 || pre.Position().IsLegal(bad) == nil {
		t.Fatalf("C3/ should be a candidate that is not legal")
	}
	loop := good(`@0/ B1\ A2\`)
	rawLoop, _ := linkBase64.DecodeString(loop)
	loopBody := rawLoop[2 : len(rawLoop)-2]
	for _, c := range []struct {
		name  string
		code  string
		kind  error
		move  int
		token string
	}{
		{"empty", "", ErrLinkTruncated, 0, ""},
		{"not base64url", "AQ+/", ErrLinkMalformed, 0, ""},
		{"a space", code[:4] + " " + code[5:], ErrLinkMalformed, 0, ""},
		{"padding", code + "=", ErrLinkMalformed, 0, ""},
		{"cut", code[:len(code)-3], ErrLinkTruncated, 0, ""},
		{"cut to the version", code[:2], ErrLinkTruncated, 0, ""},
		{"one character more", code + "A", ErrLinkMalformed, 0, ""},
		{"four characters more", code + "AAAA", ErrLinkMalformed, 0, ""},
		{"newer version", frame(2, raw[2:len(raw)-2]), ErrLinkVersion, 0, ""},
		{"changed", code[:6] + string("AB"[boolInt(code[6] == 'A')]) + code[7:], ErrLinkChecksum, 0, ""},
		{"unknown variant", frame(1, []byte{5, 0}), ErrLinkVariant, 0, ""},
		{"reserved flag", frame(1, []byte{0x40, 0}), ErrLinkMalformed, 0, ""},
		{"claim 3", frame(1, []byte{3 << linkClaimShift, 0}), ErrLinkMalformed, 0, ""},
		{"no flags", frame(1, nil), ErrLinkMalformed, 0, ""},
		{"no move count", frame(1, []byte{0}), ErrLinkMalformed, 0, ""},
		{"overlong move count", frame(1, []byte{0, 0x80, 0x00}), ErrLinkMalformed, 0, ""},
		{"too many moves", frame(1, binary.AppendUvarint([]byte{0}, MaxLinkMoves+1)), ErrLinkMalformed, 0, ""},
		{"no seed", frame(1, []byte{3, 0}), ErrLinkMalformed, 0, ""},
		{"moves missing", frame(1, []byte{0, 2}), ErrLinkMalformed, 1, ""},
		{"stray bits", frame(1, []byte{0, 1, 0x01}), ErrLinkMalformed, 0, ""},
		{"stray byte", frame(1, append(append([]byte(nil), loopBody...), 0)), ErrLinkMalformed, 0, ""},
		{"first tile out of range", frame(1, []byte{0, 1, 6 << 5}), ErrLinkIllegal, 1, ""},
		{"forced play refused", frame(1, append(binary.AppendUvarint([]byte{0}, uint64(len(illegal))), packed(illegal...)...)), ErrLinkIllegal, 9, "C3/"},
		{"move after the loop", frame(1, append(binary.AppendUvarint([]byte{0}, 4), packedMoves(t, Trax, `@0/ B1\ A2\`)...)), ErrLinkIllegal, 4, ""},
		{"resign after the loop", frame(1, append([]byte{1 << linkClaimShift}, loopBody[1:]...)), ErrLinkIllegal, 4, "RESIGN"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, err := DecodeLink(c.code)
			var le *LinkError
			if !errors.As(err, &le) {
				t.Fatalf("DecodeLink(%q) = %v, %v; want a *LinkError", c.code, l, err)
			}
			if !errors.Is(err, c.kind) || le.Move != c.move || le.Token != c.token {
				t.Errorf("DecodeLink(%q): %v (move %d %q), want %v at move %d %q", c.code, err, le.Move, le.Token, c.kind, c.move, c.token)
			}
			if l.Game != nil {
				t.Errorf("a bad link gave a game")
			}
		})
	}
	// The refused forced play says why, as the rules do.
	_, err := DecodeLink(frame(1, append(binary.AppendUvarint([]byte{0}, uint64(len(illegal))), packed(illegal...)...)))
	if !errors.Is(err, ErrThreeColors) {
		t.Errorf("the refused move does not say why: %v", err)
	}
}

// packedMoves returns the packed indexes of a record's moves.
func packedMoves(t *testing.T, v Variant, rec string) []byte {
	t.Helper()
	g, err := LoadRecord(v, rec)
	if err != nil {
		t.Fatal(err)
	}
	replay := NewGame(v)
	var fields [][2]int
	for _, m := range g.MoveList() {
		ch := replay.linkChoices(nil)
		fields = append(fields, [2]int{indexOfMove(ch, m), choiceBits(len(ch))})
		replay.Play(m)
	}
	return packed(fields...)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestLinkRoundTripRandomGames: random legal games of every variant, cut
// at every length, some resigned or drawn, some under review, encode to
// a code that decodes to the same game and encodes back to itself.
func TestLinkRoundTripRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	rng := rand.New(rand.NewPCG(10, 3))
	for _, v := range linkVariantsUnderTest {
		t.Run(v.Name, func(t *testing.T) {
			for range games {
				g := randomGame(rng, v, 1+rng.IntN(80))
				switch rng.IntN(4) {
				case 0:
					g.Resign()
				case 1:
					g.AgreeDraw()
				case 2:
					g.GoTo(rng.IntN(g.Len() + 1))
				}
				analysis := rng.IntN(3) == 0
				code := mustEncode(t, g, analysis)
				l, err := DecodeLink(code)
				if err != nil {
					t.Fatalf("%s %q seed %d: %v", v, g.Record(), g.Seed(), err)
				}
				sameGame(t, g, l.Game)
				if l.Analysis != analysis {
					t.Fatalf("analysis flag lost")
				}
				if again := mustEncode(t, l.Game, analysis); again != code {
					t.Fatalf("%q encodes to %s, its decoding to %s", g.Record(), code, again)
				}
			}
		})
	}
}

// longGame plays turns random legal moves of variant v that do not end
// the game (where there is one), so it lasts.
func longGame(rng *rand.Rand, v Variant, turns int) *Game {
	g := NewSeededGame(v, rng.Uint64())
	for g.Len() < turns && !g.Outcome().Over() {
		moves := g.LegalMoves(nil)
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		m := moves[0]
		for _, c := range moves {
			if _, o, err := g.Position().Preview(c); err == nil && !o.Over() {
				m = c
				break
			}
		}
		g.Play(m)
	}
	return g
}

// TestLinkLength: a 60-move game fits a link of well under 150
// characters in every variant (an 8x8 game is over sooner: its board is
// full).
func TestLinkLength(t *testing.T) {
	rng := rand.New(rand.NewPCG(60, 60))
	for _, v := range linkVariantsUnderTest {
		longest, moves := 0, 0
		for range 20 {
			g := longGame(rng, v, 60)
			if n := len(mustEncode(t, g, false)); n > longest {
				longest, moves = n, g.Len()
			}
		}
		t.Logf("%s: the longest link of 20 games of up to 60 moves has %d characters (%d moves)", v, longest, moves)
		if longest > 120 || v.Limit == 0 && moves < 60 {
			t.Errorf("%s: a game of %d moves takes %d characters", v, moves, longest)
		}
	}
}

// TestLinkDetectsEveryChangedCharacter: every change of one character of
// a link, and every cut, is refused (the CRC-16 catches every burst of 6
// bits; the length field every cut), never read as another game.
func TestLinkDetectsEveryChangedCharacter(t *testing.T) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	rng := rand.New(rand.NewPCG(5, 8))
	for _, v := range linkVariantsUnderTest {
		for _, turns := range []int{0, 1, 7, 30, 60} {
			g := longGame(rng, v, turns)
			code := mustEncode(t, g, turns == 7)
			for i := range len(code) {
				for _, c := range []byte(alphabet) {
					if c == code[i] {
						continue
					}
					changed := code[:i] + string(c) + code[i+1:]
					if l, err := DecodeLink(changed); err == nil {
						t.Fatalf("%s: %s changed at %d to %s read as %q", v, code, i, changed, l.Game.Record())
					}
				}
			}
			for n := range len(code) {
				if _, err := DecodeLink(code[:n]); !errors.Is(err, ErrLinkTruncated) {
					t.Fatalf("%s: %s cut to %d characters: %v, want truncated", v, code, n, err)
				}
			}
		}
	}
}

// FuzzDecodeLink reads arbitrary codes, and arbitrary bytes as the body
// of a code with a good frame (version, length, checksum), which random
// codes rarely have: never a panic; a refusal is a *LinkError of one of
// the kinds; a code it accepts is a legal game (every move replayed) that
// encodes back to the very same code.
func FuzzDecodeLink(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range linkVariantsUnderTest {
		for _, turns := range []int{0, 3, 40} {
			code, _ := EncodeLink(randomGame(rng, v, turns), turns == 3)
			f.Add(code)
			raw, _ := linkBase64.DecodeString(code)
			f.Add(string(raw[2 : len(raw)-2])) // its body
		}
	}
	for _, s := range []string{"", "A", "AQ", "AQ+/", "AQMAAP__", frame(1, []byte{0, 1, 6 << 5}), frame(1, []byte{3, 0}), "\x00\x01\xc0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkDecodeLink(t, s)
		checkDecodeLink(t, frame(LinkVersion, []byte(s)))
	})
}

// checkDecodeLink checks FuzzDecodeLink's properties for one code.
func checkDecodeLink(t *testing.T, code string) {
	t.Helper()
	l, err := DecodeLink(code)
	if err != nil {
		var le *LinkError
		if !errors.As(err, &le) || l.Game != nil {
			t.Fatalf("%q: %v (game %v)", code, err, l.Game != nil)
		}
		for _, k := range []error{ErrLinkMalformed, ErrLinkVersion, ErrLinkVariant, ErrLinkTruncated, ErrLinkChecksum, ErrLinkIllegal} {
			if errors.Is(err, k) {
				return
			}
		}
		t.Fatalf("%q: error of no kind: %v", code, err)
	}
	again, err := EncodeLink(l.Game, l.Analysis)
	if err != nil || again != code {
		t.Fatalf("%q decodes to %q, which encodes to %q (%v)", code, l.Game.Record(), again, err)
	}
	// The game is legal: its moves replay from the empty board under the
	// same seed. (Its record may not give the very same tiles: a first
	// tile turned another way than the notation's @0+ or @0/ reads back
	// as that one.)
	replay := NewSeededGame(l.Game.Variant(), l.Game.Seed())
	for _, m := range l.Game.MoveList() {
		if m.Tile == Empty {
			continue // a pass, which the rolls make
		}
		if err := replay.Play(m); err != nil {
			t.Fatalf("%q: move %v of the decoded game %q is not legal: %v", code, m, l.Game.Record(), err)
		}
	}
	if replay.Position().Key() != l.Game.Position().Key() || replay.Len() != l.Game.Len() {
		t.Fatalf("%q: the decoded game %q does not replay", code, l.Game.Record())
	}
}

// BenchmarkDecodeLink measures opening the link of a 60-move game, and
// of the longest game a link holds (MaxLinkMoves), which bounds what a
// hostile link costs.
func BenchmarkDecodeLink(b *testing.B) {
	rng := rand.New(rand.NewPCG(60, 1))
	for _, c := range []struct {
		v     Variant
		turns int
	}{{Trax, 60}, {TurTrax, 60}, {Trax, MaxLinkMoves}, {TurTrax, MaxLinkMoves}} {
		g := longGame(rng, c.v, c.turns)
		code, err := EncodeLink(g, false)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("%s-%d", c.v, g.Len()), func(b *testing.B) {
			for b.Loop() {
				if _, err := DecodeLink(code); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

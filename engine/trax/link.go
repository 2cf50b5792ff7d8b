package trax

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
)

// Play by link: a whole game (variant, the die's seed for Tur-TRAX, every
// move and a resignation or agreed draw) as a short URL-safe code, so two
// players can play a correspondence game by sending links, with no
// server. The decoder replays every move through the rules, so a code
// that decodes is a legal game; a checksum catches tampering and a length
// field truncation.
//
// The code is the unpadded base64url form of these bytes:
//
//	version     1 byte, LinkVersion (a later version keeps this frame:
//	            version, length, checksum)
//	length      uvarint: the number of bytes after it (body and checksum)
//	body:
//	  flags     1 byte: bits 0-2 the variant (linkVariants), bits 3-4 the
//	            claim (0 none, 1 RESIGN, 2 DRAW), bit 5 analysis, bits 6-7 zero
//	  seed      8 bytes big-endian, only for a variant with luck (Tur-TRAX)
//	  moves     uvarint: the number of moves (passed turns are not counted:
//	            the rolls force them)
//	  indexes   each move as its index among linkChoices of its position,
//	            in bits.Len(n-1) bits for n choices (none for one choice),
//	            most significant bit first, the last byte padded with zeros
//	checksum    2 bytes big-endian: CRC-16/CCITT-FALSE of all bytes before it
//
// Every game has exactly one code and DecodeLink accepts nothing else
// (no overlong numbers, no stray bits), so a decoded game encodes back to
// the very same code. A CRC-16 at the end detects every error burst of up
// to 16 bits, hence every change of one character of the code (6 bits).

// LinkVersion is the version byte of the codes EncodeLink writes.
const LinkVersion = 1

// MaxLinkMoves bounds the moves a link holds: several times the longest
// recorded game (43 moves in testdata), and few enough that a hostile
// link replays in a blink (BenchmarkDecodeLink).
const MaxLinkMoves = 300

// MaxLinkLength bounds the length of a code DecodeLink reads.
const MaxLinkLength = 4096

// linkVariants are the variants a link names, by their number in the
// flags; the order is part of the format.
var linkVariants = [...]Variant{Trax, Trax8x8, LoopTrax, TurTrax}

// Link errors, wrapped in *LinkError; test with errors.Is. They are the
// kinds of a bad link; the app words them.
var (
	// ErrLinkMalformed: not a code (a character outside base64url, stray
	// bits or bytes, a number written too long, or more than
	// MaxLinkLength characters).
	ErrLinkMalformed = errors.New("link: malformed")
	// ErrLinkVersion: the code is of another version of the format (made
	// by a newer app).
	ErrLinkVersion = errors.New("link: unknown version")
	// ErrLinkVariant: the code names a variant this version does not know.
	ErrLinkVariant = errors.New("link: unknown variant")
	// ErrLinkTruncated: the code is shorter than its length says (cut off).
	ErrLinkTruncated = errors.New("link: truncated")
	// ErrLinkChecksum: the checksum does not match (the code was changed).
	ErrLinkChecksum = errors.New("link: checksum mismatch")
	// ErrLinkIllegal: a move of the link is not legal where it is played
	// (or comes after the end of the game); LinkError.Move says which.
	ErrLinkIllegal = errors.New("link: illegal move")
	// ErrLinkTooLong: EncodeLink was given a game of more than
	// MaxLinkMoves moves.
	ErrLinkTooLong = errors.New("link: too many moves")
)

// LinkError says what was wrong with a link and, for a move, which.
type LinkError struct {
	// Move is the 1-based number of the bad move of the link (passed
	// turns not counted), or 0 when the error is not about one move; a
	// resignation or draw claim counts as the move after the last.
	Move int
	// Token is the notation of the bad move where the link names one
	// (RESIGN or DRAW for a claim), else "".
	Token string
	// Err wraps one of the ErrLink* kinds and, for ErrLinkIllegal, the
	// rules' reason (ErrThreeColors, ErrAfterEnd, ErrNoPlace...).
	Err error
}

func (e *LinkError) Error() string {
	switch {
	case e.Move == 0:
		return e.Err.Error()
	case e.Token == "":
		return fmt.Sprintf("move %d: %v", e.Move, e.Err)
	}
	return fmt.Sprintf("move %d %q: %v", e.Move, e.Token, e.Err)
}

func (e *LinkError) Unwrap() error { return e.Err }

// Link is a decoded link.
type Link struct {
	// Game is the game the link holds, replayed move by move.
	Game *Game
	// Analysis marks a link to one position, to study rather than to
	// continue as a game.
	Analysis bool
}

// Link flag bits.
const (
	linkVariantMask = 0x07
	linkClaimShift  = 3
	linkClaimMask   = 0x03 << linkClaimShift
	linkAnalysis    = 0x20
	linkReserved    = 0xC0
)

var linkBase64 = base64.RawURLEncoding.Strict()

// EncodeLink returns the link code of game g as far as its board shows
// (moves taken back are left out), with a resignation or draw claimed at
// that move. analysis marks a link to the position, for study. It fails
// only for a variant links do not hold (solitaire) or a game of more than
// MaxLinkMoves moves.
func EncodeLink(g *Game, analysis bool) (string, error) {
	v := g.Variant()
	vi := -1
	for i, lv := range linkVariants {
		if lv == v {
			vi = i
		}
	}
	if vi < 0 {
		return "", &LinkError{Err: ErrLinkVariant}
	}
	flags := byte(vi)
	if g.atClaim() {
		claim := byte(1)
		if g.end.Method == ByAgreement {
			claim = 2
		}
		flags |= claim << linkClaimShift
	}
	if analysis {
		flags |= linkAnalysis
	}
	var moves []Move
	for _, m := range g.played {
		if m != passMove {
			moves = append(moves, m)
		}
	}
	if len(moves) > MaxLinkMoves {
		return "", &LinkError{Err: ErrLinkTooLong}
	}
	body := []byte{flags}
	if v.Luck != NoLuck {
		body = binary.BigEndian.AppendUint64(body, g.seed)
	}
	body = binary.AppendUvarint(body, uint64(len(moves)))
	var w bitWriter
	replay := NewSeededGame(v, g.seed)
	var buf []Move
	for k, m := range moves {
		buf = replay.linkChoices(buf[:0])
		i := indexOfMove(buf, m)
		if i < 0 || replay.Play(buf[i]) != nil {
			// g's own moves are legal, so this cannot happen.
			return "", &LinkError{Move: k + 1, Err: ErrLinkIllegal}
		}
		w.write(uint64(i), choiceBits(len(buf)))
	}
	body = append(body, w.bytes()...)
	code := []byte{LinkVersion}
	code = binary.AppendUvarint(code, uint64(len(body)+2))
	code = append(code, body...)
	code = binary.BigEndian.AppendUint16(code, crc16(code))
	return linkBase64.EncodeToString(code), nil
}

// DecodeLink reads a link code and replays its game. A bad code gives a
// *LinkError that says what was wrong (its kind, one of the ErrLink*
// values) and, for an illegal move, which move and why; the returned
// Link is then empty.
func DecodeLink(code string) (Link, error) {
	raw, err := linkBytes(code)
	if err != nil {
		return Link{}, err
	}
	// raw is version, length, body and checksum, checked.
	_, k := binary.Uvarint(raw[1:])
	body := raw[1+k : len(raw)-2]
	if len(body) < 1 {
		return Link{}, &LinkError{Err: ErrLinkMalformed}
	}
	flags := body[0]
	body = body[1:]
	if flags&linkReserved != 0 {
		return Link{}, &LinkError{Err: ErrLinkMalformed}
	}
	vi := int(flags & linkVariantMask)
	if vi >= len(linkVariants) {
		return Link{}, &LinkError{Err: ErrLinkVariant}
	}
	v := linkVariants[vi]
	claim := RecordEnd((flags & linkClaimMask) >> linkClaimShift)
	if claim > AgreedDraw {
		return Link{}, &LinkError{Err: ErrLinkMalformed}
	}
	var seed uint64
	if v.Luck != NoLuck {
		if len(body) < 8 {
			return Link{}, &LinkError{Err: ErrLinkMalformed}
		}
		seed = binary.BigEndian.Uint64(body)
		body = body[8:]
	}
	n, k := uvarint(body)
	if k <= 0 || n > MaxLinkMoves {
		return Link{}, &LinkError{Err: ErrLinkMalformed}
	}
	body = body[k:]
	g := NewSeededGame(v, seed)
	r := bitReader{data: body}
	var buf []Move
	for move := 1; move <= int(n); move++ {
		if g.Outcome().Over() {
			return Link{}, &LinkError{Move: move, Err: fmt.Errorf("%w: %w", ErrLinkIllegal, ErrAfterEnd)}
		}
		buf = g.linkChoices(buf[:0])
		i, ok := r.read(choiceBits(len(buf)))
		if !ok {
			return Link{}, &LinkError{Move: move, Err: ErrLinkMalformed}
		}
		if i >= uint64(len(buf)) {
			return Link{}, &LinkError{Move: move, Err: fmt.Errorf("%w: %w", ErrLinkIllegal, ErrNoPlace)}
		}
		m := buf[i]
		tok := g.pos.FormatMove(m)
		if err := g.Play(m); err != nil {
			return Link{}, &LinkError{Move: move, Token: tok, Err: fmt.Errorf("%w: %w", ErrLinkIllegal, err)}
		}
	}
	if !r.done() {
		return Link{}, &LinkError{Err: ErrLinkMalformed}
	}
	switch claim {
	case Resign:
		err = g.Resign()
	case AgreedDraw:
		err = g.AgreeDraw()
	}
	if err != nil {
		return Link{}, &LinkError{Move: int(n) + 1, Token: claim.String(), Err: fmt.Errorf("%w: %w", ErrLinkIllegal, ErrAfterEnd)}
	}
	return Link{Game: g, Analysis: flags&linkAnalysis != 0}, nil
}

// linkBytes decodes code to its bytes and checks the frame: the
// characters, the length and the checksum, then the version. Every
// version keeps this frame (a version byte, the length, the checksum at
// the end), so a cut code says truncated, a changed one checksum, and
// only a whole code made by a newer app says version.
func linkBytes(code string) ([]byte, error) {
	if len(code) > MaxLinkLength {
		return nil, &LinkError{Err: ErrLinkMalformed}
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return nil, &LinkError{Err: ErrLinkMalformed}
		}
	}
	// Read what is there, even cut mid-character, to tell truncation
	// apart; the strict decoding below is what is accepted.
	lenient := code
	if len(lenient)%4 == 1 {
		lenient = lenient[:len(lenient)-1]
	}
	raw, err := base64.RawURLEncoding.DecodeString(lenient)
	if err != nil {
		return nil, &LinkError{Err: ErrLinkMalformed}
	}
	if len(raw) == 0 {
		return nil, &LinkError{Err: ErrLinkTruncated}
	}
	n, k := uvarint(raw[1:])
	switch {
	case k == 0:
		return nil, &LinkError{Err: ErrLinkTruncated}
	case k < 0 || n < 2:
		return nil, &LinkError{Err: ErrLinkMalformed}
	case uint64(len(raw)-1-k) < n:
		return nil, &LinkError{Err: ErrLinkTruncated}
	case uint64(len(raw)-1-k) > n:
		return nil, &LinkError{Err: ErrLinkMalformed}
	}
	if strict, err := linkBase64.DecodeString(code); err != nil || len(strict) != len(raw) {
		return nil, &LinkError{Err: ErrLinkMalformed}
	}
	end := len(raw) - 2
	if crc16(raw[:end]) != binary.BigEndian.Uint16(raw[end:]) {
		return nil, &LinkError{Err: ErrLinkChecksum}
	}
	if raw[0] != LinkVersion {
		return nil, &LinkError{Err: ErrLinkVersion}
	}
	return raw, nil
}

// uvarint reads a uvarint written in its shortest form: k is the bytes
// read, 0 if data ends inside the number, negative if it is written
// longer than needed or overflows.
func uvarint(data []byte) (v uint64, k int) {
	v, k = binary.Uvarint(data)
	if k > 0 && len(binary.AppendUvarint(nil, v)) != k {
		return 0, -1
	}
	return v, k
}

// linkChoices appends the moves a link chooses among in g's position,
// in the order of their indexes: every tile at @0 on the empty board,
// then Candidates, which holds every legal move; in Tur-TRAX only those
// that lay the rolled tile. Some may be illegal through their forced
// plays: the decoder says so, naming the move.
func (g *Game) linkChoices(dst []Move) []Move {
	p := g.pos
	rolled := g.Rolled()
	if p.TileCount() == 0 {
		if rolled != Empty {
			return append(dst, Move{Tile: rolled})
		}
		for _, t := range Tiles {
			dst = append(dst, Move{Tile: t})
		}
		return dst
	}
	start := len(dst)
	dst = p.Candidates(dst)
	if rolled == Empty {
		return dst
	}
	keep := dst[:start]
	for _, m := range dst[start:] {
		if m.Tile == rolled {
			keep = append(keep, m)
		}
	}
	return keep
}

func indexOfMove(ms []Move, m Move) int {
	for i, c := range ms {
		if c == m {
			return i
		}
	}
	return -1
}

// choiceBits is the number of bits an index among n choices takes.
func choiceBits(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

// bitWriter packs numbers most significant bit first.
type bitWriter struct {
	out  []byte
	acc  uint64
	nacc int
}

func (w *bitWriter) write(v uint64, n int) {
	for i := n - 1; i >= 0; i-- {
		w.acc = w.acc<<1 | v>>uint(i)&1
		w.nacc++
		if w.nacc == 8 {
			w.out = append(w.out, byte(w.acc))
			w.acc, w.nacc = 0, 0
		}
	}
}

// bytes returns what was written, the last byte padded with zeros.
func (w *bitWriter) bytes() []byte {
	if w.nacc > 0 {
		return append(w.out, byte(w.acc<<uint(8-w.nacc)))
	}
	return w.out
}

// bitReader reads what bitWriter wrote.
type bitReader struct {
	data []byte
	pos  int // in bits
}

func (r *bitReader) read(n int) (uint64, bool) {
	if r.pos+n > len(r.data)*8 {
		return 0, false
	}
	var v uint64
	for range n {
		v = v<<1 | uint64(r.data[r.pos/8]>>(7-uint(r.pos%8))&1)
		r.pos++
	}
	return v, true
}

// done reports whether only the zero padding of the last byte is left.
func (r *bitReader) done() bool {
	if (len(r.data)*8 - r.pos) >= 8 {
		return false
	}
	for ; r.pos < len(r.data)*8; r.pos++ {
		if r.data[r.pos/8]>>(7-uint(r.pos%8))&1 != 0 {
			return false
		}
	}
	return true
}

// crc16 is CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF): it
// detects every burst of errors of up to 16 bits.
func crc16(data []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, b := range data {
		crc ^= uint16(b) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

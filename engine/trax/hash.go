package trax

// Hashing. Key is a Zobrist-style hash of (place, tile) pairs. ShapeKey is
// a polynomial hash, sum of Z[tile]·A^x·B^y, kept relative to the grid
// origin; multiplying by A^-minX·B^-minY moves it to the area's corner, so
// it does not change when the whole position is translated.

const (
	shapeA = 0x9E3779B97F4A7C15 // odd, so invertible modulo 2^64
	shapeB = 0xC2B2AE3D27D4EB4F
)

var shapeZ = [7]uint64{0,
	0x8CB92BA72F3D8DD7, 0xB8E1AFED6A267E96, 0xA0761D6478BD642F,
	0xE7037ED1A0B428DB, 0x8EBC6AF09C88C6E3, 0x589965CC75374CC3,
}

// mix64 is the splitmix64 finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

func zobrist(q Point, t Tile) uint64 {
	return mix64(uint64(uint32(q.X))<<32 ^ uint64(uint32(q.Y))<<3 ^ uint64(t))
}

// inverse returns the multiplicative inverse of the odd number a modulo
// 2^64 (Newton's iteration doubles the correct bits each step).
func inverse(a uint64) uint64 {
	x := a
	for range 5 {
		x *= 2 - a*x
	}
	return x
}

func powers(a uint64, n int) []uint64 {
	out := make([]uint64, n)
	v := uint64(1)
	for i := range out {
		out[i] = v
		v *= a
	}
	return out
}

// powMod returns a^n modulo 2^64 for any integer n (a odd when n < 0).
func powMod(a uint64, n int) uint64 {
	if n < 0 {
		a, n = inverse(a), -n
	}
	r := uint64(1)
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			r *= a
		}
		a *= a
	}
	return r
}

package i18n

import "strconv"

// groupSeparators separate thousands in each language: a comma in
// English; a full stop in Danish, German, Italian, Dutch and Spanish; a
// no-break space in Swedish and Russian and a narrow no-break space in
// French.
var groupSeparators = map[Lang]string{
	English: ",", Swedish: "\u00a0", Russian: "\u00a0", French: "\u202f",
	Danish: ".", German: ".", Italian: ".", Dutch: ".", Spanish: ".",
}

// FormatNumber writes the whole number n as l writes it: 1,234 in English,
// 1 234 in Swedish, 1.234 in German. Spanish (CLDR's minimum grouping of
// 2) leaves four-digit numbers ungrouped: 1234, but 12.345.
func FormatNumber(l Lang, n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	sep, ok := groupSeparators[l]
	if !ok {
		sep = groupSeparators[English]
	}
	minDigits := 4
	if l == Spanish {
		minDigits = 5
	}
	if len(s) >= minDigits {
		var b []byte
		for i := range len(s) {
			if i > 0 && (len(s)-i)%3 == 0 {
				b = append(b, sep...)
			}
			b = append(b, s[i])
		}
		s = string(b)
	}
	if neg {
		s = "-" + s
	}
	return s
}

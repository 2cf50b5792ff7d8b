package i18n

// Plural categories of CLDR, as they appear in catalog keys.
const (
	One   = "one"
	Few   = "few"
	Many  = "many"
	Other = "other"
)

// PluralCategory returns the CLDR plural category of the whole number n in
// language l (CLDR 45 cardinal rules for integers): Russian has one (1,
// 21, 101...), few (2-4, 22-24...) and many (0, 5-20, 25...); French has
// one for 0 and 1; French, Italian and Spanish have many for a non-zero
// multiple of a million ("un million de coups"); the others have one for
// 1 and other for the rest.
func PluralCategory(l Lang, n int) string {
	if n < 0 {
		n = -n
	}
	switch l {
	case Russian:
		switch d, dd := n%10, n%100; {
		case d == 1 && dd != 11:
			return One
		case d >= 2 && d <= 4 && (dd < 12 || dd > 14):
			return Few
		default:
			return Many
		}
	case French:
		if n == 0 || n == 1 {
			return One
		}
	default:
		if n == 1 {
			return One
		}
	}
	if (l == French || l == Italian || l == Spanish) && n != 0 && n%1000000 == 0 {
		return Many
	}
	return Other
}

// Needs returns the plural categories a catalog of l must give for every
// plural message.
func Needs(l Lang) []string {
	switch l {
	case Russian:
		return []string{One, Few, Many, Other}
	case French, Italian, Spanish:
		return []string{One, Many, Other}
	}
	return []string{One, Other}
}

package i18n

import "strings"

// Lang is a language the app speaks, as its BCP 47 primary subtag ("en",
// "sv", "ru"...).
type Lang string

// The languages of the product's rule documents.
const (
	English Lang = "en"
	Swedish Lang = "sv"
	Russian Lang = "ru"
	French  Lang = "fr"
	Danish  Lang = "da"
	German  Lang = "de"
	Italian Lang = "it"
	Dutch   Lang = "nl"
	Spanish Lang = "es"
)

// Languages lists every language the app speaks, in the order of the
// language menu.
var Languages = []Lang{English, Swedish, Russian, French, Danish, German, Italian, Dutch, Spanish}

// autonyms are the languages' names in themselves, for the language menu.
var autonyms = map[Lang]string{
	English: "English", Swedish: "Svenska", Russian: "Русский", French: "Français",
	Danish: "Dansk", German: "Deutsch", Italian: "Italiano", Dutch: "Nederlands", Spanish: "Español",
}

// Autonym returns the language's name in itself, such as "Svenska".
func (l Lang) Autonym() string { return autonyms[l] }

// Supported reports whether the app speaks l.
func (l Lang) Supported() bool { _, ok := autonyms[l]; return ok }

// Parse returns the language of a BCP 47 tag such as "sv", "sv-SE" or
// "de_CH" (case-insensitive), if the app speaks it. Norwegian Bokmål and
// Nynorsk ("nb", "nn", "no") read Danish best of the nine, so they get it.
func Parse(tag string) (Lang, bool) {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	switch tag {
	case "nb", "nn", "no":
		tag = "da"
	}
	l := Lang(tag)
	return l, l.Supported()
}

// Match returns the first of tags (in order of preference, such as
// navigator.languages) that the app speaks.
func Match(tags ...string) (Lang, bool) {
	for _, t := range tags {
		if l, ok := Parse(t); ok {
			return l, true
		}
	}
	return "", false
}

// Resolve picks the language to speak: the page's ?lang= parameter, else
// the choice saved earlier, else the browser's preferred languages, else
// English. fromURL reports a ?lang= value the app does not speak (the
// page then says so); it is false when the parameter is absent or valid.
func Resolve(param, saved string, browser []string) (l Lang, badParam bool) {
	if param != "" {
		if l, ok := Parse(param); ok {
			return l, false
		}
		badParam = true
	}
	if l, ok := Parse(saved); ok && saved != "" {
		return l, badParam
	}
	if l, ok := Match(browser...); ok {
		return l, badParam
	}
	return English, badParam
}

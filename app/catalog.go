package app

import (
	"embed"
	"io/fs"

	"traxapp/app/i18n"
)

//go:embed messages/*.txt
var messages embed.FS

func init() {
	sub, _ := fs.Sub(messages, "messages")
	i18n.Add(sub)
}

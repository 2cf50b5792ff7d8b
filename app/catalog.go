package app

import (
	"io/fs"

	"traxapp/app/i18n"
)

func init() {
	sub, _ := fs.Sub(messages, "messages")
	i18n.Add(sub)
}

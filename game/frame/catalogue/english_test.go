package catalogue_test

import (
	"strings"
	"testing"

	_ "renju/game/frame/catalogue"
	"renju/msg"
)

// English texts carry Chinese terms only through the glossary (a term's
// popup gives its Chinese name): no "live three (活三)" in the
// catalogue's English. The one Chinese word English may show is the
// language's own name, 中文, on the language button and where it is
// named.
func TestEnglishCarriesNoChinese(t *testing.T) {
	for _, id := range msg.IDs() {
		p, _ := msg.Get(id)
		rest := strings.ReplaceAll(p.EN, "中文", "")
		if i := strings.IndexFunc(rest, func(r rune) bool {
			return r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF || r >= 0xFF00 && r <= 0xFFEF
		}); i >= 0 {
			t.Errorf("%s: English carries Chinese: %q", id, p.EN)
		}
	}
}

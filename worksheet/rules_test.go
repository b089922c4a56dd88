package worksheet

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rulesheet"
)

// The rules sheet prints on one page in each language, with every rule's
// heading, statement and caption, and the footer.
func TestRulesPDF(t *testing.T) {
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		pdf, err := RulesPDF(lang, nil)
		require.NoError(t, err, lang)
		require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
		path := writeTemp(t, pdf)
		require.Equal(t, 1, pages(t, path), lang)
		text := strings.Join(pageLines(t, path, 1), " ")
		squeezed := strings.Join(strings.Fields(text), "")
		for _, id := range []msg.ID{msg.RulesTitle, msg.RulesFooter} {
			assert.Contains(t, squeezed, strings.Join(strings.Fields(msg.T(lang, id)), ""), "%s: %s", lang, id)
		}
		for _, r := range rulesheet.All() {
			for _, id := range []msg.ID{r.Title, r.Text, r.Caption} {
				// Lines wrap: compare without white space.
				assert.Contains(t, squeezed, strings.Join(strings.Fields(msg.T(lang, id)), ""), "%s: %s", lang, id)
			}
		}
	}
}

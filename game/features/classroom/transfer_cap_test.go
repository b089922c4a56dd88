package classroom

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

// A text beyond MaxImport is refused at once, naming its size and the
// limit in both languages; the board stays.
func TestImportTooLong(t *testing.T) {
	m := New()
	require.NoError(t, m.ImportText("h8 h9 i8"))
	long := "h8 h9 i8" + strings.Repeat(" ", 20<<20)
	err := m.ImportText(long)
	require.Error(t, err)
	assert.Equal(t, "the text is 20481 KB; a board's text is at most 64 KB", err.Error())
	assert.Equal(t, "Nothing imported, the board is unchanged: the text is 20481 KB; a board's text is at most 64 KB", m.Notice().Text(msg.English))
	assert.Equal(t, "未导入，棋盘未改变：文本有 20481 KB，一个棋盘的文本最多 64 KB", m.Notice().Text(msg.Chinese))
	b := m.Position().Board
	assert.Equal(t, 3, b.Count(rules.Black)+b.Count(rules.White), "the board stays")
	// Just within the limit is read.
	require.NoError(t, m.ImportText("h8 h9"+strings.Repeat(" ", MaxImport-5)))
	assert.Error(t, m.RefuseImport(MaxImport+1))
	assert.Contains(t, m.Notice().Text(msg.English), "65 KB")
}

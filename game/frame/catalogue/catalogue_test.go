package catalogue

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every package under game/ whose non-test code registers a message table
// (msg.Register) is imported here; the root package game (the frame) is
// the app, which links them all anyway.
func TestImportsEveryRoomWithMessages(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	registers := map[string]bool{}
	err := filepath.WalkDir(filepath.Join(root, "game"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		dir, _ := filepath.Rel(root, filepath.Dir(p))
		if dir == "game" {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.Contains(string(src), "msg.Register(") {
			registers["renju/"+filepath.ToSlash(dir)] = true
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, registers, "no room registers messages: the scan is broken")

	f, err := parser.ParseFile(token.NewFileSet(), "catalogue.go", nil, parser.ImportsOnly)
	require.NoError(t, err)
	imported := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		imported[p] = true
	}
	var missing []string
	for p := range registers {
		if !imported[p] {
			missing = append(missing, p)
		}
	}
	sort.Strings(missing)
	assert.Empty(t, missing, "these register messages but catalogue.go does not import them: the font subsets would miss their characters")
}

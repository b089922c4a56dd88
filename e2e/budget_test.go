package e2e

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFirstModuleBudget: the tutor's module, as served gzip-encoded, is
// within the budget recorded in web/budget.txt (the worker's module is
// not the first download and has none).
func TestFirstModuleBudget(t *testing.T) {
	f, err := os.Open(filepath.Join(repoRoot, "web", "budget.txt"))
	require.NoError(t, err)
	defer f.Close()
	budgets := map[string]int64{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, n, ok := strings.Cut(line, " ")
		require.True(t, ok, "budget line %q: want a file name and a size", line)
		size, err := strconv.ParseInt(strings.TrimSpace(n), 10, 64)
		require.NoError(t, err, "budget line %q", line)
		budgets[name] = size
	}
	require.Contains(t, budgets, "renju.wasm.gz")
	for name, budget := range budgets {
		st, err := os.Stat(filepath.Join(siteDir, name))
		require.NoError(t, err)
		t.Logf("%s: %d bytes, budget %d (%.1f%%)", name, st.Size(), budget, 100*float64(st.Size())/float64(budget))
		assert.LessOrEqual(t, st.Size(), budget, "%s is over its budget in web/budget.txt", name)
	}
}

//go:build linux

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// A process left behind by the command (its parent gone) is waited for,
// and its CPU counted: the shell exits at once, its orphan spins, then
// writes a file. cputime returns only once the file is there (init would
// have had the orphan otherwise), with the shell's status and a report.
func TestOrphansWaitedForAndCounted(t *testing.T) {
	dir := t.TempDir()
	done := filepath.Join(dir, "done")
	out, err := os.Create(filepath.Join(dir, "report"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	script := `( i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; touch "$1" ) & exit 3`
	status := run([]string{"sh", "-c", script, "sh", done}, out)
	if status != 3 {
		t.Errorf("status %d, want the command's 3", status)
	}
	if _, err := os.Stat(done); err != nil {
		t.Fatalf("cputime returned before the orphan ended: %v", err)
	}
	report, err := os.ReadFile(out.Name())
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`cputime: [0-9.]+ s wall, ([0-9.]+) s CPU \(`).FindSubmatch(report)
	if m == nil {
		t.Fatalf("report %q", report)
	}
	cpu, _ := strconv.ParseFloat(string(m[1]), 64)
	if cpu <= 0 {
		t.Errorf("the orphan's loop counted no CPU: %s", report)
	}
}

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The CPU time of a browser's whole process tree, read from /proc, for
// the measuring flows (measure_test.go): the browser, its zygotes, the
// renderers, the GPU process and the utility processes (network,
// storage, audio), with every thread they run, service and dedicated
// workers included.
//
// A process that has ended is still counted: its parent, when it reaps
// it, adds its time to its own cutime and cstime. So the tree's time is
// the sum over the live processes of utime+stime+cutime+cstime, each
// ended descendant counted once, in its reaper's children's time (the
// browser and its zygotes reap theirs; all of them are in the tree).

// clockTick is the kernel's USER_HZ: /proc's times are in these ticks.
// Linux reports 100 on every architecture Chromium runs on here.
const clockTick = 100

// procStat is what /proc/<pid>/stat says of one process: its parent and
// its CPU seconds, its own and its reaped children's.
type procStat struct {
	pid, ppid int
	comm      string
	own, kids float64 // seconds: utime+stime, cutime+cstime
}

// readStat reads /proc/<pid>/stat (or a task's, path being its stat
// file).
func readStat(path string) (procStat, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return procStat{}, err
	}
	s := string(b)
	// comm is in parentheses and may hold spaces and parentheses: the
	// fields after it start after the last ')'.
	open, end := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
	if open < 0 || end < open {
		return procStat{}, fmt.Errorf("%s: no comm field", path)
	}
	f := strings.Fields(s[end+1:])
	// f[0] is field 3 (state): ppid is field 4, utime 14, stime 15,
	// cutime 16, cstime 17.
	if len(f) < 15 {
		return procStat{}, fmt.Errorf("%s: %d fields", path, len(f))
	}
	num := func(i int) float64 {
		v, _ := strconv.ParseFloat(f[i-3], 64)
		return v
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(s[:open]))
	return procStat{
		pid:  pid,
		ppid: int(num(4)),
		comm: s[open+1 : end],
		own:  (num(14) + num(15)) / clockTick,
		kids: (num(16) + num(17)) / clockTick,
	}, nil
}

// procNode is a live process of the tree, with its kind (Chromium's
// --type: renderer, gpu-process, utility with its sub-type, zygote; the
// browser has none).
type procNode struct {
	procStat
	kind string
}

// processTree lists root and every live descendant.
func processTree(root int) []procNode {
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	parent := map[int]int{}
	stats := map[int]procStat{}
	for _, d := range dirs {
		st, err := readStat(filepath.Join(d, "stat"))
		if err != nil {
			continue // ended meanwhile
		}
		parent[st.pid] = st.ppid
		stats[st.pid] = st
	}
	in := func(pid int) bool {
		for p := pid; p > 1; p = parent[p] {
			if p == root {
				return true
			}
		}
		return false
	}
	var out []procNode
	for pid, st := range stats {
		if in(pid) {
			out = append(out, procNode{procStat: st, kind: processKind(pid)})
		}
	}
	return out
}

// treeCPU is the CPU seconds the tree under root has used so far, ended
// processes included.
func treeCPU(root int) float64 {
	var s float64
	for _, p := range processTree(root) {
		s += p.own + p.kids
	}
	return s
}

// processKind is a Chromium process's --type (and a utility's
// sub-type): "browser" for none.
func processKind(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil {
		return "?"
	}
	kind, sub := "browser", ""
	// A child process rewrites its command line as one string (its
	// title), so the arguments are split at spaces as well as NULs.
	args := strings.FieldsFunc(string(b), func(r rune) bool { return r == 0 || r == ' ' })
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, "--type="); ok {
			kind = v
		}
		if v, ok := strings.CutPrefix(a, "--utility-sub-type="); ok {
			sub = v
		}
	}
	if sub != "" {
		// network.mojom.NetworkService → network
		sub, _, _ = strings.Cut(sub, ".")
		kind += ":" + sub
	}
	return kind
}

// cpuByKind is the tree's CPU seconds by process kind (ended processes'
// time under their reaper's kind, "… (ended children)").
func cpuByKind(root int) map[string]float64 {
	m := map[string]float64{}
	for _, p := range processTree(root) {
		m[p.kind] += p.own
		if p.kids > 0 {
			m[p.kind+" (ended children)"] += p.kids
		}
	}
	return m
}

// cpuByThread is the CPU seconds of every live thread of the tree, by
// process kind and thread name ("renderer/CrRendererMain"), and each
// process's ended threads (what its total holds beyond its live
// threads').
func cpuByThread(root int) map[string]float64 {
	m := map[string]float64{}
	for _, p := range processTree(root) {
		tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/[0-9]*/stat", p.pid))
		var live float64
		for _, task := range tasks {
			st, err := readStat(task)
			if err != nil {
				continue
			}
			m[p.kind+"/"+threadName(st.comm)] += st.own
			live += st.own
		}
		if rest := p.own - live; rest > 0.005 {
			m[p.kind+"/(ended threads)"] += rest
		}
	}
	return m
}

// threadName folds the numbered threads of a pool into one name
// ("ThreadPoolForeg", "V8 DefaultWorke").
func threadName(comm string) string {
	return strings.TrimRight(comm, "0123456789 ")
}

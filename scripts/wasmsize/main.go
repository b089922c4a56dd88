// Command wasmsize prints the code of a Go WebAssembly module per package,
// read from the module's name section (so the module must be built
// without -s -w: scripts/wasmsize.sh builds the tutor so). go tool nm does
// not read wasm; wabt's wasm-objdump -x lists the same function sizes,
// but it rewrites the names ('/', '(', '*' become '_'), which loses where
// a package path ends.
//
// Usage:
//
//	wasmsize [-top N] [-funcs PREFIX] [-generic] [-base OTHER.wasm] MODULE.wasm
//
// The table has, per package, the bytes of its function bodies, their
// count, and the gzip bytes of its bodies compressed alone (a guide to its
// share of the module as served; the module's data, type and function
// tables, and the runtime's tables per function come beside it).
// -funcs lists the functions of the packages whose path begins with
// PREFIX, largest first; -generic sums each generic function's
// instantiations; -base prints each package's difference against an older
// build.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
)

func main() {
	top := flag.Int("top", 40, "packages (or functions) to list; 0 for all")
	funcs := flag.String("funcs", "", "list the functions of packages whose path begins with this")
	generic := flag.Bool("generic", false, "list generic functions, their instantiations summed")
	base := flag.String("base", "", "an older module to compare with, per package")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-funcs PREFIX] [-generic] [-base OLD.wasm] MODULE.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	m, err := load(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', tabwriter.AlignRight)
	defer w.Flush()
	switch {
	case *funcs != "":
		listFuncs(w, m, *funcs, *top)
	case *generic:
		listGeneric(w, m, *top)
	case *base != "":
		old, err := load(*base)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
		compare(w, old, m, *top)
	default:
		listPackages(w, m, *top)
	}
}

// A fn is one function body of the module.
type fn struct {
	name string
	body []byte
}

type wasmModule struct {
	fns      []fn
	sections map[string]int // bytes per section (custom sections by name)
	size     int
}

func load(path string) (*wasmModule, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

var errNoNames = errors.New("no function names: build the module without -s -w")

// parse reads the sections the table needs: imports (the functions'
// index space begins with the imported ones), code and the name section.
func parse(b []byte) (*wasmModule, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	m := &wasmModule{sections: map[string]int{}, size: len(b)}
	r := &reader{b: b, i: 8}
	var imported int
	var bodies [][]byte
	names := map[int]string{}
	for r.i < len(b) {
		id := r.byte()
		size := int(r.uleb())
		if r.err != nil || r.i+size > len(b) {
			return nil, errors.New("a section runs past the end of the file")
		}
		sec := &reader{b: b[r.i : r.i+size]}
		r.i += size
		key := sectionName(id)
		switch id {
		case 0:
			name := sec.name()
			key = "custom " + name
			if name == "name" {
				readNames(sec, names)
			}
		case 2:
			imported = countImportedFuncs(sec)
		case 10:
			n := int(sec.uleb())
			for k := 0; k < n && sec.err == nil; k++ {
				l := int(sec.uleb())
				bodies = append(bodies, sec.bytes(l))
			}
		}
		if sec.err != nil {
			return nil, fmt.Errorf("section %s: %w", key, sec.err)
		}
		m.sections[key] += size
	}
	if len(names) == 0 {
		return nil, errNoNames
	}
	for k, body := range bodies {
		name, ok := names[imported+k]
		if !ok {
			name = fmt.Sprintf("func[%d]", imported+k)
		}
		m.fns = append(m.fns, fn{name: name, body: body})
	}
	return m, nil
}

func sectionName(id byte) string {
	names := []string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "elem", "code", "data", "datacount"}
	if int(id) < len(names) {
		return names[id]
	}
	return fmt.Sprintf("section %d", id)
}

func countImportedFuncs(r *reader) int {
	n := int(r.uleb())
	funcs := 0
	for k := 0; k < n && r.err == nil; k++ {
		r.name()
		r.name()
		switch r.byte() {
		case 0: // a function: its type index
			r.uleb()
			funcs++
		case 1: // a table: element type and limits
			r.byte()
			r.limits()
		case 2: // a memory
			r.limits()
		case 3: // a global: value type and mutability
			r.byte()
			r.byte()
		}
	}
	return funcs
}

// readNames reads the function names subsection (id 1) of the name section.
func readNames(r *reader, names map[int]string) {
	for r.i < len(r.b) && r.err == nil {
		id := r.byte()
		size := int(r.uleb())
		sub := &reader{b: r.bytes(size)}
		if id != 1 {
			continue
		}
		n := int(sub.uleb())
		for k := 0; k < n && sub.err == nil; k++ {
			idx := int(sub.uleb())
			names[idx] = sub.name()
		}
		if sub.err != nil {
			r.err = sub.err
		}
	}
}

type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.i >= len(r.b) {
		r.fail()
		return 0
	}
	c := r.b[r.i]
	r.i++
	return c
}

func (r *reader) uleb() uint64 {
	v, n := binary.Uvarint(r.b[min(r.i, len(r.b)):])
	if n <= 0 {
		r.fail()
		return 0
	}
	r.i += n
	return v
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || r.i+n > len(r.b) {
		r.fail()
		return nil
	}
	s := r.b[r.i : r.i+n]
	r.i += n
	return s
}

func (r *reader) name() string { return string(r.bytes(int(r.uleb()))) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = io.ErrUnexpectedEOF
	}
	r.i = len(r.b)
}

// The linker writes the name section with '/', '(', ')', '*', '[', ']'
// and the like as '_' (cmd/link: a wasm name is restricted), so a package
// path is read back thus: what comes before the first dot, or the second
// when the first ends a host name ("github.com_hajimehoshi_ebiten_v2.X"),
// with the '_' of the project's own paths (which have none of their own)
// as '/'. "type_" holds the linker's generated equality and hash
// functions.
func pkgOf(sym string) string {
	dot := strings.IndexByte(sym, '.')
	if dot < 0 {
		return sym
	}
	if rest := sym[dot+1:]; isHost(rest) {
		if k := strings.IndexByte(rest, '.'); k >= 0 {
			dot += 1 + k
		} else {
			return sym
		}
	}
	p := sym[:dot]
	if p == module || strings.HasPrefix(p, module+"_") {
		p = strings.ReplaceAll(p, "_", "/")
	}
	return p
}

// module is the project's module path (go.mod).
const module = "renju"

// isHost reports whether s (what follows a symbol's first dot) begins with
// the end of a host name: a top-level domain, then the path's next element.
func isHost(s string) bool {
	for _, tld := range []string{"com_", "org_", "net_", "io_", "dev_", "in_", "cc_"} {
		if strings.HasPrefix(s, tld) {
			return true
		}
	}
	return false
}

// genericOf is a generic function's name without its type arguments, and
// whether the symbol is an instantiation (Go stencils by GC shape: its
// arguments are go.shape types).
func genericOf(sym string) (string, bool) {
	k := strings.Index(sym, "_go.shape.")
	if k < 0 {
		return sym, false
	}
	return sym[:k] + "[…]", true
}

type total struct {
	name  string
	bytes int
	count int
	gz    int
	body  bytes.Buffer
}

func byPackage(m *wasmModule) map[string]*total {
	out := map[string]*total{}
	for _, f := range m.fns {
		p := pkgOf(f.name)
		t := out[p]
		if t == nil {
			t = &total{name: p}
			out[p] = t
		}
		t.bytes += len(f.body)
		t.count++
		t.body.Write(f.body)
	}
	return out
}

func gzipLen(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

func sorted(m map[string]*total) []*total {
	out := make([]*total, 0, len(m))
	for _, t := range m {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].bytes != out[j].bytes {
			return out[i].bytes > out[j].bytes
		}
		return out[i].name < out[j].name
	})
	return out
}

func ours(p string) bool { return p == "renju" || strings.HasPrefix(p, "renju/") }

func listPackages(w io.Writer, m *wasmModule, top int) {
	code := 0
	for _, f := range m.fns {
		code += len(f.body)
	}
	fmt.Printf("module %d bytes: code %d, data %d, names %d\n", m.size, code, m.sections["data"], m.sections["custom name"])
	pk := sorted(byPackage(m))
	oursBytes, oursN := 0, 0
	for _, t := range pk {
		if ours(t.name) {
			oursBytes += t.bytes
			oursN++
		}
	}
	fmt.Printf("ours (%s/…, marked *): %d bytes of code in %d packages\n\n", module, oursBytes, oursN)
	fmt.Fprintf(w, "code\tfuncs\tgzip alone\t\tpackage\t\n")
	for k, t := range pk {
		if top > 0 && k >= top {
			break
		}
		mark := ""
		if ours(t.name) {
			mark = "*"
		}
		fmt.Fprintf(w, "%d\t%d\t%d\t%s\t%s\t\n", t.bytes, t.count, gzipLen(t.body.Bytes()), mark, t.name)
	}
}

func listFuncs(w io.Writer, m *wasmModule, prefix string, top int) {
	var fs []fn
	for _, f := range m.fns {
		if strings.HasPrefix(pkgOf(f.name), prefix) {
			fs = append(fs, f)
		}
	}
	sort.Slice(fs, func(i, j int) bool { return len(fs[i].body) > len(fs[j].body) })
	// Not through w: a long name would widen every row.
	fmt.Printf("%8s  %s\n", "code", "function")
	for k, f := range fs {
		if top > 0 && k >= top {
			break
		}
		fmt.Printf("%8d  %s\n", len(f.body), f.name)
	}
}

func listGeneric(w io.Writer, m *wasmModule, top int) {
	g := map[string]*total{}
	for _, f := range m.fns {
		name, ok := genericOf(f.name)
		if !ok {
			continue
		}
		t := g[name]
		if t == nil {
			t = &total{name: name}
			g[name] = t
		}
		t.bytes += len(f.body)
		t.count++
	}
	all := 0
	for _, t := range g {
		all += t.bytes
	}
	fmt.Printf("generic instantiations: %d bytes of code\n\n", all)
	fmt.Fprintf(w, "code\tinstances\t\tfunction\t\n")
	for k, t := range sorted(g) {
		if top > 0 && k >= top {
			break
		}
		fmt.Fprintf(w, "%d\t%d\t\t%s\t\n", t.bytes, t.count, t.name)
	}
}

func compare(w io.Writer, old, cur *wasmModule, top int) {
	a, b := byPackage(old), byPackage(cur)
	type diff struct {
		name     string
		old, new int
	}
	var ds []diff
	for p, t := range b {
		d := diff{name: p, new: t.bytes}
		if o := a[p]; o != nil {
			d.old = o.bytes
		}
		ds = append(ds, d)
	}
	for p, t := range a {
		if b[p] == nil {
			ds = append(ds, diff{name: p, old: t.bytes})
		}
	}
	sort.Slice(ds, func(i, j int) bool {
		di, dj := ds[i].new-ds[i].old, ds[j].new-ds[j].old
		if abs(di) != abs(dj) {
			return abs(di) > abs(dj)
		}
		return ds[i].name < ds[j].name
	})
	fmt.Printf("module %d → %d bytes (%+d)\n\n", old.size, cur.size, cur.size-old.size)
	fmt.Fprintf(w, "before\tafter\t\tchange\tpackage\t\n")
	for k, d := range ds {
		if d.new == d.old {
			continue
		}
		if top > 0 && k >= top {
			break
		}
		fmt.Fprintf(w, "%d\t%d\t\t%+d\t%s\t\n", d.old, d.new, d.new-d.old, d.name)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Command galdiff compares two screen galleries (the PNGs TestGallery
// writes to test-artifacts/gallery), so that the screens before and after
// a refactor can be checked pixel by pixel:
//
//	go run ./e2e/galdiff [-tol 8] BEFORE_DIR AFTER_DIR OUT_DIR
//
// For every PNG present in both directories (matched by file name) it
// prints the name, the size, how many pixels differ by more than -tol (of
// 255, in any channel, alpha included) and what share of the image they
// are, and the bounding box of those pixels, the most changed first. For
// each image that differs it writes OUT_DIR/<name>: the after image dimmed
// to 30% with the differing pixels painted magenta. Files present in only
// one directory are listed. Images of different sizes are compared over
// their common area, and every pixel outside it counts as different. It
// exits 0 whatever it finds (1 only when it cannot run).
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	tol := flag.Int("tol", 8, "a pixel differs when a channel differs by more than this (0-255)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: galdiff [-tol N] BEFORE_DIR AFTER_DIR OUT_DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 3 {
		flag.Usage()
		os.Exit(1)
	}
	if err := run(flag.Arg(0), flag.Arg(1), flag.Arg(2), *tol); err != nil {
		fmt.Fprintln(os.Stderr, "galdiff:", err)
		os.Exit(1)
	}
}

// result is one compared pair.
type result struct {
	name      string
	w, h      int
	sizeNote  string // "" or "before WxH" when the sizes differ
	diff      int
	total     int
	box       image.Rectangle
	errorNote string
}

func (r result) pct() float64 {
	if r.total == 0 {
		return 0
	}
	return 100 * float64(r.diff) / float64(r.total)
}

func run(beforeDir, afterDir, outDir string, tol int) error {
	before, err := pngs(beforeDir)
	if err != nil {
		return err
	}
	after, err := pngs(afterDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	var results []result
	var onlyBefore, onlyAfter []string
	for name := range before {
		if !after[name] {
			onlyBefore = append(onlyBefore, name)
		}
	}
	for name := range after {
		if !before[name] {
			onlyAfter = append(onlyAfter, name)
			continue
		}
		r := compare(filepath.Join(beforeDir, name), filepath.Join(afterDir, name), filepath.Join(outDir, name), tol)
		r.name = name
		results = append(results, r)
	}
	sort.Slice(results, func(i, j int) bool {
		if a, b := results[i].errorNote != "", results[j].errorNote != ""; a != b {
			return a // the unreadable first
		}
		if a, b := results[i].pct(), results[j].pct(); a != b {
			return a > b
		}
		return results[i].name < results[j].name
	})
	sort.Strings(onlyBefore)
	sort.Strings(onlyAfter)

	width := 4
	for _, r := range results {
		width = max(width, len(r.name))
	}
	same, failed := 0, 0
	for _, r := range results {
		size := fmt.Sprintf("%dx%d", r.w, r.h)
		switch {
		case r.errorNote != "":
			failed++
			fmt.Printf("%-*s  %s\n", width, r.name, r.errorNote)
			continue
		case r.diff == 0:
			same++
			fmt.Printf("%-*s  %11s  same\n", width, r.name, size)
			continue
		}
		if r.sizeNote != "" {
			size += " (" + r.sizeNote + ")"
		}
		fmt.Printf("%-*s  %11s  %9d px %7.3f%%  box (%d,%d)-(%d,%d)\n", width, r.name, size,
			r.diff, r.pct(), r.box.Min.X, r.box.Min.Y, r.box.Max.X, r.box.Max.Y)
	}
	fmt.Printf("%d compared: %d the same, %d differ (tolerance %d)", len(results), same, len(results)-same-failed, tol)
	if failed > 0 {
		fmt.Printf(", %d could not be compared", failed)
	}
	fmt.Println()
	if len(onlyBefore) > 0 {
		fmt.Printf("only in %s: %s\n", beforeDir, strings.Join(onlyBefore, " "))
	}
	if len(onlyAfter) > 0 {
		fmt.Printf("only in %s: %s\n", afterDir, strings.Join(onlyAfter, " "))
	}
	return nil
}

// pngs lists the *.png files of dir.
func pngs(dir string) (map[string]bool, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, e := range entries {
		if !e.IsDir() && strings.EqualFold(filepath.Ext(e.Name()), ".png") {
			out[e.Name()] = true
		}
	}
	return out, nil
}

func load(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// compare diffs two images and writes the diff image to out when they
// differ.
func compare(beforePath, afterPath, out string, tol int) result {
	a, err := load(beforePath)
	if err != nil {
		return result{errorNote: "cannot read: " + err.Error()}
	}
	b, err := load(afterPath)
	if err != nil {
		return result{errorNote: "cannot read: " + err.Error()}
	}
	ab, bb := a.Bounds(), b.Bounds()
	r := result{w: bb.Dx(), h: bb.Dy(), total: bb.Dx() * bb.Dy()}
	if ab.Size() != bb.Size() {
		r.sizeNote = fmt.Sprintf("before %dx%d", ab.Dx(), ab.Dy())
	}
	ra, rb := toRGBA(a), toRGBA(b)
	diffImg := image.NewRGBA(image.Rect(0, 0, bb.Dx(), bb.Dy()))
	magenta := color.RGBA{255, 0, 255, 255}
	t := uint32(tol)
	for y := 0; y < bb.Dy(); y++ {
		for x := 0; x < bb.Dx(); x++ {
			c := rb.RGBAAt(x, y)
			differs := true
			if x < ab.Dx() && y < ab.Dy() {
				o := ra.RGBAAt(x, y)
				differs = absDiff(c.R, o.R) > t || absDiff(c.G, o.G) > t ||
					absDiff(c.B, o.B) > t || absDiff(c.A, o.A) > t
			}
			if differs {
				r.diff++
				r.box = r.box.Union(image.Rect(x, y, x+1, y+1))
				diffImg.SetRGBA(x, y, magenta)
			} else {
				diffImg.SetRGBA(x, y, color.RGBA{dim(c.R), dim(c.G), dim(c.B), 255})
			}
		}
	}
	// Pixels of the before image outside the after one also differ (they
	// are not drawn: the diff image has the after image's size).
	if ab.Dx() > bb.Dx() || ab.Dy() > bb.Dy() {
		extra := ab.Dx()*ab.Dy() - min(ab.Dx(), bb.Dx())*min(ab.Dy(), bb.Dy())
		r.diff += extra
		r.total += extra
		r.box = r.box.Union(image.Rect(min(ab.Dx(), bb.Dx()), 0, ab.Dx(), ab.Dy())).
			Union(image.Rect(0, min(ab.Dy(), bb.Dy()), ab.Dx(), ab.Dy()))
	}
	if r.diff == 0 {
		_ = os.Remove(out) // a diff left from an earlier comparison
		return r
	}
	if err := writePNG(out, diffImg); err != nil {
		r.errorNote = "cannot write the diff: " + err.Error()
	}
	return r
}

// toRGBA returns img as an *image.RGBA with its origin at (0, 0).
func toRGBA(img image.Image) *image.RGBA {
	b := img.Bounds()
	if r, ok := img.(*image.RGBA); ok && b.Min == (image.Point{}) {
		return r
	}
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Bounds(), img, b.Min, draw.Src)
	return out
}

func absDiff(a, b uint8) uint32 {
	if a > b {
		return uint32(a - b)
	}
	return uint32(b - a)
}

// dim is 30% of a channel.
func dim(v uint8) uint8 { return uint8(uint32(v) * 3 / 10) }

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

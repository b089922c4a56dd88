package worksheet

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The app's fonts (fonts) are OpenType with PostScript (CFF)
// outlines; fpdf embeds only TrueType (glyf) outlines in a PDF. toTrueType
// rewrites such a font with TrueType outlines: each glyph is read with
// golang.org/x/image/font/sfnt, its cubic curves approximated by
// quadratic ones (two or more per curve, within a font unit or so at
// text sizes), and written as glyf and loca tables beside the original
// cmap, hhea, hmtx, name and OS/2. The result is only for the PDF writer,
// which subsets it again to the glyphs a sheet uses.
//
// yield, if not nil, is called every 64 glyphs: a font of the app takes
// 0.2–0.6 s to convert in the browser.
func toTrueType(otf []byte, yield func()) ([]byte, error) {
	tables, err := readTables(otf)
	if err != nil {
		return nil, err
	}
	for _, tag := range []string{"head", "hhea", "hmtx", "cmap", "name", "OS/2", "post", "maxp"} {
		if tables[tag] == nil {
			return nil, fmt.Errorf("font lacks its %s table", tag)
		}
	}
	f, err := sfnt.Parse(otf)
	if err != nil {
		return nil, err
	}
	upem := int(f.UnitsPerEm())
	n := f.NumGlyphs()
	var buf sfnt.Buffer
	var glyf []byte
	loca := make([]byte, 4*(n+1))
	maxPts, maxContours := 0, 0
	bx0, by0, bx1, by1 := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for i := 0; i < n; i++ {
		if yield != nil && i%64 == 63 {
			yield()
		}
		binary.BigEndian.PutUint32(loca[4*i:], uint32(len(glyf)))
		segs, err := f.LoadGlyph(&buf, sfnt.GlyphIndex(i), fixed.I(upem), nil)
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %v", i, err)
		}
		g, pts, cs, box := encodeGlyph(segs)
		glyf = append(glyf, g...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
		maxPts, maxContours = max(maxPts, pts), max(maxContours, cs)
		if cs > 0 {
			bx0, by0, bx1, by1 = min(bx0, box[0]), min(by0, box[1]), max(bx1, box[2]), max(by1, box[3])
		}
	}
	binary.BigEndian.PutUint32(loca[4*n:], uint32(len(glyf)))

	head := append([]byte(nil), tables["head"]...)
	if len(head) < 54 {
		return nil, fmt.Errorf("head table too short")
	}
	binary.BigEndian.PutUint32(head[8:], 0) // checkSumAdjustment, set below
	if bx0 <= bx1 {
		for k, v := range []int{bx0, by0, bx1, by1} {
			binary.BigEndian.PutUint16(head[36+2*k:], uint16(int16(v)))
		}
	}
	binary.BigEndian.PutUint16(head[50:], 1) // indexToLocFormat: long offsets
	binary.BigEndian.PutUint16(head[52:], 0) // glyphDataFormat

	maxp := make([]byte, 32)
	binary.BigEndian.PutUint32(maxp[0:], 0x00010000)
	binary.BigEndian.PutUint16(maxp[4:], uint16(n))
	binary.BigEndian.PutUint16(maxp[6:], uint16(maxPts))
	binary.BigEndian.PutUint16(maxp[8:], uint16(maxContours))
	binary.BigEndian.PutUint16(maxp[14:], 2) // maxZones

	post := make([]byte, 32)
	copy(post, tables["post"])
	binary.BigEndian.PutUint32(post[0:], 0x00030000) // no glyph names

	out := map[string][]byte{
		"cmap": tables["cmap"], "glyf": glyf, "head": head, "hhea": tables["hhea"],
		"hmtx": tables["hmtx"], "loca": loca, "maxp": maxp, "name": tables["name"],
		"OS/2": tables["OS/2"], "post": post,
	}
	font := writeTables(out)
	// checkSumAdjustment makes the whole font sum to 0xB1B0AFBA.
	headAt := tableOffset(font, "head")
	binary.BigEndian.PutUint32(font[headAt+8:], 0xB1B0AFBA-checksum(font))
	return font, nil
}

// readTables returns the tables of an OpenType font by tag.
func readTables(b []byte) (map[string][]byte, error) {
	if len(b) < 12 {
		return nil, fmt.Errorf("not a font")
	}
	n := int(binary.BigEndian.Uint16(b[4:]))
	if len(b) < 12+16*n {
		return nil, fmt.Errorf("font table directory truncated")
	}
	out := map[string][]byte{}
	for i := 0; i < n; i++ {
		r := b[12+16*i:]
		off, ln := int(binary.BigEndian.Uint32(r[8:])), int(binary.BigEndian.Uint32(r[12:]))
		if off < 0 || ln < 0 || off+ln > len(b) {
			return nil, fmt.Errorf("font table %q out of bounds", r[:4])
		}
		out[string(r[:4])] = b[off : off+ln]
	}
	return out, nil
}

// writeTables lays out a TrueType font from its tables.
func writeTables(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Sort(sort.StringSlice(tags))
	n := len(tags)
	es := 0
	for 1<<(es+1) <= n {
		es++
	}
	hdr := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(hdr[0:], 0x00010000)
	binary.BigEndian.PutUint16(hdr[4:], uint16(n))
	binary.BigEndian.PutUint16(hdr[6:], uint16(16<<es))
	binary.BigEndian.PutUint16(hdr[8:], uint16(es))
	binary.BigEndian.PutUint16(hdr[10:], uint16(16*n-16<<es))
	body := []byte{}
	for i, t := range tags {
		d := tables[t]
		r := hdr[12+16*i:]
		copy(r, t)
		padded := append(append([]byte(nil), d...), make([]byte, (4-len(d)%4)%4)...)
		binary.BigEndian.PutUint32(r[4:], checksum(padded))
		binary.BigEndian.PutUint32(r[8:], uint32(len(hdr)+len(body)))
		binary.BigEndian.PutUint32(r[12:], uint32(len(d)))
		body = append(body, padded...)
	}
	return append(hdr, body...)
}

func tableOffset(font []byte, tag string) int {
	n := int(binary.BigEndian.Uint16(font[4:]))
	for i := 0; i < n; i++ {
		r := font[12+16*i:]
		if string(r[:4]) == tag {
			return int(binary.BigEndian.Uint32(r[8:]))
		}
	}
	return -1
}

func checksum(b []byte) uint32 {
	var s uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		s += binary.BigEndian.Uint32(w[:])
	}
	return s
}

type ttPoint struct {
	x, y int
	on   bool
}

// encodeGlyph writes one simple TrueType glyph from sfnt's segments (y
// down, in font units as 26.6): the glyph's bytes, its point and contour
// counts and its bounding box.
func encodeGlyph(segs sfnt.Segments) (data []byte, points, contours int, box [4]int) {
	var cs [][]ttPoint
	var cur []ttPoint
	var px, py float64
	unit := func(p fixed.Point26_6) (float64, float64) { return float64(p.X) / 64, -float64(p.Y) / 64 }
	add := func(x, y float64, on bool) {
		cur = append(cur, ttPoint{int(math.Round(x)), int(math.Round(y)), on})
	}
	flush := func() {
		if len(cur) > 1 && cur[0] == cur[len(cur)-1] {
			cur = cur[:len(cur)-1] // the contour closes by itself
		}
		if len(cur) > 1 {
			cs = append(cs, cur)
		}
		cur = nil
	}
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			flush()
			px, py = unit(s.Args[0])
			add(px, py, true)
		case sfnt.SegmentOpLineTo:
			px, py = unit(s.Args[0])
			add(px, py, true)
		case sfnt.SegmentOpQuadTo:
			cx, cy := unit(s.Args[0])
			px, py = unit(s.Args[1])
			add(cx, cy, false)
			add(px, py, true)
		case sfnt.SegmentOpCubeTo:
			x1, y1 := unit(s.Args[0])
			x2, y2 := unit(s.Args[1])
			x3, y3 := unit(s.Args[2])
			cubicToQuads(px, py, x1, y1, x2, y2, x3, y3, add)
			px, py = x3, y3
		}
	}
	flush()
	if len(cs) == 0 {
		return nil, 0, 0, box
	}
	box = [4]int{math.MaxInt, math.MaxInt, math.MinInt, math.MinInt}
	var flags, xs, ys []byte
	var ends []int
	lx, ly := 0, 0
	for _, c := range cs {
		for _, p := range c {
			box[0], box[1] = min(box[0], p.x), min(box[1], p.y)
			box[2], box[3] = max(box[2], p.x), max(box[3], p.y)
			f := byte(0)
			if p.on {
				f = 1
			}
			flags = append(flags, f)
			xs = binary.BigEndian.AppendUint16(xs, uint16(int16(p.x-lx)))
			ys = binary.BigEndian.AppendUint16(ys, uint16(int16(p.y-ly)))
			lx, ly = p.x, p.y
			points++
		}
		ends = append(ends, points-1)
	}
	data = binary.BigEndian.AppendUint16(data, uint16(len(cs)))
	for _, v := range box {
		data = binary.BigEndian.AppendUint16(data, uint16(int16(v)))
	}
	for _, e := range ends {
		data = binary.BigEndian.AppendUint16(data, uint16(e))
	}
	data = binary.BigEndian.AppendUint16(data, 0) // no instructions
	data = append(data, flags...)
	data = append(data, xs...)
	data = append(data, ys...)
	return data, points, len(cs), box
}

// cubicToQuads approximates the cubic from (x0, y0) by quadratic pieces,
// more of them the longer the curve.
func cubicToQuads(x0, y0, x1, y1, x2, y2, x3, y3 float64, add func(x, y float64, on bool)) {
	length := math.Hypot(x1-x0, y1-y0) + math.Hypot(x2-x1, y2-y1) + math.Hypot(x3-x2, y3-y2)
	k := int(math.Ceil(length / 120))
	k = max(2, min(k, 8))
	at := func(t float64) (float64, float64) {
		u := 1 - t
		return u*u*u*x0 + 3*u*u*t*x1 + 3*u*t*t*x2 + t*t*t*x3, u*u*u*y0 + 3*u*u*t*y1 + 3*u*t*t*y2 + t*t*t*y3
	}
	deriv := func(t float64) (float64, float64) {
		u := 1 - t
		return 3 * (u*u*(x1-x0) + 2*u*t*(x2-x1) + t*t*(x3-x2)), 3 * (u*u*(y1-y0) + 2*u*t*(y2-y1) + t*t*(y3-y2))
	}
	for i := 0; i < k; i++ {
		ta, tb := float64(i)/float64(k), float64(i+1)/float64(k)
		ax, ay := at(ta)
		bx, by := at(tb)
		// The piece's cubic control points, from the derivatives at its ends;
		// the quadratic's control point is their usual average.
		h := (tb - ta) / 3
		dax, day := deriv(ta)
		dbx, dby := deriv(tb)
		c1x, c1y := ax+h*dax, ay+h*day
		c2x, c2y := bx-h*dbx, by-h*dby
		qx, qy := (3*(c1x+c2x)-(ax+bx))/4, (3*(c1y+c2y)-(ay+by))/4
		add(qx, qy, false)
		add(bx, by, true)
	}
}

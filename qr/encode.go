package qr

// The encoder: a text's bytes in byte mode at error correction level M,
// in the smallest version (1–40) that holds them, as ISO/IEC 18004 lays
// a symbol out. Written here rather than linked from a QR library: the
// library and the image/png it imports cost the tutor's first module
// about 60 KB gzip, for the one kind of code the app makes.
// TestDecodesBack reads every version back with an independent decoder.

// level M's error correction codewords per block, and its number of
// blocks, for versions 1–40 (index 0 unused).
var (
	eccPerBlock = [41]int{0,
		10, 16, 26, 18, 24, 16, 18, 22, 22, 26,
		30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
		26, 28, 28, 28, 28, 28, 28, 28, 28, 28,
		28, 28, 28, 28, 28, 28, 28, 28, 28, 28}
	eccBlocks = [41]int{0,
		1, 1, 1, 2, 2, 4, 4, 4, 5, 5,
		5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
		17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
		31, 33, 35, 37, 38, 40, 43, 45, 47, 49}
)

// formatM is level M's two bits in the format information.
const formatM = 0

// rawModules is how many modules of version v carry data or error
// correction: the whole square less the finder, timing, alignment and
// version patterns and the format information.
func rawModules(v int) int {
	n := (16*v+128)*v + 64
	if v >= 2 {
		a := v/7 + 2
		n -= (25*a-10)*a - 55
		if v >= 7 {
			n -= 36
		}
	}
	return n
}

// dataCodewords is how many codewords of version v hold data at level M.
func dataCodewords(v int) int {
	return rawModules(v)/8 - eccPerBlock[v]*eccBlocks[v]
}

// countBits is the length of byte mode's character count in version v.
func countBits(v int) int {
	if v <= 9 {
		return 8
	}
	return 16
}

// versionFor is the smallest version whose level-M data holds n bytes in
// byte mode, or 0 when none does.
func versionFor(n int) int {
	for v := 1; v <= 40; v++ {
		if 4+countBits(v)+8*n <= 8*dataCodewords(v) {
			return v
		}
	}
	return 0
}

// dataCodewordsOf is the data codewords of version v for b: the mode,
// the count, the bytes, the terminator and the padding.
func dataCodewordsOf(b []byte, v int) []byte {
	var w bitWriter
	w.put(0b0100, 4)
	w.put(uint32(len(b)), countBits(v))
	for _, c := range b {
		w.put(uint32(c), 8)
	}
	capBits := 8 * dataCodewords(v)
	w.put(0, min(4, capBits-w.n))
	w.put(0, (8-w.n%8)%8)
	for pad := byte(0xec); len(w.buf) < dataCodewords(v); pad ^= 0xec ^ 0x11 {
		w.buf = append(w.buf, pad)
	}
	return w.buf
}

// bitWriter appends bits, most significant first.
type bitWriter struct {
	buf []byte
	n   int // bits written
}

func (w *bitWriter) put(val uint32, bits int) {
	for i := bits - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		if val>>uint(i)&1 != 0 {
			w.buf[len(w.buf)-1] |= 0x80 >> uint(w.n%8)
		}
		w.n++
	}
}

// codewords splits data into version v's blocks, adds each block's error
// correction, and interleaves them as they are placed.
func codewords(data []byte, v int) []byte {
	blocks, ecc := eccBlocks[v], eccPerBlock[v]
	total := rawModules(v) / 8
	short := blocks - total%blocks // blocks one data codeword shorter
	shortLen := total / blocks     // a short block, its correction included
	gen := generator(ecc)
	var dataBlocks, eccOf [][]byte
	at := 0
	for i := 0; i < blocks; i++ {
		n := shortLen - ecc
		if i >= short {
			n++
		}
		d := data[at : at+n]
		at += n
		dataBlocks = append(dataBlocks, d)
		eccOf = append(eccOf, remainder(d, gen))
	}
	out := make([]byte, 0, total)
	for i := 0; i <= shortLen-ecc; i++ {
		for _, d := range dataBlocks {
			if i < len(d) {
				out = append(out, d[i])
			}
		}
	}
	for i := 0; i < ecc; i++ {
		for _, e := range eccOf {
			out = append(out, e[i])
		}
	}
	return out
}

// gfMul multiplies in GF(256) with the field polynomial x⁸+x⁴+x³+x²+1.
func gfMul(a, b byte) byte {
	var p byte
	for ; b != 0; b >>= 1 {
		if b&1 != 0 {
			p ^= a
		}
		hi := a & 0x80
		a <<= 1
		if hi != 0 {
			a ^= 0x1d
		}
	}
	return p
}

// generator is the Reed–Solomon generator polynomial of degree n, the
// product of (x − αⁱ) for i < n, its coefficients from the highest power
// down, the leading 1 left out.
func generator(n int) []byte {
	g := make([]byte, n)
	g[n-1] = 1
	root := byte(1)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			g[j] = gfMul(g[j], root)
			if j+1 < n {
				g[j] ^= g[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return g
}

// remainder is data's error correction: data·xⁿ modulo the generator.
func remainder(data, gen []byte) []byte {
	r := make([]byte, len(gen))
	for _, b := range data {
		f := b ^ r[0]
		copy(r, r[1:])
		r[len(r)-1] = 0
		for i, g := range gen {
			r[i] ^= gfMul(g, f)
		}
	}
	return r
}

package qr

// symbol is a QR code's modules while it is built: dark, and which are
// function patterns (finders, timing, alignment, format and version
// information) that data and masks leave alone. Indexed [y][x].
type symbol struct {
	size     int
	dark     [][]bool
	function [][]bool
}

func newSymbol(v int) *symbol {
	s := &symbol{size: 17 + 4*v}
	s.dark = grid(s.size)
	s.function = grid(s.size)
	return s
}

func grid(n int) [][]bool {
	g := make([][]bool, n)
	for i := range g {
		g[i] = make([]bool, n)
	}
	return g
}

func (s *symbol) set(x, y int, dark bool) {
	s.dark[y][x] = dark
	s.function[y][x] = true
}

// drawPatterns draws version v's function patterns, the format
// information's places reserved (drawn again with the chosen mask).
func (s *symbol) drawPatterns(v int) {
	n := s.size
	for i := 0; i < n; i++ {
		s.set(6, i, i%2 == 0)
		s.set(i, 6, i%2 == 0)
	}
	s.finder(3, 3)
	s.finder(n-4, 3)
	s.finder(3, n-4)
	pos := alignmentCentres(v)
	last := len(pos) - 1
	for i, x := range pos {
		for j, y := range pos {
			corner := (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)
			if !corner {
				s.alignment(x, y)
			}
		}
	}
	s.drawFormat(0)
	s.drawVersion(v)
}

// finder draws a finder pattern centred on (cx, cy) with its light
// separator, clipped to the symbol.
func (s *symbol) finder(cx, cy int) {
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			x, y := cx+dx, cy+dy
			if x < 0 || y < 0 || x >= s.size || y >= s.size {
				continue
			}
			d := max(abs(dx), abs(dy))
			s.set(x, y, d != 2 && d != 4)
		}
	}
}

// alignment draws a 5×5 alignment pattern centred on (cx, cy).
func (s *symbol) alignment(cx, cy int) {
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			s.set(cx+dx, cy+dy, max(abs(dx), abs(dy)) != 1)
		}
	}
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// alignmentCentres are the rows (and columns) of version v's alignment
// patterns: the first at 6, the last 7 from the far edge, the rest spaced
// evenly (an even step) back from the last; version 32's step is 26.
func alignmentCentres(v int) []int {
	if v == 1 {
		return nil
	}
	count := v/7 + 2
	step := 26
	if v != 32 {
		step = (v*4 + count*2 + 1) / (count*2 - 2) * 2
	}
	pos := make([]int, count)
	pos[0] = 6
	for i, p := count-1, 17+4*v-7; i >= 1; i, p = i-1, p-step {
		pos[i] = p
	}
	return pos
}

// drawFormat draws the format information of level M and mask, twice,
// and the dark module beside the lower-left finder.
func (s *symbol) drawFormat(mask int) {
	data := formatM<<3 | mask
	rem := data
	for i := 0; i < 10; i++ {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	bits := (data<<10 | rem) ^ 0x5412
	bit := func(i int) bool { return bits>>uint(i)&1 != 0 }
	n := s.size
	for i := 0; i <= 5; i++ {
		s.set(8, i, bit(i))
	}
	s.set(8, 7, bit(6))
	s.set(8, 8, bit(7))
	s.set(7, 8, bit(8))
	for i := 9; i < 15; i++ {
		s.set(14-i, 8, bit(i))
	}
	for i := 0; i < 8; i++ {
		s.set(n-1-i, 8, bit(i))
	}
	for i := 8; i < 15; i++ {
		s.set(8, n-15+i, bit(i))
	}
	s.set(8, n-8, true)
}

// drawVersion draws the version information of versions 7 and up, twice.
func (s *symbol) drawVersion(v int) {
	if v < 7 {
		return
	}
	rem := v
	for i := 0; i < 12; i++ {
		rem = rem<<1 ^ (rem>>11)*0x1f25
	}
	bits := v<<12 | rem
	for i := 0; i < 18; i++ {
		dark := bits>>uint(i)&1 != 0
		a, b := s.size-11+i%3, i/3
		s.set(a, b, dark)
		s.set(b, a, dark)
	}
}

// place lays the codewords' bits into the modules that are not function
// patterns: two columns at a time from the right, up then down, the
// vertical timing column skipped.
func (s *symbol) place(cw []byte) {
	n := s.size
	i := 0
	for right := n - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		for vert := 0; vert < n; vert++ {
			for j := 0; j < 2; j++ {
				x := right - j
				y := vert
				if (right+1)&2 == 0 {
					y = n - 1 - vert
				}
				if s.function[y][x] || i >= len(cw)*8 {
					continue
				}
				s.dark[y][x] = cw[i>>3]>>uint(7-i&7)&1 != 0
				i++
			}
		}
	}
}

// applyMask flips the data modules that mask selects (applying it twice
// undoes it).
func (s *symbol) applyMask(mask int) {
	for y := 0; y < s.size; y++ {
		for x := 0; x < s.size; x++ {
			if !s.function[y][x] && masked(mask, x, y) {
				s.dark[y][x] = !s.dark[y][x]
			}
		}
	}
}

func masked(mask, x, y int) bool {
	switch mask {
	case 0:
		return (x+y)%2 == 0
	case 1:
		return y%2 == 0
	case 2:
		return x%3 == 0
	case 3:
		return (x+y)%3 == 0
	case 4:
		return (x/3+y/2)%2 == 0
	case 5:
		return x*y%2+x*y%3 == 0
	case 6:
		return (x*y%2+x*y%3)%2 == 0
	default:
		return ((x+y)%2+x*y%3)%2 == 0
	}
}

// penalty scores a masked symbol as the standard does, lower better:
// runs of five or more alike, 2×2 blocks alike, patterns a reader could
// take for a finder, and dark modules far from half.
func (s *symbol) penalty() int {
	n := s.size
	p := 0
	at := func(x, y int, across bool) bool {
		if across {
			return s.dark[y][x]
		}
		return s.dark[x][y]
	}
	for _, across := range []bool{true, false} {
		for y := 0; y < n; y++ {
			run := 0
			for x := 0; x < n; x++ {
				if x > 0 && at(x, y, across) == at(x-1, y, across) {
					run++
				} else {
					run = 1
				}
				if run == 5 {
					p += 3
				} else if run > 5 {
					p++
				}
				if x >= 10 && finderLike(func(i int) bool { return at(x-10+i, y, across) }) {
					p += 40
				}
			}
		}
	}
	dark := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if s.dark[y][x] {
				dark++
			}
			if x > 0 && y > 0 {
				c := s.dark[y][x]
				if s.dark[y-1][x] == c && s.dark[y][x-1] == c && s.dark[y-1][x-1] == c {
					p += 3
				}
			}
		}
	}
	// 10 for every full 5% the dark modules are away from half.
	return p + 10*(abs(dark*20-n*n*10)/(n*n))
}

// finderLike reports whether 11 modules read 1011101 with four light
// modules on one side: light-light-light-light then the pattern, or the
// pattern then four light.
func finderLike(m func(int) bool) bool {
	core := func(o int) bool {
		return m(o) && !m(o+1) && m(o+2) && m(o+3) && m(o+4) && !m(o+5) && m(o+6)
	}
	light := func(o int) bool { return !m(o) && !m(o+1) && !m(o+2) && !m(o+3) }
	return (light(0) && core(4)) || (core(0) && light(7))
}

package rules

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// refParseDiagram is ParseDiagram as it was before it learnt to read lines
// in place, kept verbatim (renamed) as the reference the scanning one must
// match exactly: same boards, same marks, same error messages.
func refParseDiagram(s string) (Board, map[Point]rune, error) {
	var b Board
	marks := map[Point]rune{}
	row := Size - 1
	for n, line := range strings.Split(s, "\n") {
		lineNo := n + 1
		fields := strings.Fields(line)
		if len(fields) > 2*Size+4 {
			return Board{}, nil, fmt.Errorf("line %d: more than %d fields; a board row is 15 cells and its row numbers", lineNo, 2*Size+4)
		}
		if len(fields) == 0 || refIsColumnHeader(fields) {
			continue
		}
		if row < 0 {
			return Board{}, nil, fmt.Errorf("line %d: more than %d board rows", lineNo, Size)
		}
		label := -1
		if v, err := strconv.Atoi(fields[0]); err == nil {
			label = v
			fields = fields[1:]
		}
		if len(fields) > 0 {
			if v, err := strconv.Atoi(fields[len(fields)-1]); err == nil {
				if label >= 0 && v != label {
					return Board{}, nil, fmt.Errorf("line %d: row numbers %d and %d disagree", lineNo, label, v)
				}
				label = v
				fields = fields[:len(fields)-1]
			}
		}
		if label >= 0 && label != row+1 {
			return Board{}, nil, fmt.Errorf("line %d: row %d where row %d was expected (rows run from 15 at the top down to 1)", lineNo, label, row+1)
		}
		cells := []rune(strings.Join(fields, ""))
		if len(cells) != Size {
			return Board{}, nil, fmt.Errorf("line %d (row %d): %d cells, want %d", lineNo, row+1, len(cells), Size)
		}
		for col, ch := range cells {
			p := Point{col, row}
			switch ch {
			case 'X', 'x':
				b.Set(p, Black)
			case 'O', 'o':
				b.Set(p, White)
			case '.', '+':
			default:
				if !isMark(ch) {
					return Board{}, nil, fmt.Errorf("line %d (row %d), column %c: unknown symbol %q (use X black, O white, . empty)", lineNo, row+1, 'A'+col, ch)
				}
				marks[p] = ch
			}
		}
		row--
	}
	if row >= 0 {
		return Board{}, nil, fmt.Errorf("diagram has %d board rows, want %d", Size-1-row, Size)
	}
	return b, marks, nil
}

// isColumnHeader recognises the "A B C … O" line (or "ABC…O").
func refIsColumnHeader(fields []string) bool {
	joined := strings.Join(fields, "")
	return strings.EqualFold(joined, "ABCDEFGHIJKLMNO")
}

// diagramInputs are diagrams as FormatDiagram writes them and as people
// type them, and mutations of them: every kind of line ParseDiagram reads
// or rejects.
func diagramInputs() []string {
	rng := rand.New(rand.NewPCG(7, 11))
	var base []string
	for i := 0; i < 40; i++ {
		var b Board
		marks := map[Point]rune{}
		for k := 0; k < rng.IntN(40); k++ {
			p := Point{rng.IntN(Size), rng.IntN(Size)}
			switch rng.IntN(3) {
			case 0:
				b.Set(p, Black)
			case 1:
				b.Set(p, White)
			default:
				marks[p] = rune("AB*^#zq"[rng.IntN(7)])
			}
		}
		d := FormatDiagram(&b, marks)
		base = append(base, d)
		// as people type it: no coordinates, labels on one side, no spaces,
		// lower case, '+' for empty, CRs, tabs
		lines := strings.Split(strings.TrimSuffix(d, "\n"), "\n")
		var typed []string
		for j, l := range lines[1 : len(lines)-1] {
			f := strings.Fields(l)
			cells := strings.Join(f[1:len(f)-1], "")
			switch (i + j) % 5 {
			case 0:
				typed = append(typed, f[0]+" "+cells)
			case 1:
				typed = append(typed, strings.ToLower(cells)+"  "+f[0])
			case 2:
				typed = append(typed, "\t"+strings.ReplaceAll(cells, ".", "+"))
			case 3:
				typed = append(typed, strings.Join(f, "\t"))
			default:
				typed = append(typed, l+"\r")
			}
		}
		base = append(base, strings.Join(typed, "\n"), "a b c d e f g h i j k l m n o\n"+strings.Join(typed, "\n\n"))
	}
	base = append(base, "", "x", "\n\n", "ABCDEFGHIJKLMNO", "abcdefghij\u212Almno", "A B C D E F G H I J \u212A L M N O\n"+base[0],
		"99999999999999999999 . . . 15", "+15 ...............", "-3 ............... -3", "15 ...............15",
		"15 ............... 14", "16 ...............", "0x1 ...............", "1_5 ...............",
		"\xe4 \xb8\x80 .............", "\xe4\xb8\x80..............", "\u00a0 ...............", "\u0085...............")
	inputs := append([]string(nil), base...)
	alphabet := []string{" ", "\n", "\t", "X", "o", ".", "+", "A", "*", "#", "1", "5", "-", "é", "\xff", "\u00a0", "K", "\u212A", "中"}
	for i := 0; i < 4000; i++ {
		s := []byte(base[rng.IntN(len(base))])
		for k := 0; k <= rng.IntN(4); k++ {
			at := rng.IntN(len(s) + 1)
			switch rng.IntN(3) {
			case 0: // insert
				s = append(s[:at], append([]byte(alphabet[rng.IntN(len(alphabet))]), s[at:]...)...)
			case 1: // delete
				if at < len(s) {
					s = append(s[:at], s[at+1:]...)
				}
			default: // replace a line by a number or a header
				if at < len(s) {
					end := at + rng.IntN(len(s)-at+1)
					s = append(s[:at], append([]byte([]string{"15", "A B C", "\n14 ", "abcdefghijklmno"}[rng.IntN(4)]), s[end:]...)...)
				}
			}
		}
		inputs = append(inputs, string(s))
	}
	return inputs
}

// TestParseDiagramMatchesReference: the scanning ParseDiagram and the
// plain one agree on every input.
func TestParseDiagramMatchesReference(t *testing.T) {
	ok := 0
	for _, s := range diagramInputs() {
		checkDiagramAgainstReference(t, s)
		if _, _, err := ParseDiagram(s); err == nil {
			ok++
		}
	}
	t.Logf("%d inputs parsed without an error", ok)
	if ok < 100 {
		t.Errorf("only %d inputs are diagrams: the test reads too few", ok)
	}
}

func checkDiagramAgainstReference(t *testing.T, s string) {
	t.Helper()
	b, marks, err := ParseDiagram(s)
	rb, rmarks, rerr := refParseDiagram(s)
	if fmt.Sprint(err) != fmt.Sprint(rerr) || b != rb || !reflect.DeepEqual(marks, rmarks) {
		t.Fatalf("ParseDiagram(%s):\n got %v, %v\nwant %v, %v\n%s\n%s", strconv.Quote(s), marks, err, rmarks, rerr, FormatDiagram(&b, marks), FormatDiagram(&rb, rmarks))
	}
}

func FuzzParseDiagramMatchesReference(f *testing.F) {
	for _, s := range diagramInputs()[:200] {
		f.Add(s)
	}
	f.Fuzz(checkDiagramAgainstReference)
}

// TestParseDiagramAllocates: reading a diagram costs a few allocations
// (the marks map and what it holds), not some per line.
func TestParseDiagramAllocates(t *testing.T) {
	var b Board
	for _, p := range []string{"h8", "i9", "j10", "g7"} {
		b.Set(MustPoint(p), Black)
	}
	d := FormatDiagram(&b, map[Point]rune{MustPoint("c3"): 'A', MustPoint("d4"): 'B'})
	n := testing.AllocsPerRun(50, func() {
		if _, _, err := ParseDiagram(d); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("%v allocations", n)
	if n > 4 {
		t.Errorf("ParseDiagram allocates %v times for a 17-line diagram, want at most 4", n)
	}
}

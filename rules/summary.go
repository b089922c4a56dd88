package rules

// A Summary is what Explain's trace of a black stone says about the stone
// as a whole — its verdict, the shapes of its four lines, how many fours
// and threes it makes, how deep the reasoning goes — without the trace:
// no names, no candidates, nothing allocated. It is for programs that
// judge many points to pick the few worth a trace (the drill generator
// explained every point near Black's stones and kept one in hundreds:
// Explain's strings and lists were two thirds of its time). Its fields
// are, point for point, the trace's (TestSummaryIsTheTrace).
type Summary struct {
	Verdict Verdict
	Kind    Kind // for Forbidden only
	// Five, Overline, Fours and Threes are the trace's fields of the same
	// names.
	Five     bool
	Overline bool
	Fours    int
	Threes   int
	// Depth is the trace's MaxDepth: how deep its nested judgements go.
	Depth int
	// Shapes are the Shape of each line of the trace, in its order
	// (horizontal, vertical, diagonal, anti-diagonal).
	Shapes [4]string
}

// A Judger judges many points of one board. It copies the board once;
// rules.Judge and Explain copy it at every call (a judgement of a quiet
// point costs less than the copy). It must not be used by two goroutines
// at once.
type Judger struct {
	b        Board
	j        *judge
	position string // FormatStones(&b), made on the first Explain
}

// NewJudger returns a judger of b (a copy: later changes to b do not
// reach it).
func NewJudger(b *Board) *Judger { return &Judger{b: *b, j: newJudge(b)} }

// Set puts s (possibly Empty) at p on the judger's board, as Board.Set
// does: a game judged move after move keeps one judger.
func (jr *Judger) Set(p Point, s Stone) {
	if !p.OnBoard() {
		return
	}
	jr.b.Set(p, s)
	jr.j.g[gridIndex(p)] = uint8(s)
	jr.position = ""
}

// Judge is rules.Judge on the judger's board.
func (jr *Judger) Judge(p Point, c Stone) (Judgement, error) {
	if err := checkMove(&jr.b, p, c); err != nil {
		return Judgement{}, err
	}
	if c == White {
		return Judge(&jr.b, p, c) // White's judgement reads the board alone
	}
	five, kind := jr.j.black(gridIndex(p))
	switch {
	case five:
		return Judgement{Verdict: Five}, nil
	case kind != NoKind:
		return Judgement{Verdict: Forbidden, Kind: kind}, nil
	}
	return Judgement{Verdict: Legal}, nil
}

// Explain is rules.Explain on the judger's board.
func (jr *Judger) Explain(p Point, c Stone) (*Trace, error) {
	if err := checkMove(&jr.b, p, c); err != nil {
		return nil, err
	}
	var t *Trace
	if c == White {
		t = explainWhite(&jr.b, p)
	} else {
		t = jr.j.explain(gridIndex(p), nil)
	}
	if jr.position == "" {
		jr.position = FormatStones(&jr.b)
	}
	t.Position = jr.position
	return t, nil
}

// Summarize is what Explain(p, Black) would say of p, as a Summary.
func (jr *Judger) Summarize(p Point) (Summary, error) {
	if err := checkMove(&jr.b, p, Black); err != nil {
		return Summary{}, err
	}
	return jr.j.summary(gridIndex(p), 0), nil
}

// summary walks the cell i as explain does — every three-like line of
// every level, its straight-four candidates in line order until one
// counts — and keeps only what the Summary holds. explain with its trace
// thrown away would give the same; TestSummaryIsTheTrace holds the two
// together.
func (j *judge) summary(i, depth int) Summary {
	g := j.g
	g[i] = cellBlack
	s := Summary{Depth: depth}
	for d := direction(0); d < 4; d++ {
		sh := j.shape(i, d)
		s.Shapes[d] = ShapeNone
		switch {
		case sh.five:
			s.Shapes[d] = ShapeFive
		case sh.over:
			s.Shapes[d] = ShapeOverline
		case sh.fours == 2:
			s.Shapes[d] = ShapeDoubleFour
		case sh.fours > 0 && sh.straight:
			s.Shapes[d] = ShapeStraightFour
		case sh.fours > 0:
			s.Shapes[d] = ShapeFour
		case sh.threeLike():
			live := false
			for q := -4; q <= 4 && !live; q++ {
				if sh.sf&bit(q) == 0 {
					continue
				}
				qi := i + q*step[d]
				if j.makesFive(qi) {
					continue
				}
				sub := j.summary(qi, depth+1)
				s.Depth = max(s.Depth, sub.Depth)
				live = sub.Verdict != Forbidden
			}
			switch l, r := j.run(i, d); {
			case live:
				s.Shapes[d] = ShapeThree
				s.Threes++
			case r-l+1 == 4:
				s.Shapes[d] = ShapeDeadFour
			default:
				s.Shapes[d] = ShapeFalseThree
			}
		}
		s.Five = s.Five || sh.five
		s.Overline = s.Overline || sh.over
		s.Fours += int(sh.fours)
	}
	g[i] = cellEmpty
	switch {
	case s.Five:
		s.Verdict = Five
	case s.Overline:
		s.Verdict, s.Kind = Forbidden, Overline
	case s.Fours >= 2:
		s.Verdict, s.Kind = Forbidden, DoubleFour
	case s.Threes >= 2:
		s.Verdict, s.Kind = Forbidden, DoubleThree
	}
	return s
}

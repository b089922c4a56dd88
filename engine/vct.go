package engine

import (
	"fmt"
	"math"

	"renju/rules"
)

// VCT (victory by continuous threats, 连续活三冲四胜): the attacker plays
// fours and threes. A four is answered at its five point; a three by a
// point that leaves the attacker no straight four, or by a counter-four of
// the defender's, which the attacker must block before the defence goes
// on. Black's forbidden points are neither Black's threats nor Black's
// defences; White also wins when Black's forced block is forbidden. The
// search is a proof-number search over that tree, within a node budget.

// RoleThree and RoleBlock are the roles a VCT adds: the attacker's three,
// and the attacker's forced block of a defender's counter-four.
const (
	RoleThree Role = iota + 10
	RoleBlock
)

const infinity = math.MaxUint32 / 4

// pnNode is a node of the proof-number search: the position after moves
// (the move into it is the last), with the attacker to move (or) or the
// defender.
type pnNode struct {
	moves    []Move // the moves from the parent to here (two after a counter-four)
	or       bool
	pn, dn   uint32
	expanded bool
	children []*pnNode
	// For a node won at once: how.
	end        End
	foul       rules.Foul
	fivePoints []rules.Point
}

// VCT searches for a victory by continuous fours and threes for colour c
// on b, as if c were to move. b is not changed. Its Line follows one
// defence at each step (the first the search proved); the attacker wins
// against every other too.
func VCT(b *rules.Board, c rules.Stone, o Options) (Line, error) {
	if c != rules.Black && c != rules.White {
		return Line{}, fmt.Errorf("engine: no VCT for %s", c)
	}
	s := &vctSearch{att: c, def: c.Opponent(), max: o.MaxNodes, yield: o.Yield}
	if s.max <= 0 {
		s.max = DefaultMaxNodes / 10
	}
	root := &pnNode{or: true, pn: 1, dn: 1}
	nb := *b
	for root.pn != 0 && root.dn != 0 && s.nodes < s.max {
		s.descend(&nb, root)
	}
	res := Line{Color: c, Nodes: s.nodes}
	switch {
	case root.pn == 0:
		res.Win = true
		res.Moves, res.End, res.Foul, res.FivePoints = principal(root)
		markCounterFours(*b, res.Moves)
	case root.dn == 0:
		res.Complete = true
	}
	return res, nil
}

type vctSearch struct {
	att, def rules.Stone
	nodes    int
	max      int
	yield    func()
}

// descend goes from n to its most-proving leaf (playing the moves on b),
// expands it, and updates the numbers on the way back. b is restored.
func (s *vctSearch) descend(b *rules.Board, n *pnNode) {
	if !n.expanded {
		s.expand(b, n)
		return
	}
	var next *pnNode
	for _, ch := range n.children {
		if next == nil || n.or && ch.pn < next.pn || !n.or && ch.dn < next.dn {
			next = ch
		}
	}
	for _, m := range next.moves {
		b.Set(m.Point, m.Color)
	}
	s.descend(b, next)
	for i := len(next.moves) - 1; i >= 0; i-- {
		b.Set(next.moves[i].Point, rules.Empty)
	}
	n.update()
}

// update sets n's numbers from its children's.
func (n *pnNode) update() {
	if n.or {
		n.pn, n.dn = infinity, 0
		for _, ch := range n.children {
			n.pn = min(n.pn, ch.pn)
			n.dn = min(infinity, n.dn+ch.dn)
		}
	} else {
		n.pn, n.dn = 0, infinity
		for _, ch := range n.children {
			n.pn = min(infinity, n.pn+ch.pn)
			n.dn = min(n.dn, ch.dn)
		}
	}
	if len(n.children) == 0 {
		// No move: the side to move here has nothing that works.
		if n.or {
			n.pn, n.dn = infinity, 0
		} else {
			n.pn, n.dn = 0, infinity
		}
	}
}

func (n *pnNode) won()  { n.pn, n.dn, n.expanded = 0, infinity, true }
func (n *pnNode) lost() { n.pn, n.dn, n.expanded = infinity, 0, true }

// expand makes n's children and sets its numbers.
func (s *vctSearch) expand(b *rules.Board, n *pnNode) {
	s.nodes++
	if s.yield != nil && s.nodes%YieldEveryVCT == 0 {
		s.yield()
	}
	n.expanded = true
	if n.or {
		s.expandAttack(b, n)
	} else {
		s.expandDefence(b, n)
	}
	if n.pn != 0 && n.dn != 0 {
		n.update()
	}
}

// pause calls Yield inside an expansion: one expansion judges many
// points (dozens of Black forbidden checks, several milliseconds in
// WebAssembly), so its loops let the page in too.
func (s *vctSearch) pause() {
	if s.yield != nil {
		s.yield()
	}
}

// expandAttack: the attacker to move.
func (s *vctSearch) expandAttack(b *rules.Board, n *pnNode) {
	if fs := FivePoints(b, s.att); len(fs) > 0 {
		child := &pnNode{moves: []Move{{Point: fs[0], Color: s.att, Role: RoleFive}}}
		child.won()
		child.end = EndFive
		n.children = []*pnNode{child}
		n.pn, n.dn = 0, infinity
		return
	}
	threats := FivePoints(b, s.def)
	if len(threats) >= 2 {
		n.lost()
		return
	}
	add := func(p rules.Point, role Role) *pnNode {
		ch := &pnNode{moves: []Move{{Point: p, Color: s.att, Role: role}}, pn: 1, dn: 1}
		n.children = append(n.children, ch)
		return ch
	}
	fours := Fours(b, s.att)
	s.pause()
	for _, f := range fours {
		if len(threats) == 1 && f.Point != threats[0] {
			continue
		}
		ch := add(f.Point, RoleFour)
		switch {
		case len(f.FivePoints) >= 2:
			ch.won()
			ch.end, ch.fivePoints = EndFive, f.FivePoints
		case s.def == rules.Black:
			b.Set(f.Point, s.att)
			if j, err := rules.Judge(b, f.FivePoints[0], rules.Black); err == nil && j.Verdict == rules.Forbidden {
				ch.won()
				ch.end, ch.foul = EndFoul, rules.Foul{Point: f.FivePoints[0], Kind: j.Kind}
			}
			b.Set(f.Point, rules.Empty)
		}
		if ch.pn == 0 {
			n.pn, n.dn = 0, infinity
			n.children = []*pnNode{ch}
			return
		}
	}
	s.pause()
	for _, t := range Threes(b, s.att) {
		if len(threats) == 1 && t.Point != threats[0] {
			continue
		}
		add(t.Point, RoleThree)
	}
}

// expandDefence: the defender to move, after the attacker's four or three
// (or after the attacker blocked a counter-four).
func (s *vctSearch) expandDefence(b *rules.Board, n *pnNode) {
	if len(FivePoints(b, s.def)) > 0 {
		n.lost() // the defender makes five
		return
	}
	fives := FivePoints(b, s.att)
	if len(fives) >= 2 {
		n.won()
		n.end, n.fivePoints = EndFive, fives
		return
	}
	if len(fives) == 1 {
		f := fives[0]
		if s.def == rules.Black && rules.IsForbidden(b, f) {
			n.won()
			j, _ := rules.Judge(b, f, rules.Black)
			n.end, n.foul = EndFoul, rules.Foul{Point: f, Kind: j.Kind}
			return
		}
		n.children = []*pnNode{{moves: []Move{{Point: f, Color: s.def, Role: RoleDefence}}, or: true, pn: 1, dn: 1}}
		return
	}
	// A three: the points that leave the attacker no straight four, and
	// the defender's counter-fours. A defence is on a line through one of
	// the attacker's straight-four points, within five points of it.
	var counters []rules.Point
	for _, f := range Fours(b, s.def) {
		counters = append(counters, f.Point)
	}
	seen := map[rules.Point]bool{}
	shapes := straightFourShapes(b, s.att)
	for _, sf := range straightFourMoves(b, s.att) {
		for _, l := range lines {
			for k := -5; k <= 5; k++ {
				q := rules.Pt(sf.Col+k*l.dc, sf.Row+k*l.dr)
				if !q.OnBoard() || seen[q] || b.At(q) != rules.Empty || contains(counters, q) {
					continue
				}
				seen[q] = true
				s.pause()
				if s.def == rules.Black && rules.IsForbidden(b, q) {
					continue
				}
				b.Set(q, s.def)
				stops := s.stopsAll(b, q, shapes)
				b.Set(q, rules.Empty)
				if stops {
					n.children = append(n.children, &pnNode{moves: []Move{{Point: q, Color: s.def, Role: RoleDefence}}, or: true, pn: 1, dn: 1})
				}
			}
		}
	}
	for _, q := range counters {
		b.Set(q, s.def)
		fp := fivePointsThrough(b, q, s.def, nil)
		ch := &pnNode{pn: 1, dn: 1}
		switch {
		case len(fp) >= 2:
			ch.lost() // a straight four of the defender's
		case s.att == rules.Black && rules.IsForbidden(b, fp[0]):
			ch.lost() // Black cannot block it
		default:
			ch.moves = []Move{{Point: q, Color: s.def, Role: RoleDefence}, {Point: fp[0], Color: s.att, Role: RoleBlock}}
		}
		if ch.moves == nil {
			ch.moves = []Move{{Point: q, Color: s.def, Role: RoleDefence}}
		}
		b.Set(q, rules.Empty)
		n.children = append(n.children, ch)
	}
	if len(n.children) == 0 {
		// Nothing stops the three: a straight four follows.
		n.won()
		n.end = EndFive
	}
}

// straightFourShapes lists the empty points where c would make a straight
// four in some line, legal or not.
func straightFourShapes(b *rules.Board, c rules.Stone) []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && nearSame(b, p, c, 3) && straightFourAt(b, p, c) {
				out = append(out, p)
			}
		}
	}
	return out
}

func straightFourAt(b *rules.Board, p rules.Point, c rules.Stone) bool {
	for _, l := range lines {
		if straightFourAlong(b, p, l, c) {
			return true
		}
	}
	return false
}

// stopsAll reports whether the defender's stone at q (already on b)
// leaves the attacker no straight-four move. shapes are the attacker's
// straight-four shapes before q: a defender's stone makes no new shape,
// and changes only those on its lines, but it can make a Black point
// legal or forbidden anywhere (through the recursion of threes), so the
// legality of every shape left is judged again.
func (s *vctSearch) stopsAll(b *rules.Board, q rules.Point, shapes []rules.Point) bool {
	return stopsAll(b, q, s.att, shapes)
}

// stopsAll is vctSearch.stopsAll for the attacker att.
func stopsAll(b *rules.Board, q rules.Point, att rules.Stone, shapes []rules.Point) bool {
	for _, p := range shapes {
		if p == q {
			continue
		}
		if collinearNear(p, q) && !straightFourAt(b, p, att) {
			continue
		}
		if att == rules.White || !rules.IsForbidden(b, p) {
			return false
		}
	}
	return true
}

// collinearNear reports whether p and q are on one line within five
// points of each other.
func collinearNear(p, q rules.Point) bool {
	dc, dr := q.Col-p.Col, q.Row-p.Row
	if dc == 0 && dr == 0 || max(abs(dc), abs(dr)) > 5 {
		return false
	}
	return dc == 0 || dr == 0 || abs(dc) == abs(dr)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// straightFourMoves lists the moves that make a straight four for c on b
// (legal, for Black): while there is one, a three stands.
func straightFourMoves(b *rules.Board, c rules.Stone) []rules.Point {
	var out []rules.Point
	for _, p := range straightFourShapes(b, c) {
		if c == rules.White || !rules.IsForbidden(b, p) {
			out = append(out, p)
		}
	}
	return out
}

// principal follows a proof from the root: the proved move at each
// attacker node, the first defence at each defender node.
func principal(n *pnNode) ([]Move, End, rules.Foul, []rules.Point) {
	var moves []Move
	for len(n.children) > 0 {
		var next *pnNode
		for _, ch := range n.children {
			if ch.pn == 0 {
				next = ch
				break
			}
		}
		if next == nil {
			break
		}
		moves = append(moves, next.moves...)
		n = next
	}
	return moves, n.end, n.foul, n.fivePoints
}

package record

import (
	"strings"

	"renju/rules"
)

// WriteSGF writes games as an SGF collection: each node's setup, move,
// comment and kept properties, with the variations in parentheses after
// the node they follow (the main line first). What ReadSGF reads,
// WriteSGF writes back to the same tree.
func WriteSGF(games ...*Node) []byte {
	var sb strings.Builder
	for _, g := range games {
		sb.WriteByte('(')
		writeSequence(&sb, g)
		sb.WriteString(")\n")
	}
	return []byte(sb.String())
}

// writeSequence writes n and what follows it, with an explicit stack (a
// long game is a deep chain of nodes): a node with one child goes on in
// the same sequence; with more, each child's line is written in
// parentheses, in order.
func writeSequence(sb *strings.Builder, n *Node) {
	type item struct {
		n    *Node
		text string // "(" or ")" when n is nil
	}
	stack := []item{{n: n}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.n == nil {
			sb.WriteString(it.text)
			continue
		}
		writeNode(sb, it.n)
		switch kids := it.n.Children; len(kids) {
		case 0:
		case 1:
			stack = append(stack, item{n: kids[0]})
		default:
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, item{text: ")"}, item{n: kids[i]}, item{text: "("})
			}
		}
	}
}

func writeNode(sb *strings.Builder, n *Node) {
	sb.WriteByte(';')
	for _, p := range n.Props {
		sb.WriteString(p.Name)
		for _, v := range p.Values {
			writeValue(sb, v)
		}
	}
	for _, set := range []struct {
		name string
		ps   []rules.Point
	}{{"AE", n.Clear}, {"AB", n.AddBlack}, {"AW", n.AddWhite}} {
		if len(set.ps) == 0 {
			continue
		}
		sb.WriteString(set.name)
		for _, p := range set.ps {
			writeValue(sb, sgfName(p))
		}
	}
	if n.Color != rules.Empty {
		sb.WriteString(colourLetter(n.Color))
		if n.Pass {
			writeValue(sb, "")
		} else {
			writeValue(sb, sgfName(n.Move))
		}
	}
	if n.Comment != "" {
		sb.WriteString("C")
		writeValue(sb, n.Comment)
	}
}

func writeValue(sb *strings.Builder, v string) {
	sb.WriteByte('[')
	for i := 0; i < len(v); i++ {
		if v[i] == ']' || v[i] == '\\' {
			sb.WriteByte('\\')
		}
		sb.WriteByte(v[i])
	}
	sb.WriteByte(']')
}

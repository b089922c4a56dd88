package record

import (
	"bytes"
	"fmt"
	"path"
	"strings"

	"renju/rules"
)

// Game is one game of a file, with what the file says about it.
type Game struct {
	// Root is the game tree: its main line is the game as played, its
	// other branches the file's variations.
	Root *Node
	// Black and White are the players' names, Event and Date where and
	// when, Opening the opening's name as the file gives it; "" when the
	// file does not say.
	Black, White, Event, Date, Opening string
	// Result is "B+" (Black won), "W+", "draw" or "" (unknown).
	Result string
	// Where is the game's place in the file, for messages ("game 3",
	// "line 12").
	Where string
}

// Moves is the game's main line.
func (g *Game) Moves() []rules.Point { return g.Root.MainLine() }

// Format names a kind of record file.
type Format string

const (
	FormatSGF    Format = "sgf"    // Smart Game Format, GM[4]
	FormatMoves  Format = "moves"  // move strings, one game a line ("h8 h9 i8", "h8h9i8")
	FormatPSQ    Format = "psq"    // Piskvork (Gomocup) record, one game
	FormatRIF    Format = "rif"    // RenjuNet database (XML)
	FormatRenLib Format = "renlib" // RenLib library (binary move tree), one tree
)

// Read reads every game of a file: the format is chosen by the file's
// name (its extension) and, without one, by its content. A file that
// cannot be read is an error naming where, and then no game is returned.
func Read(name string, data []byte) ([]Game, Format, error) {
	f := Detect(name, data)
	switch f {
	case FormatSGF:
		roots, err := ReadSGF(data)
		if err != nil {
			return nil, f, err
		}
		games := make([]Game, len(roots))
		for i, r := range roots {
			games[i] = sgfGame(r, i)
		}
		return games, f, nil
	case FormatPSQ:
		games, err := ReadPSQ(data)
		return games, f, err
	case FormatRIF:
		games, err := ReadRIF(data)
		return games, f, err
	case FormatRenLib:
		games, err := ReadRenLib(data)
		return games, f, err
	default:
		games, err := ReadMoveLines(data)
		return games, FormatMoves, err
	}
}

// Detect is the format Read takes for a file named name holding data: by
// the extension (.sgf, .txt, .psq, .rif or .xml, .lib), else by how the
// content starts: RenLib's header, "(" (SGF), "Piskvorky " (Piskvork),
// "<" (XML: a RenjuNet database); anything else is move strings.
func Detect(name string, data []byte) Format {
	switch strings.ToLower(path.Ext(name)) {
	case ".sgf":
		return FormatSGF
	case ".txt":
		return FormatMoves
	case ".psq":
		return FormatPSQ
	case ".rif", ".xml":
		return FormatRIF
	case ".lib":
		return FormatRenLib
	}
	if bytes.HasPrefix(data, renlibMagic) {
		return FormatRenLib
	}
	head := strings.TrimLeft(string(data[:min(len(data), 64)]), "\ufeff \t\r\n")
	switch {
	case strings.HasPrefix(head, "("):
		return FormatSGF
	case strings.HasPrefix(head, "Piskvorky "):
		return FormatPSQ
	case strings.HasPrefix(head, "<"):
		return FormatRIF
	}
	return FormatMoves
}

// sgfGame is the Game of an SGF game tree: PB, PW, EV, DT, ON and RE.
func sgfGame(r *Node, i int) Game {
	g := Game{Root: r, Black: r.Get("PB"), White: r.Get("PW"), Event: r.Get("EV"), Date: r.Get("DT"),
		Opening: r.Get("ON"), Where: fmt.Sprintf("game %d", i+1)}
	switch re := strings.ToUpper(strings.TrimSpace(r.Get("RE"))); {
	case strings.HasPrefix(re, "B+"):
		g.Result = "B+"
	case strings.HasPrefix(re, "W+"):
		g.Result = "W+"
	case re == "0" || re == "DRAW" || re == "JIGO":
		g.Result = "draw"
	}
	return g
}

// MaxMoveLines bounds the size of a move-string file ReadMoveLines reads.
const MaxMoveLines = 64 << 20

// ReadMoveLines reads games written as move strings, one game a line
// (rules.ParseMoves: "h8 h9 i8" or "h8h9i8"); blank lines and lines
// starting with '#' are skipped. A line that is not a game, or a game with
// a point played twice, is an error naming the line.
func ReadMoveLines(data []byte) ([]Game, error) {
	if len(data) > MaxMoveLines {
		return nil, &Error{1, 1, fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxMoveLines)}
	}
	var games []Game
	for i, line := range strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		moves, err := rules.ParseMoves(line)
		if err != nil {
			return nil, &Error{i + 1, 1, err.Error()}
		}
		seen := map[rules.Point]bool{}
		for k, p := range moves {
			if seen[p] {
				return nil, &Error{i + 1, 1, fmt.Sprintf("move %d: %s is played twice", k+1, p)}
			}
			seen[p] = true
		}
		games = append(games, Game{Root: FromMoves(moves), Where: fmt.Sprintf("line %d", i+1)})
	}
	if len(games) == 0 {
		return nil, &Error{1, 1, "no game in the file"}
	}
	return games, nil
}

// WriteMoveLines writes games as move strings, one a line (the main
// lines; variations and setup stones are not kept).
func WriteMoveLines(games []Game) []byte {
	var sb strings.Builder
	for _, g := range games {
		sb.WriteString(rules.FormatMoves(g.Moves(), false))
		sb.WriteByte('\n')
	}
	return []byte(sb.String())
}

package record

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"slices"
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

	// A compact game (ReadOptions.Compact) has no Root: its moves,
	// alternately from Black, and its root's properties and comment.
	line        []rules.Point
	rootProps   []Prop
	rootComment string
}

// Compact reports whether the game is kept as its moves (Root is nil;
// Tree makes it).
func (g *Game) Compact() bool { return g.Root == nil && g.line != nil }

// Tree is the game tree: Root, or for a compact game a tree of its moves
// made anew at each call.
func (g *Game) Tree() *Node {
	if !g.Compact() {
		return g.Root
	}
	root := FromMoves(g.line)
	root.Props = slices.Clone(g.rootProps)
	root.Comment = g.rootComment
	return root
}

// Moves is the game's main line.
func (g *Game) Moves() []rules.Point {
	if g.Compact() {
		return g.copyLine()
	}
	return g.Root.MainLine()
}

// copyLine is a compact game's moves (nil for none, as MainLine).
func (g *Game) copyLine() []rules.Point {
	if len(g.line) == 0 {
		return nil
	}
	return slices.Clone(g.line)
}

// compact keeps g as its moves when its tree is one line of moves,
// alternately from Black, with nothing below the root but the moves (no
// comment, setup, pass, mark or variation): the tree's nodes (some 160
// bytes and six pointers a move) become garbage, and a database of
// 10,000 games is a few megabytes the browser's collector must look
// through, not a hundred.
func (g *Game) compact() {
	r := g.Root
	if r == nil || r.Color != rules.Empty || len(r.AddBlack)+len(r.AddWhite)+len(r.Clear) > 0 || len(r.Children) > 1 {
		return
	}
	line := []rules.Point{}
	for n := first(r); n != nil; n = first(n) {
		want := rules.Black
		if len(line)%2 == 1 {
			want = rules.White
		}
		if n.Color != want || n.Pass || n.Comment != "" || len(n.Props) > 0 || len(n.Children) > 1 ||
			len(n.AddBlack)+len(n.AddWhite)+len(n.Clear) > 0 {
			return
		}
		line = append(line, n.Move)
	}
	g.line, g.rootProps, g.rootComment, g.Root = line, r.Props, r.Comment, nil
}

func first(n *Node) *Node {
	if len(n.Children) == 0 {
		return nil
	}
	return n.Children[0]
}

// Played is the game's main line as a game played from the empty board:
// Black first, then alternately (what a scan of its foul moments and the
// drills made from them need). Setup stones, a pass and two moves of one
// colour in a row are errors naming the move.
func (g *Game) Played() ([]rules.Point, error) {
	if g.Compact() {
		return g.copyLine(), nil
	}
	var moves []rules.Point
	for n := g.Root; n != nil; {
		if len(n.AddBlack)+len(n.AddWhite)+len(n.Clear) > 0 {
			return nil, fmt.Errorf("before move %d: the record sets up stones; only a game played from the empty board can be scanned", len(moves)+1)
		}
		if n.Color != rules.Empty {
			k := len(moves) + 1
			want := rules.Black
			if k%2 == 0 {
				want = rules.White
			}
			switch {
			case n.Pass:
				return nil, fmt.Errorf("move %d: %s passes; only moves alternating from Black can be scanned", k, n.Color)
			case n.Color != want:
				return nil, fmt.Errorf("move %d: %s plays where %s is to move; only moves alternating from Black can be scanned", k, n.Color, want)
			}
			moves = append(moves, n.Move)
		}
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
	}
	return moves, nil
}

// Format names a kind of record file.
type Format string

const (
	FormatSGF    Format = "sgf"    // Smart Game Format, GM[4]
	FormatMoves  Format = "moves"  // move strings, one game a line ("h8 h9 i8", "h8h9i8")
	FormatPSQ    Format = "psq"    // Piskvork (Gomocup) record, one game
	FormatRIF    Format = "rif"    // RenjuNet database (XML)
	FormatRenLib Format = "renlib" // RenLib library (binary move tree), one tree
	FormatPOS    Format = "pos"    // a count byte, then a byte a move (pos.go), one game
)

// Read reads every game of a file: the format is chosen by the file's
// name (its extension) and, without one, by its content. A file that
// cannot be read is an error naming where, and then no game is returned.
func Read(name string, data []byte) ([]Game, Format, error) {
	return ReadWith(name, data, ReadOptions{})
}

// ReadOptions are how ReadWith reads a file.
type ReadOptions struct {
	// Yield, when not nil, is called again and again while the file is
	// read: after every game, and between any two calls no more than
	// some 64 KB of input is read (a fraction of a millisecond natively),
	// except that a line of move strings, or a text or tag of a RenjuNet
	// database, is read whole. Under WebAssembly, where goroutines take
	// turns on one thread, it lets a reader on a goroutine give way to
	// the frames (runtime.Gosched is not enough there: the browser runs
	// only when every goroutine is blocked, as in time.Sleep). It is
	// called often, so it should be cheap: give way only when some
	// milliseconds have passed since it last did. It must not call the
	// reader back.
	Yield func()
	// Progress, when not nil, is called where Yield is (just before it)
	// with how much of the reading is done: done out of total, where
	// total is the file's size in bytes and done never less than at the
	// call before. The readers read a file once from its start, and done
	// is where they are, except in a RenjuNet database, whose games are
	// made after its XML is read: the XML counts for the first three
	// quarters, the games made for the last. When Progress returns false
	// the reading stops there and ReadWith returns ErrCanceled (the
	// learner's Cancel; the readers hold nothing to release).
	Progress func(done, total int) bool
	// Compact keeps each game whose tree is one line of moves as its
	// moves only (Game.Compact, Game.Tree), as it is read: for a large
	// database in the browser, whose collector stops the page to look
	// through every node of every tree.
	Compact bool
	// Shelf, when set, takes the games as they are read (compacted when
	// they can be, as with Compact) and ReadWith returns none: the read
	// never holds the games as a slice (Shelf says why). After an error
	// the shelf holds what was read before it; the caller drops it.
	Shelf *Shelf
}

// ReadWith is Read, with options: it reads the same games, or fails with
// the same error.
func ReadWith(name string, data []byte, o ReadOptions) (games []Game, f Format, err error) {
	y := &yielder{yield: o.Yield, progress: o.Progress, total: len(data), compact: o.Compact || o.Shelf != nil, shelf: o.Shelf}
	f = Detect(name, data)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(canceled); !ok {
				panic(r) // a Yield's own panic goes on up
			}
			games, err = nil, ErrCanceled
		}
	}()
	switch f {
	case FormatSGF:
		err := readSGF(data, y, func(r *Node) {
			y.put(&games, sgfGame(r, y.games))
			y.add(gameWork)
		})
		if err != nil {
			return nil, f, err
		}
		return games, f, nil
	case FormatPSQ:
		games, err = readPSQ(data, y)
	case FormatRIF:
		games, err = readRIF(data, y)
	case FormatRenLib:
		games, err = readRenLib(data, y)
	case FormatPOS:
		games, err = readPOS(data, y)
	default:
		games, err = readMoveLines(data, y)
		f = FormatMoves
	}
	if err != nil {
		return nil, f, err
	}
	if o.Shelf != nil { // the readers that make their games at the end
		for _, g := range games {
			o.Shelf.Add(g)
		}
		games = nil
	}
	return games, f, nil
}

// The readers count their work in units of about a byte of input read
// (a few nanoseconds natively) and call ReadOptions.Yield once they have
// done yieldEvery units since the last call, and after every game they
// finish reading. What costs more than its bytes counts more: a node or a
// line, a game built from what was read.
const (
	yieldEvery = 64 << 10
	nodeWork   = 64  // a node or a property made, a setup point, a line read as a move
	lineWork   = 16  // a line of text split off (a blank line, a comment)
	gameWork   = 256 // a game made from what was read (its nodes aside)
)

// ErrCanceled is what ReadWith returns when its Progress said to stop.
var ErrCanceled = errors.New("record: reading canceled")

// canceled is what the yielder panics with to unwind a reader that was
// told to stop (ReadWith recovers it, and only it): one check in the
// yielder rather than a stop checked after every call of every reader.
type canceled struct{}

// yielder calls a Yield function and a Progress (when there are) as work
// is done.
type yielder struct {
	yield    func()
	progress func(done, total int) bool
	// at is where the reader is (set by the reader; nil: nowhere yet),
	// total the file's size, done the last done reported.
	at          func() int
	total, done int
	compact     bool   // ReadOptions.Compact (or a Shelf)
	shelf       *Shelf // ReadOptions.Shelf
	games       int    // the games put so far
	work        int    // the work done since the last yield
}

// add counts n units of work done, and yields when they add up to
// yieldEvery.
func (y *yielder) add(n int) {
	if y.yield == nil && y.progress == nil {
		return
	}
	y.work += n
	if y.work >= yieldEvery {
		y.work = 0
		y.call()
	}
}

// call reports the progress (stopping the read if told to), then yields.
func (y *yielder) call() {
	if y.progress != nil {
		if y.at != nil {
			y.done = max(y.done, min(y.at(), y.total))
		}
		if !y.progress(y.done, y.total) {
			panic(canceled{})
		}
	}
	if y.yield != nil {
		y.yield()
	}
}

// keep compacts g, read, if the reader was asked to.
func (y *yielder) keep(g *Game) {
	if y.compact {
		g.compact()
	}
}

// put keeps g, read: on the shelf, else at the end of games.
func (y *yielder) put(games *[]Game, g Game) {
	y.games++
	if y.compact {
		g.compact()
	}
	if y.shelf != nil {
		y.shelf.Add(g)
		return
	}
	*games = append(*games, g)
}

// game yields after a game is read.
func (y *yielder) game() {
	if y.yield != nil || y.progress != nil {
		y.work = 0
		y.call()
	}
}

// Detect is the format Read takes for a file named name holding data: by
// the extension (.sgf, .txt, .psq, .rif or .xml, .lib, .pos), else by how
// the content starts: RenLib's header, a .pos file's count of the bytes
// after it (in bytes that are no text: looksPOS), "(" (SGF), "Piskvorky "
// (Piskvork), "<" (XML: a RenjuNet database); anything else is move
// strings.
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
	case ".pos":
		return FormatPOS
	}
	if bytes.HasPrefix(data, renlibMagic) {
		return FormatRenLib
	}
	if looksPOS(data) {
		return FormatPOS
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
func ReadMoveLines(data []byte) ([]Game, error) { return readMoveLines(data, &yielder{}) }

func readMoveLines(data []byte, y *yielder) ([]Game, error) {
	if len(data) > MaxMoveLines {
		return nil, &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxMoveLines)}
	}
	var games []Game
	// A line at a time (not the whole file split at once, which would be
	// work without a yield).
	text := bytes.TrimPrefix(data, []byte("\ufeff"))
	rest := text
	y.at = func() int { return len(data) - len(rest) }
	for i, more := 0, true; more; i++ {
		var raw []byte
		raw, rest, more = bytes.Cut(rest, []byte{'\n'})
		y.add(len(raw) + lineWork)
		line := strings.TrimSpace(string(raw))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		moves, err := rules.ParseMoves(line)
		if err != nil {
			return nil, &Error{Line: i + 1, Col: 1, Msg: err.Error()}
		}
		// The points ParseMoves returns are on the board. (An array, not a
		// map: less garbage, so shorter collections between yields.)
		var seen [rules.Size * rules.Size]bool
		for k, p := range moves {
			if seen[p.Row*rules.Size+p.Col] {
				return nil, &Error{Line: i + 1, Col: 1, Msg: fmt.Sprintf("move %d: %s is played twice", k+1, p)}
			}
			seen[p.Row*rules.Size+p.Col] = true
		}
		y.put(&games, Game{Root: FromMoves(moves), Where: fmt.Sprintf("line %d", i+1)})
		y.game()
	}
	if y.games == 0 {
		return nil, &Error{Line: 1, Col: 1, Msg: "no game in the file"}
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

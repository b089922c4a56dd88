package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"renju/rules"
)

// maxInput is the most text read for one position: a batch line, or the
// whole of standard input for "-". A position is at most 225 stones, some
// 1,000 bytes as a move list and 600 as a diagram; the rest of a longer text
// could only be spaces, so this is generous, and it bounds what a position
// can cost: `renju map -` given a 100 MB move list took 3.7 s and 560–800 MB
// of memory, and takes 0.07 s and 13 MB since.
const maxInput = 4 << 20

// bom is the UTF-8 byte-order mark some editors on Windows put at the
// start of a file. It is ignored at the start of the input.
const bom = "\ufeff"

// output is standard output as the commands write it. It keeps the first
// write error and writes nothing after it, so that a command can write
// freely and run still exits 1 with a message when output was lost (a full
// disk, /dev/full), rather than 0. Loops check failed to stop early.
type output struct {
	w   io.Writer
	err error
}

func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		o.err = err
	}
	return n, err
}

// failed reports whether a write has failed.
func (o *output) failed() bool { return o.err != nil }

// writeJSON writes v as one line of JSON, or indented when indent is set,
// with HTML characters escaped unless rawHTML. A value that does not
// encode is reported here, with exit status 1; a write error is left for
// run to report (the status is 1 too).
func writeJSON(w, stderr io.Writer, cmd string, v any, indent, rawHTML bool) int {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	if indent {
		enc.SetIndent("", "  ")
	}
	enc.SetEscapeHTML(!rawHTML)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "renju %s: encoding JSON: %v\n", cmd, err)
		return exitError
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return exitError
	}
	return exitOK
}

// quoteLen is how many characters of a word of the command line a message
// quotes, as the rules do for a token: an argument can be 128 KiB.
const quoteLen = 32

// quote quotes a word of the command line for a message as %q does (bytes
// that are not UTF-8 escaped), cut after quoteLen characters with "…".
func quote(s string) string {
	q := fmt.Sprintf("%.*q", quoteLen, s)
	if utf8.RuneCountInString(s) > quoteLen {
		q += "…"
	}
	return q
}

// readPosition parses a position operand; "-" reads it from standard
// input, at most maxInput bytes, a byte-order mark at the start ignored.
// On failure it writes the message and returns the exit status: exitUsage
// for a bad position, exitError when standard input cannot be read.
func readPosition(cmd, arg string, stdin io.Reader, stderr io.Writer) (rules.Board, int) {
	if arg == "-" {
		data, err := io.ReadAll(io.LimitReader(stdin, maxInput+1))
		if err != nil {
			fmt.Fprintf(stderr, "renju %s: reading standard input: %v\n", cmd, err)
			return rules.Board{}, exitError
		}
		if len(data) > maxInput {
			fmt.Fprintf(stderr, "renju %s: position: standard input is longer than %d MiB: a position has at most %d stones\n", cmd, maxInput>>20, rules.MaxStones)
			return rules.Board{}, exitUsage
		}
		arg = string(bytes.TrimPrefix(data, []byte(bom)))
	}
	b, err := rules.ParsePosition(arg)
	if err != nil {
		fmt.Fprintf(stderr, "renju %s: position: %v\n", cmd, err)
		return rules.Board{}, exitUsage
	}
	return b, exitOK
}

// lineReader reads lines of at most max bytes, in a buffer it reuses:
// bufio.Scanner stops at the first longer line ("token too long"), which
// would leave the lines after it unanswered.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its "\n" (valid until the next call),
// or io.EOF after the last; a last line without "\n" is a line. A line
// longer than max bytes is read to its end but only its first max bytes
// are kept, with long set, so that no line costs more than max bytes.
func (lr *lineReader) next() (line []byte, long bool, err error) {
	lr.buf = lr.buf[:0]
	read := false
	for {
		chunk, err := lr.r.ReadSlice('\n')
		read = read || len(chunk) > 0
		content := bytes.TrimSuffix(chunk, []byte("\n"))
		if room := lr.max - len(lr.buf); len(content) > room {
			content = content[:room]
			long = true
		}
		if need := len(lr.buf) + len(content); need > cap(lr.buf) {
			// double, up to max: append grows a large slice by a quarter,
			// which cost 20 MB of garbage to reach 4 MiB
			buf := make([]byte, len(lr.buf), min(max(2*cap(lr.buf), need), lr.max))
			copy(buf, lr.buf)
			lr.buf = buf
		}
		lr.buf = append(lr.buf, content...)
		switch {
		case err == nil:
			return lr.buf, long, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && read:
			return lr.buf, long, nil
		default:
			return nil, false, err
		}
	}
}

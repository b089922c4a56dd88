package record

import (
	"errors"
	"os"
	"testing"
)

// Tests of ReadWith's Progress: the same games as Read, a progress that
// never goes back, and a Cancel that stops the read.

// progressCases are files of every format: the test records, and
// generated databases big enough for many calls.
func progressCases(t *testing.T) []struct {
	name string
	data []byte
} {
	t.Helper()
	var cases []struct {
		name string
		data []byte
	}
	files, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		cases = append(cases, struct {
			name string
			data []byte
		}{f.Name(), readTestdata(t, f.Name())})
	}
	games := randomGames(2000)
	for name, data := range map[string][]byte{
		"db.sgf": sgfDatabase(games), "db.txt": movesDatabase(games),
		"db.rif": rifDatabase(games), "db.lib": renlibLibrary(games),
	} {
		cases = append(cases, struct {
			name string
			data []byte
		}{name, data})
	}
	return cases
}

// With a Progress, ReadWith reads the same games (or fails with the same
// error) as Read, and done never goes back nor past the file's size.
func TestReadWithProgressReadsAsRead(t *testing.T) {
	for _, c := range progressCases(t) {
		want, wantF, wantErr := Read(c.name, c.data)
		last, calls := 0, 0
		got, f, err := ReadWith(c.name, c.data, ReadOptions{Progress: func(done, total int) bool {
			calls++
			if total != len(c.data) || done < last || done > total {
				t.Errorf("%s: progress %d of %d after %d (a file of %d bytes)", c.name, done, total, last, len(c.data))
			}
			last = done
			return true
		}})
		if f != wantF || !errors.Is(err, wantErr) && err.Error() != wantErr.Error() {
			t.Errorf("%s: ReadWith: %s, %v; Read: %s, %v", c.name, f, err, wantF, wantErr)
			continue
		}
		sameGames(t, c.name+" with a Progress", got, want)
		if wantErr == nil && calls < len(want) {
			t.Errorf("%s: %d games, %d calls of Progress", c.name, len(want), calls)
		}
		// The big ones end near their end (the last call is after the
		// last game, or within 64 KiB of work of the end).
		if len(c.data) > 1<<20 && last < len(c.data)*9/10 {
			t.Errorf("%s: the last progress is %d of %d", c.name, last, len(c.data))
		}
	}
}

// A Progress that returns false stops the read at once: ErrCanceled, no
// game, and no call after it.
func TestReadWithProgressCancels(t *testing.T) {
	for _, c := range progressCases(t) {
		if _, _, err := Read(c.name, c.data); err != nil {
			continue // a bad record may fail before a call
		}
		for _, stopAt := range []int{1, 3, 40} {
			calls, yields := 0, 0
			games, _, err := ReadWith(c.name, c.data, ReadOptions{
				Progress: func(done, total int) bool { calls++; return calls < stopAt },
				Yield:    func() { yields++ },
			})
			if calls < stopAt {
				// A small file read whole before that call.
				if err != nil {
					t.Errorf("%s: %d calls and %v", c.name, calls, err)
				}
				continue
			}
			if !errors.Is(err, ErrCanceled) || games != nil {
				t.Errorf("%s stopped at call %d: %d games, %v", c.name, stopAt, len(games), err)
			}
			if calls != stopAt || yields != stopAt-1 {
				t.Errorf("%s stopped at call %d: %d calls, %d yields", c.name, stopAt, calls, yields)
			}
		}
	}
}

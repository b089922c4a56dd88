package lessons

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseLesson: the parser never panics, every error names the file,
// and a lesson that parses can be checked (and its tasks solved) without
// panicking either.
func FuzzParseLesson(f *testing.F) {
	f.Add(sample)
	f.Add(header)
	f.Add(header + "\npage\nboard\n" + diagramWith(-1, ""))
	f.Add(header + "\npage\ntext a | 一\nmoves h8 h9 i10\ncheck opening 2D\ntask play-opening 2D\nhint a | 一\n")
	f.Add("page\n  en continued\n\tzh 续\nboard B:h8\ncheck h8 legal with i9\n")
	f.Add(header + "\npage\ntext a | 一\nboard B:h8,h9\nmarks A=h10 B=i10\nwalk A B four\nwalk h7 five\nwalk forbidden\n")
	entries, _ := files.ReadDir("data")
	for _, e := range entries {
		if data, err := files.ReadFile("data/" + e.Name()); err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		l, err := Parse("f.lesson", []byte(src))
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is not an *Error: %v", err)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "f.lesson") {
					t.Fatalf("error line does not name the file: %q", line)
				}
			}
			return
		}
		if l == nil || l.ID == "" || len(l.Pages) == 0 {
			t.Fatalf("parsed an incomplete lesson: %+v", l)
		}
		for _, p := range Check(l) {
			if !strings.HasPrefix(p.String(), "f.lesson") {
				t.Fatalf("problem does not name the file: %s", p)
			}
		}
	})
}

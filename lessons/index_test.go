package lessons

import (
	"reflect"
	"testing"
	"testing/fstest"
)

// TestIndexMatchesLessons: the index the home screen shows (index_gen.go)
// is the one of the lesson files as they are now.
func TestIndexMatchesLessons(t *testing.T) {
	ls, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Index(), MakeIndex(ls); !reflect.DeepEqual(got, want) {
		t.Errorf("index_gen.go is out of date with data/*.lesson: run `go generate ./lessons`\n got %+v\nwant %+v", got, want)
	}
}

// TestMakeIndexCounts counts pages and tasks, and keeps the order given.
func TestMakeIndexCounts(t *testing.T) {
	fs := fstest.MapFS{
		"d/b-lesson.lesson": {Data: []byte("lesson b-lesson\norder 20\ntitle B | 乙\ntopics board\n\npage\nen a\nzh 甲\n\npage\nen Click the centre.\nzh 请点天元。\nboard B:a1\ntask click-point h8\nhint The middle. | 中间。\n")},
		"d/a-lesson.lesson": {Data: []byte("lesson a-lesson\norder 10\ntitle A | 甲\ntopics board\n\npage\nen a\nzh 甲\n")},
	}
	ls, err := LoadFS(fs, "d")
	if err != nil {
		t.Fatal(err)
	}
	got := MakeIndex(ls)
	want := []Entry{
		{ID: "a-lesson", Order: 10, Title: Text{EN: "A", ZH: "甲"}, Pages: 1},
		{ID: "b-lesson", Order: 20, Title: Text{EN: "B", ZH: "乙"}, Pages: 2, Tasks: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("MakeIndex = %+v, want %+v", got, want)
	}
}

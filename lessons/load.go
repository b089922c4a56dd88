package lessons

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

//go:embed data/*.lesson
var files embed.FS

var (
	loadOnce sync.Once
	loaded   []*Lesson
	loadErr  error

	// parsed are the embedded lessons read so far, by ID (the file
	// data/<ID>.lesson): ByID parses one lesson, not the curriculum.
	// Opening lesson 1 from home parsed all 25 on the tap: 224 ms of
	// the page's thread in a profile in Chromium (issue 39).
	parsedMu sync.Mutex
	parsed   = map[string]parsedFile{}
)

type parsedFile struct {
	l   *Lesson
	err error
}

// Load parses the embedded curriculum, sorted by order (then ID). Lessons
// that fail to parse are left out and reported in the error; the tests make
// sure there are none. The lessons are shared: do not modify them; a
// lesson ByID returned before is the same *Lesson.
func Load() ([]*Lesson, error) {
	loadOnce.Do(func() {
		// embed.FS's own ReadDir (in name order), not fs.ReadDir: the
		// latter's fallback sorts with an instantiation of its own (19 KB
		// of code in the first module).
		entries, err := files.ReadDir("data")
		if err != nil {
			loaded, loadErr = nil, err
			return
		}
		var errs []error
		for _, e := range entries {
			id, ok := strings.CutSuffix(e.Name(), ".lesson")
			if !ok || e.IsDir() {
				continue
			}
			l, err := embedded(id)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			loaded = append(loaded, l)
		}
		Sort(loaded)
		loadErr = errors.Join(errs...)
	})
	return loaded, loadErr
}

// embedded parses the embedded lesson id once (its file must exist).
func embedded(id string) (*Lesson, error) {
	parsedMu.Lock()
	defer parsedMu.Unlock()
	if p, ok := parsed[id]; ok {
		return p.l, p.err
	}
	l, err := parseFile(files, path.Join("data", id+".lesson"))
	parsed[id] = parsedFile{l, err}
	return l, err
}

// parseFile parses the lesson file name of fsys, whose ID must be its
// file name's.
func parseFile(fsys fs.FS, name string) (*Lesson, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	base := path.Base(name)
	l, err := Parse(base, data)
	if err != nil {
		return nil, err
	}
	if want := strings.TrimSuffix(base, ".lesson"); l.ID != want {
		return nil, &Error{File: base, Msg: fmt.Sprintf("lesson ID %q differs from the file name (want %q)", l.ID, want)}
	}
	return l, nil
}

// LoadFS parses every *.lesson file in dir of fsys, sorted by order (then
// ID). A lesson whose ID differs from its file name, or an ID used twice,
// is an error.
func LoadFS(fsys fs.FS, dir string) ([]*Lesson, error) {
	names, err := lessonFiles(fsys, dir)
	if err != nil {
		return nil, err
	}
	var ls []*Lesson
	var errs []error
	byID := map[string]string{}
	for _, name := range names {
		l, err := parseFile(fsys, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		base := path.Base(name)
		if prev, ok := byID[l.ID]; ok {
			errs = append(errs, &Error{File: base, Msg: fmt.Sprintf("lesson ID %q is also used by %s", l.ID, prev)})
			continue
		}
		byID[l.ID] = base
		ls = append(ls, l)
	}
	Sort(ls)
	return ls, errors.Join(errs...)
}

// Sort orders lessons by Order, then ID.
func Sort(ls []*Lesson) {
	sort.SliceStable(ls, func(i, j int) bool {
		if ls[i].Order != ls[j].Order {
			return ls[i].Order < ls[j].Order
		}
		return ls[i].ID < ls[j].ID
	})
}

// All returns the curriculum in order. It never panics: a lesson that
// failed to parse is left out (Load reports it, and the tests fail).
func All() []*Lesson {
	ls, _ := Load()
	return ls
}

// ByID returns the lesson with the given ID, parsing only its file (the
// lesson All would give: the same *Lesson). An ID the index does not
// list (TestIndexMatchesLessons holds it to the files), or a lesson that
// does not parse, is not found.
func ByID(id string) (*Lesson, bool) {
	for _, e := range index {
		if e.ID == id {
			l, err := embedded(id)
			return l, err == nil
		}
	}
	return nil, false
}

// lessonFiles lists the *.lesson files of dir in name order, as
// fs.Glob(fsys, dir+"/*.lesson") did, errors ignored as Glob ignores them.
// Every file system LoadFS is given lists a directory itself in name
// order (embed.FS, os.DirFS, fstest.MapFS); fs.Glob, path.Match and
// fs.ReadDir's sorting fallback for the others were about 25 KB of code
// in the first module. One that cannot is an error.
func lessonFiles(fsys fs.FS, dir string) ([]string, error) {
	rd, ok := fsys.(fs.ReadDirFS)
	if !ok {
		return nil, fmt.Errorf("lessons: %T cannot list the directory %s", fsys, dir)
	}
	entries, _ := rd.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".lesson") {
			names = append(names, path.Join(dir, e.Name()))
		}
	}
	return names, nil
}

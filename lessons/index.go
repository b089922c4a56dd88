package lessons

//go:generate go run gen_index.go

// Entry is what the app's first screen needs of a lesson: its name, title
// and size. The index of every lesson is written at build time into
// index_gen.go (go generate ./lessons, from the parsed files), so that the
// home screen can show the curriculum's progress without parsing it:
// parsing took 86 ms of the page's main thread before the first frame in a
// profiled start in Chromium (9 ms natively). TestIndexMatchesLessons fails
// when a lesson file changed and the index was not generated again.
type Entry struct {
	ID    string
	Order int
	Title Text
	// Pages counts the lesson's pages, Tasks the pages with a task.
	Pages, Tasks int
}

// Index returns the curriculum's entries in order, the order of All. It
// parses nothing. The entries are shared: do not modify them.
func Index() []Entry { return index }

// MakeIndex returns the entries of ls (the generator's and the test's).
func MakeIndex(ls []*Lesson) []Entry {
	es := make([]Entry, 0, len(ls))
	for _, l := range ls {
		e := Entry{ID: l.ID, Order: l.Order, Title: l.Title, Pages: len(l.Pages)}
		for i := range l.Pages {
			if l.Pages[i].Task != nil {
				e.Tasks++
			}
		}
		es = append(es, e)
	}
	return es
}

package platform

import "sync"

// File is a file the learner chose (the file picker) or dropped on the
// page, read later by the browser: polled from the game loop.
type File struct {
	mu   sync.Mutex
	done bool
	name string
	data []byte
	err  error
}

// Result reports whether the file has been read, and then its name, its
// bytes or why it could not be read (err is ErrNoFile when the picker was
// closed without a file, where the browser tells).
func (f *File) Result() (done bool, name string, data []byte, err error) {
	if f == nil {
		return true, "", nil, ErrNoFile
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.done, f.name, f.data, f.err
}

func (f *File) finish(name string, data []byte, err error) {
	f.mu.Lock()
	f.done, f.name, f.data, f.err = true, name, data, err
	f.mu.Unlock()
}

type fileError string

func (e fileError) Error() string { return string(e) }

// Errors of a File.
const (
	ErrNoFile   = fileError("no file was chosen")
	ErrFileRead = fileError("the browser could not read the file")
)

// FileTooLarge is the error of a file larger than a reader takes.
type FileTooLarge struct{ Size, Max int }

func (e FileTooLarge) Error() string { return "the file is too large" }

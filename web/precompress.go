package web

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// Compressed describes one file after Precompress: its size and the sizes of
// its .gz and .br siblings (0 if the sibling was not worth keeping).
type Compressed struct {
	Name   string // relative to the directory, with forward slashes
	Size   int64
	Gzip   int64
	Brotli int64
	Reused bool // both siblings were already up to date
}

type codec struct {
	suffix   string
	compress func(w io.Writer, data []byte) error
	decode   func(r io.Reader) (io.Reader, error)
}

var codecs = []codec{
	{
		suffix: ".gz",
		compress: func(w io.Writer, data []byte) error {
			zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
			if err != nil {
				return err
			}
			if _, err := zw.Write(data); err != nil {
				return err
			}
			return zw.Close()
		},
		decode: func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	},
	{
		suffix: ".br",
		compress: func(w io.Writer, data []byte) error {
			bw := brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: 11, LGWin: 24})
			if _, err := bw.Write(data); err != nil {
				return err
			}
			return bw.Close()
		},
		decode: func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	},
}

// Precompress writes name.gz (gzip, best compression) and name.br (Brotli,
// quality 11) next to every compressible file under dir (see Compressible),
// and returns what it did, sorted by name. A sibling that already decodes to
// the file's current bytes is kept (only its modification time is updated),
// so running it again after a rebuild that changed nothing is quick. A
// sibling that would not be smaller than the file is removed, and the handler
// then serves the file itself. Each sibling gets the file's modification
// time; the handler serves a sibling only if it decodes to its file's
// content, whatever the times say (a cp -r keeps the siblings working).
func Precompress(dir string) ([]Compressed, error) {
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() && Compressible(d.Name()) {
			names = append(names, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}

	results := make([]Compressed, len(names))
	type job struct{ file, codec int }
	jobs := make(chan job)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
		reused   = make([]int, len(names))
		datas    = make([][]byte, len(names))
		infos    = make([]fs.FileInfo, len(names))
	)
	for i, p := range names {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return nil, err
		}
		datas[i], infos[i] = data, fi
		results[i] = Compressed{Name: filepath.ToSlash(rel), Size: int64(len(data))}
	}

	workers := min(runtime.GOMAXPROCS(0), 2*len(names))
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				c := codecs[j.codec]
				size, same, err := writeSibling(names[j.file], datas[j.file], infos[j.file], c)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if c.suffix == ".gz" {
					results[j.file].Gzip = size
				} else {
					results[j.file].Brotli = size
				}
				if same {
					reused[j.file]++
				}
				mu.Unlock()
			}
		})
	}
	// Big files first, so the long Brotli jobs start early.
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return len(datas[order[a]]) > len(datas[order[b]]) })
	for _, i := range order {
		for k := len(codecs) - 1; k >= 0; k-- {
			jobs <- job{i, k}
		}
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	for i := range results {
		results[i].Reused = reused[i] == len(codecs)
	}
	sort.Slice(results, func(a, b int) bool { return results[a].Name < results[b].Name })
	return results, nil
}

// writeSibling makes p+c.suffix hold data compressed with c and returns the
// sibling's size (0 if none is kept) and whether an existing sibling was
// already right.
func writeSibling(p string, data []byte, fi fs.FileInfo, c codec) (int64, bool, error) {
	out := p + c.suffix
	if size, ok := siblingMatches(func() (*os.File, error) { return os.Open(out) }, data, c); ok {
		return size, true, os.Chtimes(out, fi.ModTime(), fi.ModTime())
	}
	var buf bytes.Buffer
	if err := c.compress(&buf, data); err != nil {
		return 0, false, fmt.Errorf("compressing %s: %w", p, err)
	}
	if buf.Len() >= len(data) {
		if err := os.Remove(out); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return 0, false, err
		}
		return 0, false, nil
	}
	if err := replaceFile(out, buf.Bytes(), fi.ModTime()); err != nil {
		return 0, false, err
	}
	return int64(buf.Len()), false, nil
}

// replaceFile makes path hold data, with mode 0644 and, unless mtime is
// zero, that modification time. The bytes go to a temporary dot file in the
// same directory (which the handler never serves), then a rename puts them
// in place: a download that opened the old file reads the old bytes to the
// end, and one that opens path afterwards gets the new bytes whole, never a
// truncated or mixed file as writing in place would give. On error the
// temporary file is removed and path is left as it was.
func replaceFile(path string, data []byte, mtime time.Time) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	if !mtime.IsZero() {
		if err = os.Chtimes(tmp.Name(), mtime, mtime); err != nil {
			return err
		}
	}
	return os.Rename(tmp.Name(), path)
}

// codecFor is the codec of a sibling's suffix (".br", ".gz").
func codecFor(suffix string) (codec, bool) {
	for _, c := range codecs {
		if c.suffix == suffix {
			return c, true
		}
	}
	return codec{}, false
}

// siblingMatches reports whether the sibling open opens exists and
// decodes to data.
func siblingMatches(open func() (*os.File, error), data []byte, c codec) (int64, bool) {
	f, err := open()
	if err != nil {
		return 0, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0, false
	}
	r, err := c.decode(f)
	if err != nil {
		return 0, false
	}
	got, err := io.ReadAll(io.LimitReader(r, int64(len(data))+1))
	if err != nil || !bytes.Equal(got, data) {
		return 0, false
	}
	return fi.Size(), true
}

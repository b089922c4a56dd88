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
	Reused bool // both siblings came from the cache (Options.Cache)
}

// The Brotli qualities: BrotliBest for what ships (make site), BrotliFast
// for the test build (make e2e, make gallery). On the tutor's 19.6 MB
// module, measured natively: quality 11 took 65 s of CPU and gave 3.34 MB;
// quality 5 took 1.1 s and gave 4.01 MB (20% larger); gzip -9 took 1.9 s
// and gave 4.75 MB, so gzip stays at its best level in both builds, and
// the first module's budget (web/budget.txt, the .gz) reads the same bytes.
const (
	BrotliBest = 11
	BrotliFast = 5
)

// Options say how Precompress compresses.
type Options struct {
	// Brotli is the Brotli quality, 1 to 11; 0 means BrotliBest.
	Brotli int
	// Cache, when not "", is a directory of compressed copies named by
	// the SHA-256 of the bytes they compress, their codec and level
	// (precompress_cache.go): a file whose bytes were compressed before,
	// at this level or a better one, gets that copy instead of being
	// compressed again. With no cache every sibling is written anew.
	Cache string
}

type codec struct {
	suffix   string
	compress func(w io.Writer, data []byte, level int) error
	decode   func(r io.Reader) (io.Reader, error)
	// best is the level what ships is compressed at; level is the one
	// Options ask for.
	best  int
	level func(Options) int
}

var codecs = []codec{
	{
		suffix: ".gz",
		compress: func(w io.Writer, data []byte, level int) error {
			zw, err := gzip.NewWriterLevel(w, level)
			if err != nil {
				return err
			}
			if _, err := zw.Write(data); err != nil {
				return err
			}
			return zw.Close()
		},
		decode: func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		best:   gzip.BestCompression,
		level:  func(Options) int { return gzip.BestCompression },
	},
	{
		suffix: ".br",
		compress: func(w io.Writer, data []byte, level int) error {
			bw := brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: level, LGWin: 24})
			if _, err := bw.Write(data); err != nil {
				return err
			}
			return bw.Close()
		},
		decode: func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		best:   BrotliBest,
		level: func(o Options) int {
			if o.Brotli <= 0 || o.Brotli > BrotliBest {
				return BrotliBest
			}
			return o.Brotli
		},
	},
}

// Precompress is PrecompressWith at the best levels, with no cache.
func Precompress(dir string) ([]Compressed, error) {
	return PrecompressWith(dir, Options{})
}

// PrecompressWith writes name.gz (gzip, best compression) and name.br
// (Brotli at o's quality) next to every compressible file under dir (see
// Compressible), and returns what it did, sorted by name. A sibling that
// would not be smaller than the file is removed, and the handler then
// serves the file itself. Each sibling gets the file's modification time;
// the handler serves a sibling only if it decodes to its file's content,
// whatever the times say (a cp -r keeps the siblings working). Siblings
// already in dir are never trusted to be at the level asked (a test
// build's fast copy must not ship): only o.Cache, which names the level,
// saves compressing again.
func PrecompressWith(dir string, o Options) ([]Compressed, error) {
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
	var cache *compressCache
	if o.Cache != "" {
		if cache, err = openCompressCache(o.Cache); err != nil {
			return nil, err
		}
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
				size, cached, err := writeSibling(names[j.file], datas[j.file], infos[j.file], c, c.level(o), cache)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if c.suffix == ".gz" {
					results[j.file].Gzip = size
				} else {
					results[j.file].Brotli = size
				}
				if cached {
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
	if cache != nil {
		if err := cache.prune(); err != nil {
			return nil, err
		}
	}
	for i := range results {
		results[i].Reused = reused[i] == len(codecs)
	}
	sort.Slice(results, func(a, b int) bool { return results[a].Name < results[b].Name })
	return results, nil
}

// writeSibling makes p+c.suffix hold data compressed with c at level (or
// a copy the cache holds at that level or better) and returns the
// sibling's size (0 if none is kept) and whether it came from the cache.
func writeSibling(p string, data []byte, fi fs.FileInfo, c codec, level int, cache *compressCache) (int64, bool, error) {
	out := p + c.suffix
	if z, ok := cache.lookup(data, c, level); ok {
		if have, err := os.ReadFile(out); err == nil && bytes.Equal(have, z) {
			return int64(len(z)), true, os.Chtimes(out, fi.ModTime(), fi.ModTime())
		}
		return int64(len(z)), true, replaceFile(out, z, fi.ModTime())
	}
	var buf bytes.Buffer
	if err := c.compress(&buf, data, level); err != nil {
		return 0, false, fmt.Errorf("compressing %s: %w", p, err)
	}
	if buf.Len() >= len(data) {
		if err := os.Remove(out); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return 0, false, err
		}
		return 0, false, nil
	}
	if err := cache.store(data, c, level, buf.Bytes()); err != nil {
		return 0, false, err
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

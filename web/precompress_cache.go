package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// compressCache keeps compressed copies by what they compress, so that a
// build whose module did not change (or changed back) is not compressed
// again: Brotli 11 of the tutor's and the worker's modules is about 95 s
// of CPU, every other step of an unchanged make site about 2 s. An entry
// is named <SHA-256 of the input>-<codec><level> ("…-br11", "…-gz9"), so
// the level a copy was made at is never guessed from the copy. A nil
// cache holds nothing and stores nothing.
type compressCache struct {
	dir string
	mu  sync.Mutex
	// used are the entries this run read or wrote: prune keeps them.
	used map[string]bool
	// limit is cacheLimit (tests set a smaller one).
	limit int64
}

// cacheLimit bounds the cache's size: prune removes the entries used
// longest ago beyond it (those of this run are kept). A build's copies
// of the two modules are about 12 MB at the best levels.
const cacheLimit = 256 << 20

func openCompressCache(dir string) (*compressCache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("the compression cache: %w", err)
	}
	return &compressCache{dir: dir, used: map[string]bool{}, limit: cacheLimit}, nil
}

func cacheName(data []byte, c codec, level int) string {
	sum := sha256.Sum256(data)
	return fmt.Sprintf("%s-%s%d", hex.EncodeToString(sum[:]), strings.TrimPrefix(c.suffix, "."), level)
}

// lookup is the copy of data compressed with c at level, or at the
// codec's best level, if the cache holds one that decodes to data (an
// entry that does not is ignored, and replaced by store).
func (k *compressCache) lookup(data []byte, c codec, level int) ([]byte, bool) {
	if k == nil {
		return nil, false
	}
	levels := []int{c.best}
	if level != c.best {
		levels = append(levels, level)
	}
	for _, l := range levels {
		name := cacheName(data, c, l)
		p := filepath.Join(k.dir, name)
		if _, ok := siblingMatches(func() (*os.File, error) { return os.Open(p) }, data, c); !ok {
			continue
		}
		z, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		k.use(name)
		now := time.Now()
		os.Chtimes(p, now, now) // the time of last use, for prune
		return z, true
	}
	return nil, false
}

// store keeps z, data compressed with c at level.
func (k *compressCache) store(data []byte, c codec, level int, z []byte) error {
	if k == nil {
		return nil
	}
	name := cacheName(data, c, level)
	k.use(name)
	return replaceFile(filepath.Join(k.dir, name), z, time.Time{})
}

func (k *compressCache) use(name string) {
	k.mu.Lock()
	k.used[name] = true
	k.mu.Unlock()
}

// prune removes the entries used longest ago while the cache is over
// its limit, never one this run used, and any temporary file left by a
// run that was stopped.
func (k *compressCache) prune() error {
	entries, err := os.ReadDir(k.dir)
	if err != nil {
		return err
	}
	type entry struct {
		name string
		size int64
		used time.Time
	}
	var all []entry
	var total int64
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return err
		}
		if strings.HasPrefix(e.Name(), ".") && time.Since(fi.ModTime()) > time.Hour {
			os.Remove(filepath.Join(k.dir, e.Name()))
			continue
		}
		if !fi.Mode().IsRegular() || k.used[e.Name()] {
			total += fi.Size()
			continue
		}
		all = append(all, entry{e.Name(), fi.Size(), fi.ModTime()})
		total += fi.Size()
	}
	sort.Slice(all, func(a, b int) bool { return all[a].used.Before(all[b].used) })
	for _, e := range all {
		if total <= k.limit {
			break
		}
		if err := os.Remove(filepath.Join(k.dir, e.name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		total -= e.size
	}
	return nil
}

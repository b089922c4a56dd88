package web

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The site's offline side: the icons of the web app manifest and the
// service worker that keeps the site (sw.js, see its comment).

// swTemplate is web/sw.js: WriteOffline fills in its version and files.
//
//go:embed sw.js
var swTemplate []byte

// The template's two lines that WriteOffline fills in.
const (
	swVersionLine = `const VERSION = "development";`
	swFilesLine   = `const FILES = [];`
)

// ServiceWorker is the name of the service worker in the site.
const ServiceWorker = "sw.js"

// Offline is what WriteOffline did.
type Offline struct {
	// Version is the content hash sw.js carries: it changes whenever a
	// byte of any kept file does.
	Version string
	// Files are the files the worker keeps, sorted; Bytes their size
	// (the cache's size in the browser, which keeps them decoded).
	Files []string
	Bytes int64
}

// WriteOffline finishes a built site for offline use: it writes the PNG
// icons of the manifest, then sw.js from its template, listing every file
// of the site (but sw.js itself, dot files and the .gz and .br copies)
// with the SHA-256 of its content, and a version that is a hash over them
// all. Run it after every other file is in place and before Precompress.
// Files are replaced whole (written aside, then renamed), so a server
// serving dir meanwhile never sends half a file.
func WriteOffline(dir string) (Offline, error) {
	pngs, err := Icons()
	if err != nil {
		return Offline{}, err
	}
	for _, name := range IconNames() {
		if err := writeWhole(dir, name, pngs[name]); err != nil {
			return Offline{}, err
		}
	}
	return writeServiceWorker(dir)
}

// keptFile is one file the worker keeps.
type keptFile struct {
	name string
	sum  [sha256.Size]byte
	size int64
}

// siteFiles lists the files of dir the worker keeps, sorted by name.
func siteFiles(dir string) ([]keptFile, error) {
	var out []keptFile
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		if name == ServiceWorker || isSibling(dir, name) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out = append(out, keptFile{name, sha256.Sum256(data), int64(len(data))})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, err
}

// isSibling reports whether name is a precompressed copy (name.gz,
// name.br) of a file of the site.
func isSibling(dir, name string) bool {
	ext := path.Ext(name)
	if _, ok := codecFor(ext); !ok {
		return false
	}
	fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(name, ext))))
	return err == nil && fi.Mode().IsRegular()
}

func writeServiceWorker(dir string) (Offline, error) {
	if bytes.Count(swTemplate, []byte(swVersionLine)) != 1 || bytes.Count(swTemplate, []byte(swFilesLine)) != 1 {
		return Offline{}, errors.New("web/sw.js has lost its VERSION or FILES line")
	}
	files, err := siteFiles(dir)
	if err != nil {
		return Offline{}, err
	}
	var list strings.Builder
	all := sha256.New()
	all.Write(swTemplate)
	off := Offline{}
	list.WriteString("const FILES = [\n")
	for _, f := range files {
		fmt.Fprintf(all, "%s\x00%x\n", f.name, f.sum)
		fmt.Fprintf(&list, "  [%s, %s],\n", strconv.Quote(f.name), strconv.Quote("sha256-"+base64.StdEncoding.EncodeToString(f.sum[:])))
		off.Files = append(off.Files, f.name)
		off.Bytes += f.size
	}
	list.WriteString("];")
	off.Version = hex.EncodeToString(all.Sum(nil))[:16]
	sw := bytes.Replace(swTemplate, []byte(swVersionLine), []byte(`const VERSION = "`+off.Version+`";`), 1)
	sw = bytes.Replace(sw, []byte(swFilesLine), []byte(list.String()), 1)
	return off, writeWhole(dir, ServiceWorker, sw)
}

// writeWhole replaces dir/name with data (see replaceFile), unless it
// holds data already.
func writeWhole(dir, name string, data []byte) error {
	p := filepath.Join(dir, name)
	if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return replaceFile(p, data, time.Time{})
}

// Package web serves the built tutor site (build/site: index.html, loader.js,
// wasm_exec.js, renju.wasm, …) and precompresses it.
//
// The directory web/ also holds the static files of the site itself; the
// Makefile's site target copies them next to the WebAssembly binary.
//
// The handler is deliberately small and strict:
//
//   - only GET and HEAD (405 otherwise), only regular files inside the site
//     directory (opened through os.Root, so neither "..", encoded or not, nor
//     a symbolic link can reach outside it), no dot files and no directory
//     listings ("/" is index.html, every other directory is a 404);
//   - a fixed Content-Type per extension (application/wasm for .wasm, so that
//     WebAssembly.instantiateStreaming would work) and nosniff;
//   - the precompressed sibling (name.br, then name.gz) when Accept-Encoding
//     allows it and the sibling decodes to the file's current content
//     (checked once per state of the two files, never by their times), with
//     Content-Encoding and Vary: Accept-Encoding, plus X-Uncompressed-Length
//     so that the loader's progress bar knows the size of the bytes it will
//     read from the decoded stream;
//   - validators and caching: see cacheControl;
//   - a strict Content-Security-Policy that still lets Go's WebAssembly run
//     and the service worker (sw.js) and the web app manifest load.
package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ContentSecurityPolicy is sent with every response. The page loads its
// scripts, styles, font and icons from its own origin only, and the only
// "eval" it allows is compiling WebAssembly ('wasm-unsafe-eval'), which Go's
// wasm needs. connect-src 'self' is for the loader's fetch of renju.wasm
// (and, in the service worker, whose own policy this is too, for its
// copies of the site); blob: and data: images are for screenshots the app
// may create. worker-src and manifest-src let the page register sw.js and
// read manifest.webmanifest (default-src 'none' would refuse the manifest).
const ContentSecurityPolicy = "default-src 'none'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; " +
	"manifest-src 'self'; " +
	"connect-src 'self'; " +
	"img-src 'self' data: blob:; " +
	"style-src 'self'; " +
	"font-src 'self'; " +
	"base-uri 'none'; " +
	"form-action 'none'; " +
	"frame-ancestors 'none'"

// UncompressedLengthHeader carries the size of the file before content
// coding. A fetch that reads the body gets the decoded bytes, while
// Content-Length is the size on the wire; the loader needs the former.
const UncompressedLengthHeader = "X-Uncompressed-Length"

// contentTypes are the types the site uses. Anything else falls back to the
// system's MIME table, then application/octet-stream (never sniffed).
var contentTypes = map[string]string{
	".html":  "text/html; charset=utf-8",
	".htm":   "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".mjs":   "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".json":  "application/json",
	".map":   "application/json",
	".wasm":  "application/wasm",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".ico":   "image/x-icon",
	".webp":  "image/webp",
	".txt":   "text/plain; charset=utf-8",
	".xml":   "application/xml",
	".woff2": "font/woff2",
	".otf":   "font/otf",
	// The web app manifest's own type (a .json would do, less exactly).
	".webmanifest": "application/manifest+json",
	".gz":          "application/gzip",
	".br":          "application/x-brotli",
}

// compressible lists the extensions Precompress writes .gz and .br siblings
// for and the handler looks for siblings of.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".mjs": true, ".html": true, ".htm": true,
	".svg": true, ".css": true, ".json": true, ".map": true, ".txt": true,
	".xml": true, ".webmanifest": true, ".otf": true,
}

// Compressible reports whether Precompress handles files named like name.
func Compressible(name string) bool { return compressible[path.Ext(name)] }

// ContentType returns the Content-Type the handler sends for name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// cacheControl chooses the caching of a file. The file names are not
// content-hashed (renju.wasm is always renju.wasm), so the page, its scripts
// and the wasm are "no-cache": the browser keeps them but revalidates every
// time, and because every response has a strong ETag (a hash of the bytes
// sent) and Last-Modified, an unchanged file costs one 304 with no body. That
// is cheap, always correct after a rebuild, and avoids rewriting names in
// index.html. Images change rarely and a stale icon is harmless, so they may
// be used for a day without asking. The service worker (sw.js) is always
// asked for afresh, whatever the browser does with the rest: its bytes are
// how a new version of the site is found.
func cacheControl(name string) string {
	switch path.Ext(name) {
	case ".svg", ".png", ".ico", ".webp", ".woff2", ".otf":
		return "public, max-age=86400"
	}
	return "no-cache"
}

// Handler serves a built site directory. Create it with NewHandler.
type Handler struct {
	dir string

	mu    sync.Mutex
	etags map[etagKey]string
	// fresh caches whether a precompressed sibling decodes to its file's
	// content, for the two files as they were stat'ed (see siblingFresh).
	fresh map[freshKey]bool
}

// freshKey is a file and one of its siblings, each as last seen: a change
// of either (size or modification time) asks the question again. The
// answer itself never comes from the times: a copied site (cp -r gives new
// times) keeps its siblings, and a file rewritten without precompressing
// never gets a stale one.
type freshKey struct {
	file, sibling etagKey
}

type etagKey struct {
	name    string
	size    int64
	modTime time.Time
}

// ErrNoIndex is returned by NewHandler when the directory has no index.html.
var ErrNoIndex = errors.New("no index.html")

// NewHandler returns a handler that serves dir. It fails if dir is not a
// directory with an index.html in it (most likely the site was not built).
// The directory is opened afresh for each request, so a rebuild that
// replaces it is picked up.
func NewHandler(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	fi, err := root.Stat("index.html")
	if err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w", dir, ErrNoIndex)
	}
	return &Handler{dir: dir, etags: make(map[etagKey]string)}, nil
}

// setSecurityHeaders adds the headers every response carries.
func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
}

func notFound(w http.ResponseWriter) {
	http.Error(w, "404 page not found", http.StatusNotFound)
}

// cleanName turns a request path into a name relative to the site root, or
// reports false if the path is not one the site serves: it must be absolute,
// have no empty, ".", ".." or dot-file segments (after percent-decoding,
// which net/http has done for r.URL.Path), and no backslashes or NULs.
func cleanName(p string) (string, bool) {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return "", false
	}
	name := p[1:]
	if name == "" {
		return "index.html", true
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	return name, true
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	setSecurityHeaders(hdr)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanName(r.URL.Path)
	if !ok {
		notFound(w)
		return
	}
	root, err := os.OpenRoot(h.dir)
	if err != nil {
		http.Error(w, "500 site directory unavailable", http.StatusInternalServerError)
		return
	}
	defer root.Close()

	// os.Root refuses names that leave the directory, including through
	// symbolic links; everything but a regular file is a 404.
	fi, err := root.Stat(name)
	if err != nil || !fi.Mode().IsRegular() {
		notFound(w)
		return
	}

	served, encoding := name, ""
	if Compressible(name) {
		hdr.Add("Vary", "Accept-Encoding")
		for _, enc := range preferredEncodings(r.Header.Get("Accept-Encoding")) {
			vi, err := root.Stat(name + enc.suffix)
			if err == nil && vi.Mode().IsRegular() && vi.Size() > 0 && h.siblingFresh(root, name, fi, enc, vi) {
				served, encoding = name+enc.suffix, enc.name
				break
			}
		}
	}
	f, err := root.Open(served)
	if err != nil {
		notFound(w)
		return
	}
	defer f.Close()
	sfi, err := f.Stat()
	if err != nil || !sfi.Mode().IsRegular() {
		notFound(w)
		return
	}
	etag, err := h.etag(served, sfi, f)
	if err != nil {
		http.Error(w, "500 read error", http.StatusInternalServerError)
		return
	}

	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("Cache-Control", cacheControl(name))
	hdr.Set("ETag", etag)
	hdr.Set(UncompressedLengthHeader, strconv.FormatInt(fi.Size(), 10))
	if encoding != "" {
		// ServeContent leaves out Content-Length when a Content-Encoding is
		// set, since it cannot know what the encoding does to ranges. Ranges
		// of a precompressed body are of no use to the loader, so send the
		// whole body with its length.
		hdr.Set("Content-Encoding", encoding)
		hdr.Set("Content-Length", strconv.FormatInt(sfi.Size(), 10))
		r.Header.Del("Range")
	}
	// ServeContent answers conditional requests (304), ranges and HEAD, and
	// sets Last-Modified and Content-Length.
	http.ServeContent(w, r, served, fi.ModTime(), f)
}

// etag returns a strong validator for the file: a hash of its bytes, cached
// by name, size and modification time. Hashing the content (rather than
// using the mtime) keeps the ETag stable across a rebuild that produces the
// same bytes, so the browser gets a 304 instead of 10 MB of wasm.
func (h *Handler) etag(name string, fi fs.FileInfo, f io.ReadSeeker) (string, error) {
	key := etagKey{name, fi.Size(), fi.ModTime()}
	h.mu.Lock()
	tag, ok := h.etags[key]
	h.mu.Unlock()
	if ok {
		return tag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	tag = `"` + hex.EncodeToString(sum.Sum(nil)[:12]) + `"`
	h.mu.Lock()
	h.etags[key] = tag
	h.mu.Unlock()
	return tag, nil
}

type encoding struct {
	name   string // the Content-Encoding value
	suffix string // the precompressed sibling's suffix
}

var (
	brotliEncoding = encoding{"br", ".br"}
	gzipEncoding   = encoding{"gzip", ".gz"}
)

// preferredEncodings parses an Accept-Encoding header and returns the
// encodings the handler has variants for that the client accepts, best
// first: by quality value, Brotli before gzip on a tie. A coding that is not
// listed is acceptable only through "*"; "x-gzip" counts as gzip.
func preferredEncodings(header string) []encoding {
	q := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		value := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				value = f
			}
		}
		if coding == "x-gzip" {
			coding = "gzip"
		}
		if coding == "*" {
			star = value
			continue
		}
		if old, seen := q[coding]; !seen || value > old {
			q[coding] = value
		}
	}
	weight := func(name string) float64 {
		if v, ok := q[name]; ok {
			return v
		}
		if star >= 0 {
			return star
		}
		return 0
	}
	var out []encoding
	br, gz := weight("br"), weight("gzip")
	switch {
	case br > 0 && br >= gz:
		out = append(out, brotliEncoding)
		if gz > 0 {
			out = append(out, gzipEncoding)
		}
	case gz > 0:
		out = append(out, gzipEncoding)
		if br > 0 {
			out = append(out, brotliEncoding)
		}
	}
	return out
}

// DisplayURL is the address to print for a server that was asked to listen
// on requested (host:port, as given to -addr) and listens on actual. It keeps
// the host the user typed (so "localhost" stays "localhost"), prints
// "localhost" for an empty or unspecified host (":8080", "0.0.0.0:8080"),
// and takes the port from the real listener (so ":0" shows the port chosen).
func DisplayURL(requested string, actual net.Addr) string {
	host, _, err := net.SplitHostPort(requested)
	if err != nil {
		host = ""
	}
	port := ""
	if tcp, ok := actual.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
	} else if _, p, err := net.SplitHostPort(actual.String()); err == nil {
		port = p
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// siblingFresh reports whether the sibling of name for enc is the
// compression of name's current content. It decodes the sibling and
// compares (about 0.1 s for the 15 MB wasm) once per state of the two
// files, then answers from the cache.
func (h *Handler) siblingFresh(root *os.Root, name string, fi fs.FileInfo, enc encoding, vi fs.FileInfo) bool {
	key := freshKey{etagKey{name, fi.Size(), fi.ModTime()}, etagKey{name + enc.suffix, vi.Size(), vi.ModTime()}}
	h.mu.Lock()
	ok, known := h.fresh[key]
	h.mu.Unlock()
	if known {
		return ok
	}
	ok = false
	if c, found := codecFor(enc.suffix); found {
		if data, err := root.ReadFile(name); err == nil {
			_, ok = siblingMatches(func() (*os.File, error) { return root.Open(name + enc.suffix) }, data, c)
		}
	}
	h.mu.Lock()
	if h.fresh == nil {
		h.fresh = map[freshKey]bool{}
	}
	h.fresh[key] = ok
	h.mu.Unlock()
	return ok
}

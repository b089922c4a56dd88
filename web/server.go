// Package web serves the built tutor site (build/site: index.html, loader.js,
// wasm_exec.js, renju.wasm, …) and precompresses it.
//
// The directory web/ also holds the static files of the site itself; the
// Makefile's site target copies them next to the WebAssembly binary.
//
// The handler is deliberately small and strict:
//
//   - only GET and HEAD (405 otherwise), never with a body (400: the site is
//     static, and a body dripped a byte at a time held its connection for
//     ever), only regular files inside the site directory (opened through
//     os.Root, so neither "..", encoded or not, nor a symbolic link can reach
//     outside it), no dot files and no directory listings ("/" is
//     index.html, every other directory is a 404);
//   - a fixed Content-Type per extension (application/wasm for .wasm, so that
//     WebAssembly.instantiateStreaming would work) and nosniff;
//   - the precompressed sibling (name.br, then name.gz) when Accept-Encoding
//     allows it and the sibling decodes to the file's current content
//     (checked once per pair of contents, never by their times), with
//     Content-Encoding and Vary: Accept-Encoding, plus X-Uncompressed-Length
//     so that the loader's progress bar knows the size of the bytes it will
//     read from the decoded stream; such a response takes no ranges;
//   - validators and caching: see cacheControl; a content hash is the only
//     validator (see digest);
//   - a bounded time to send each response, scaled to its size (see
//     Handler.WriteTimeout), and at most maxRanges byte ranges that do not
//     overlap (see rangesAcceptable);
//   - a strict Content-Security-Policy that still lets Go's WebAssembly run
//     and the service worker (sw.js) and the web app manifest load, and a
//     Permissions-Policy that turns off what the app does not use.
package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"math"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"reflect"
	"sort"
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
// sent), an unchanged file costs one 304 with no body. That is cheap, always
// correct after a rebuild, and avoids rewriting names in index.html. There
// is no Last-Modified: a file's time can be copied (cp -p), set back or kept
// across an edit, and a client that revalidated by date would then be told
// that a changed file had not changed. Images change rarely and a stale icon
// is harmless, so they may be used for a day without asking. The service
// worker (sw.js) is always asked for afresh, whatever the browser does with
// the rest: its bytes are how a new version of the site is found.
func cacheControl(name string) string {
	switch path.Ext(name) {
	case ".svg", ".png", ".ico", ".webp", ".woff2", ".otf":
		return "public, max-age=86400"
	}
	return "no-cache"
}

// The defaults of Handler's limits.
const (
	// DefaultWriteTimeout is the time any response may take, whatever
	// its size: the headers and a small file, to a client on a poor link.
	DefaultWriteTimeout = 30 * time.Second
	// DefaultMinRate is the slowest, in bytes per second, that an honest
	// client is expected to read (512 kbit/s): the 2.8 MB Brotli wasm
	// may take 30 + 43 s, the 15.6 MB raw one 30 + 238 s.
	DefaultMinRate = 64 << 10
)

// paceStep is how much of a body goes out under one write deadline (see
// pacedWriter): 4 s of the minimum rate.
const paceStep = 256 << 10

// maxRanges is the most byte ranges one request may ask for (see
// rangesAcceptable).
const maxRanges = 16

// racyWindow is how long after a file changed its hash is not kept (see
// Handler.racy): longer than any file system's time granularity (a clock
// tick of 1 to 10 ms on Linux, 2 s for FAT).
const racyWindow = 2 * time.Second

// Handler serves a built site directory. Create it with NewHandler.
type Handler struct {
	dir string

	// WriteTimeout and MinRate bound the time to send a response: all of
	// it within WriteTimeout plus its size at MinRate bytes per second,
	// and each paceStep bytes of its body within WriteTimeout. A client
	// that stops reading is then dropped WriteTimeout after the socket's
	// buffers fill, and one that reads too slowly when its time is up,
	// rather than holding a connection and a file for ever (400 such
	// clients held 1,010 open files). Zero WriteTimeout sets no deadline.
	// NewHandler sets the defaults; tests shorten them.
	WriteTimeout time.Duration
	MinRate      int64

	// ErrorLog receives what the handler notices about the site (a
	// precompressed copy that does not match its file), once each. Nil
	// is the log package's standard logger, as for http.Server.
	ErrorLog *log.Logger

	// racy is how recently a file may have changed (its ctime, else its
	// mtime) for its hash not to be kept: a file can change again within
	// its times' granularity without them changing, so only an older
	// version is known by its fileVersion alone (git's "racy" entries).
	// Tests that change files faster set it to 0 and wait a tick.
	racy time.Duration
	// hook, if set, hears of each file hashed ("hash") and each sibling
	// decoded ("decode"); tests count them.
	hook func(what, name string)

	mu      sync.Mutex
	digests map[string]digestEntry // by name: the version last hashed
	matches map[string]matchEntry  // by sibling name: the pair last checked

	hashing  group[fileVersion, digest]
	decoding group[matchKey, bool]
}

// digest is the SHA-256 of a file's content.
type digest = [sha256.Size]byte

// fileVersion tells versions of a file apart without reading it: its name,
// size and modification time and, where the system has them, its device
// and inode (a file renamed into place is a new inode) and its
// status-change time. The ctime is what makes the key trustworthy: every
// write, rename or chmod sets it to the current time and nothing sets it
// back, so a change of content that keeps the size and puts the mtime back
// (cp -p or tar over an existing file, touch -r) is still a new version,
// where name, size and mtime alone kept serving the old ETag, as a 304.
type fileVersion struct {
	name         string
	size         int64
	mtime, ctime time.Time
	dev, ino     int64
}

type digestEntry struct {
	version fileVersion
	sum     digest
}

// matchKey is a precompressed sibling and the two contents it is checked
// for: its own and its file's.
type matchKey struct {
	sibling       string
	file, encoded digest
}

type matchEntry struct {
	key matchKey
	ok  bool
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
	return &Handler{
		dir:          dir,
		WriteTimeout: DefaultWriteTimeout,
		MinRate:      DefaultMinRate,
		racy:         racyWindow,
		digests:      map[string]digestEntry{},
		matches:      map[string]matchEntry{},
	}, nil
}

// PermissionsPolicy is sent with every response. It turns off the powerful
// features the app does not use; each is one Chromium knows (it reports an
// unknown one as a console error). The app does use full screen and the
// clipboard, which keep their defaults (this origin only).
const PermissionsPolicy = "accelerometer=(), camera=(), display-capture=(), geolocation=(), " +
	"gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), " +
	"payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), " +
	"xr-spatial-tracking=()"

// setSecurityHeaders adds the headers every response carries. The page
// opens no other window, so it can keep a browsing context group of its
// own (Cross-Origin-Opener-Policy).
func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("Permissions-Policy", PermissionsPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
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
	start := time.Now()
	rc := http.NewResponseController(w)
	if h.WriteTimeout > 0 {
		// Errors (a recorder, a wrapper without Unwrap) leave the
		// response without a deadline, as before.
		_ = rc.SetWriteDeadline(start.Add(h.WriteTimeout))
	}
	hdr := w.Header()
	setSecurityHeaders(hdr)
	body := r.ContentLength != 0 || len(r.TransferEncoding) > 0
	if body {
		// The body is never read: the connection closes after the answer,
		// and reading it stops at once. net/http would otherwise read up
		// to 256 KiB of it, before the answer and again after it, as
		// slowly as the client cared to send it (a byte every 5 s).
		hdr.Set("Connection", "close")
		_ = rc.SetReadDeadline(start)
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if body {
		http.Error(w, "400 a request to this site has no body", http.StatusBadRequest)
		return
	}
	name, ok := cleanName(r.URL.Path)
	if !ok {
		notFound(w)
		return
	}
	rep, status := h.pick(name, r.Header.Get("Accept-Encoding"))
	switch status {
	case http.StatusOK:
	case http.StatusNotFound:
		notFound(w)
		return
	default:
		http.Error(w, "500 read error", http.StatusInternalServerError)
		return
	}
	defer rep.f.Close()

	if Compressible(name) {
		hdr.Add("Vary", "Accept-Encoding")
	}
	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("Cache-Control", cacheControl(name))
	hdr.Set("ETag", `"`+hex.EncodeToString(rep.sum[:12])+`"`)
	hdr.Set(UncompressedLengthHeader, strconv.FormatInt(rep.decoded, 10))
	if rep.encoding != "" {
		// ServeContent leaves out Content-Length when a Content-Encoding is
		// set, since it cannot know what the encoding does to ranges. Ranges
		// of a precompressed body are of no use to the loader, so send the
		// whole body with its length, and say that it takes no ranges.
		hdr.Set("Content-Encoding", rep.encoding)
		hdr.Set("Content-Length", strconv.FormatInt(rep.size, 10))
		r.Header.Del("Range")
	} else if !rangesAcceptable(r.Header.Get("Range"), rep.size) {
		r.Header.Del("Range")
	}
	end := h.sendBy(start, rep.size)
	if h.WriteTimeout > 0 {
		_ = rc.SetWriteDeadline(end)
	}
	pw := &pacedWriter{ResponseWriter: w, rc: rc, step: h.WriteTimeout, end: end, encoded: rep.encoding != ""}
	// ServeContent answers conditional requests (304), ranges and HEAD,
	// and sets Content-Length; the zero time leaves out Last-Modified
	// (see cacheControl).
	http.ServeContent(pw, r, name, time.Time{}, rep.f)
}

// representation is what a request for a file gets: the file itself or a
// precompressed sibling, open.
type representation struct {
	f        *os.File
	size     int64  // of f
	sum      digest // of f's bytes
	encoding string // f's Content-Encoding, "" for the file itself
	decoded  int64  // the size of the file itself
}

// pick opens name, or the best precompressed sibling that accept allows
// and that decodes to the file's content, and reports http.StatusOK, or
// the status of an answer without it. The site directory is closed before
// it returns: a download holds one descriptor, the file's.
func (h *Handler) pick(name, accept string) (representation, int) {
	root, err := os.OpenRoot(h.dir)
	if err != nil {
		return representation{}, http.StatusInternalServerError
	}
	defer root.Close()
	// os.Root refuses names that leave the directory, including through
	// symbolic links; everything but a regular file is a 404.
	f, fi, err := openRegular(root, name)
	if err != nil {
		return representation{}, http.StatusNotFound
	}
	sum, err := h.digest(f, name, fi)
	if err != nil {
		f.Close()
		return representation{}, http.StatusInternalServerError
	}
	if Compressible(name) {
		for _, enc := range preferredEncodings(accept) {
			if rep, ok := h.sibling(root, name, sum, fi.Size(), enc); ok {
				f.Close()
				return rep, http.StatusOK
			}
		}
	}
	return representation{f, fi.Size(), sum, "", fi.Size()}, http.StatusOK
}

// sibling opens the sibling of name for enc if it decodes to sum, the
// content of name (size bytes).
func (h *Handler) sibling(root *os.Root, name string, sum digest, size int64, enc encoding) (representation, bool) {
	c, ok := codecFor(enc.suffix)
	if !ok {
		return representation{}, false
	}
	g, gi, err := openRegular(root, name+enc.suffix)
	if err != nil {
		return representation{}, false
	}
	if gi.Size() > 0 {
		gsum, err := h.digest(g, name+enc.suffix, gi)
		if err == nil && h.decodesTo(matchKey{name + enc.suffix, sum, gsum}, name, g, gi.Size(), c, size) {
			return representation{g, gi.Size(), gsum, enc.name, size}, true
		}
	}
	g.Close()
	return representation{}, false
}

// errNotRegular is openRegular's answer for anything but a regular file.
var errNotRegular = errors.New("not a regular file")

// openRegular opens name in root if it is a regular file, and returns the
// open file's own stat, so that size, version and bytes are of one file even
// if name is replaced meanwhile. It checks before opening too: opening a
// FIFO would wait for a writer.
func openRegular(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	if fi, err := root.Stat(name); err != nil || !fi.Mode().IsRegular() {
		return nil, nil, errNotRegular
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, errNotRegular
	}
	return f, fi, nil
}

// digest returns the SHA-256 of f, the file name as fi describes it: the
// ETag, and what a precompressed sibling must decode to. A hash of the
// content (not the times) keeps the ETag across a rebuild that produces the
// same bytes: a 304, not 15 MB of wasm. Each version of a file (see
// fileVersion) is hashed once: its hash is kept (the last version's, per
// name) once it is settled (see Handler.racy), and concurrent requests for
// a version not hashed yet wait for the one request that hashes it, rather
// than each reading the file. So a request costs an fstat to revalidate,
// and the hash is never of the file as it was. The hashes sw.js lists are
// no help here: they say what the files were when the site was built, not
// what they are now.
func (h *Handler) digest(f *os.File, name string, fi fs.FileInfo) (digest, error) {
	v, settled := h.version(name, fi)
	if sum, ok := h.knownDigest(v); ok {
		return sum, nil
	}
	return h.hashing.do(v, func() (digest, error) {
		if sum, ok := h.knownDigest(v); ok {
			return sum, nil // hashed by a flight that ended as this one began
		}
		h.note("hash", name)
		hash := sha256.New()
		if _, err := io.Copy(hash, io.NewSectionReader(f, 0, fi.Size())); err != nil {
			return digest{}, err
		}
		sum := digest(hash.Sum(nil))
		if settled {
			h.mu.Lock()
			h.digests[name] = digestEntry{v, sum}
			h.mu.Unlock()
		}
		return sum, nil
	})
}

func (h *Handler) knownDigest(v fileVersion) (digest, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.digests[v.name]
	return e.sum, ok && e.version == v
}

// version returns the version of the file name that fi describes, and
// whether it is settled: changed at least h.racy ago, so that any later
// change comes with another ctime (or mtime, where there is no ctime).
func (h *Handler) version(name string, fi fs.FileInfo) (fileVersion, bool) {
	v := fileVersion{name: name, size: fi.Size(), mtime: fi.ModTime()}
	v.dev, v.ino, v.ctime = statIdentity(fi)
	changed := v.ctime
	if changed.IsZero() {
		changed = v.mtime
	}
	return v, time.Since(changed) >= h.racy
}

// statIdentity returns the device, inode and status-change time from fi's
// system stat, or zeros where it has none (Windows). Their names and types
// differ by system (the ctime is Ctim on Linux and most BSDs, Ctimespec on
// macOS and NetBSD; Dev is an int32 on macOS), so they are found by name
// rather than in one file per system.
func statIdentity(fi fs.FileInfo) (dev, ino int64, ctime time.Time) {
	v := reflect.ValueOf(fi.Sys())
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return 0, 0, time.Time{}
	}
	v = v.Elem()
	dev, _ = intField(v, "Dev")
	ino, _ = intField(v, "Ino")
	for _, field := range []string{"Ctim", "Ctimespec"} {
		if t := v.FieldByName(field); t.IsValid() && t.Kind() == reflect.Struct {
			sec, ok1 := intField(t, "Sec")
			nsec, ok2 := intField(t, "Nsec")
			if ok1 && ok2 {
				ctime = time.Unix(sec, nsec)
			}
			break
		}
	}
	return dev, ino, ctime
}

// intField is the integer field of the struct v called name, whatever its
// width and sign.
func intField(v reflect.Value, name string) (int64, bool) {
	f := v.FieldByName(name)
	switch {
	case !f.IsValid():
		return 0, false
	case f.CanInt():
		return f.Int(), true
	case f.CanUint():
		return int64(f.Uint()), true
	}
	return 0, false
}

// decodesTo reports whether g, the sibling m.sibling of name (n bytes,
// compressed with c), decodes to m.file, the content of name (size bytes).
// The answer depends on the two contents only, so it is worked out once per
// pair (about 0.1 s for the wasm's .br; 100 simultaneous first requests
// decoded it 100 times) and kept, the last per sibling. A sibling that does
// not match is logged then, once.
func (h *Handler) decodesTo(m matchKey, name string, g *os.File, n int64, c codec, size int64) bool {
	if ok, known := h.knownMatch(m); known {
		return ok
	}
	ok, _ := h.decoding.do(m, func() (bool, error) {
		if ok, known := h.knownMatch(m); known {
			return ok, nil
		}
		h.note("decode", m.sibling)
		ok := false
		if r, err := c.decode(io.NewSectionReader(g, 0, n)); err == nil {
			hash := sha256.New()
			got, err := io.Copy(hash, io.LimitReader(r, size+1))
			ok = err == nil && got == size && digest(hash.Sum(nil)) == m.file
		}
		h.mu.Lock()
		h.matches[m.sibling] = matchEntry{m, ok}
		h.mu.Unlock()
		if !ok {
			h.logf("%s is not a compression of %s as it is now; serving %s itself until they match (make site writes them afresh)", m.sibling, name, name)
		}
		return ok, nil
	})
	return ok
}

func (h *Handler) knownMatch(m matchKey) (ok, known bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, found := h.matches[m.sibling]
	return e.ok, found && e.key == m
}

func (h *Handler) note(what, name string) {
	if h.hook != nil {
		h.hook(what, name)
	}
}

func (h *Handler) logf(format string, args ...any) {
	if h.ErrorLog != nil {
		h.ErrorLog.Printf(format, args...)
		return
	}
	log.Printf(format, args...)
}

// group runs a piece of work once per key among concurrent callers: the
// first runs it, the others wait for its result (singleflight, in a few
// lines).
type group[K comparable, V any] struct {
	mu     sync.Mutex
	flying map[K]*flight[V]
}

type flight[V any] struct {
	done chan struct{}
	val  V
	err  error
}

func (g *group[K, V]) do(key K, work func() (V, error)) (V, error) {
	g.mu.Lock()
	if f, ok := g.flying[key]; ok {
		g.mu.Unlock()
		<-f.done
		return f.val, f.err
	}
	if g.flying == nil {
		g.flying = map[K]*flight[V]{}
	}
	f := &flight[V]{done: make(chan struct{})}
	g.flying[key] = f
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		delete(g.flying, key)
		g.mu.Unlock()
		close(f.done)
	}()
	f.val, f.err = work()
	return f.val, f.err
}

// sendBy is when a response of size bytes begun at start must have been
// sent: WriteTimeout, plus its size at MinRate.
func (h *Handler) sendBy(start time.Time, size int64) time.Time {
	d := h.WriteTimeout
	if h.MinRate > 0 {
		d += time.Duration(float64(size) / float64(h.MinRate) * float64(time.Second))
	}
	return start.Add(d)
}

// pacedWriter is the ResponseWriter ServeContent writes to. It sends the
// body paceStep bytes at a time, each under a write deadline step from its
// start, but never past end, the whole response's: so a client that stops
// reading is dropped step after the socket's buffers fill (a few MB on
// loopback), not only when the whole response's time is up (4.5 minutes for
// the raw wasm). The kernel takes a step's bytes as the client drains about
// half the socket's send buffer, which Linux grows to 4 MiB on a fast link:
// so a step asks at worst for 2 MiB read per step (68 KiB/s for the default
// 30 s), about MinRate, and a client on a slow link (a small buffer) far
// less. A file still goes out by sendfile(2), a step at a time. A
// compressed response says that it takes no ranges.
type pacedWriter struct {
	http.ResponseWriter
	rc          *http.ResponseController
	step        time.Duration
	end         time.Time
	encoded     bool
	wroteHeader bool
}

// Unwrap lets http.ResponseController reach the connection.
func (p *pacedWriter) Unwrap() http.ResponseWriter { return p.ResponseWriter }

func (p *pacedWriter) WriteHeader(code int) {
	if !p.wroteHeader && p.encoded && code == http.StatusOK {
		// ServeContent says "bytes", but the Range header was dropped:
		// ranges would be of the compressed bytes.
		p.Header().Set("Accept-Ranges", "none")
	}
	p.wroteHeader = true
	p.ResponseWriter.WriteHeader(code)
}

// arm sets the deadline for the next step.
func (p *pacedWriter) arm() {
	if p.step <= 0 {
		return
	}
	d := time.Now().Add(p.step)
	if d.After(p.end) {
		d = p.end
	}
	_ = p.rc.SetWriteDeadline(d)
}

func (p *pacedWriter) Write(b []byte) (int, error) {
	if !p.wroteHeader {
		p.WriteHeader(http.StatusOK)
	}
	n := 0
	for len(b) > 0 {
		k := min(len(b), paceStep)
		p.arm()
		m, err := p.ResponseWriter.Write(b[:k])
		n += m
		if err != nil {
			return n, err
		}
		b = b[k:]
	}
	return n, nil
}

// ReadFrom is how ServeContent sends a body (io.CopyN): src is an
// *io.LimitedReader of the file. Each step hands the connection an
// *io.LimitedReader of the file itself, which it sends with sendfile(2).
func (p *pacedWriter) ReadFrom(src io.Reader) (int64, error) {
	if !p.wroteHeader {
		p.WriteHeader(http.StatusOK)
	}
	rf, ok := p.ResponseWriter.(io.ReaderFrom)
	if !ok {
		return io.Copy(struct{ io.Writer }{p}, src)
	}
	lr, ok := src.(*io.LimitedReader)
	if !ok {
		lr = &io.LimitedReader{R: src, N: math.MaxInt64}
	}
	var total int64
	for lr.N > 0 {
		step := min(lr.N, paceStep)
		p.arm()
		n, err := rf.ReadFrom(&io.LimitedReader{R: lr.R, N: step})
		lr.N -= n
		total += n
		if err != nil || n < step {
			return total, err
		}
	}
	return total, nil
}

// rangesAcceptable reports whether a Range header, for a body of size
// bytes, asks for at most maxRanges byte ranges that do not overlap. Any
// other gets the whole file (200), as RFC 9110 §14.2 allows: 1,000 one-byte
// ranges of loader.js came back as a multipart body 13 times the file's
// size, and overlapping ranges send the same bytes again (net/http itself
// drops only ranges that add up to more than the file). A header that is
// not a list of byte ranges is left to net/http.
func rangesAcceptable(header string, size int64) bool {
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok {
		return true
	}
	if strings.Count(spec, ",") >= maxRanges {
		return false
	}
	type span struct{ first, last int64 }
	var spans []span
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		a, b, ok := strings.Cut(part, "-")
		if !ok {
			return true
		}
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		if a == "" { // the last b bytes
			n, err := strconv.ParseInt(b, 10, 64)
			if err != nil || n < 0 {
				return true
			}
			if n > 0 && size > 0 {
				spans = append(spans, span{max(size-n, 0), size - 1})
			}
			continue
		}
		first, err := strconv.ParseInt(a, 10, 64)
		if err != nil || first < 0 {
			return true
		}
		last := size - 1
		if b != "" {
			if last, err = strconv.ParseInt(b, 10, 64); err != nil || last < first {
				return true
			}
			last = min(last, size-1)
		}
		if first < size { // net/http skips a range that starts past the end
			spans = append(spans, span{first, last})
		}
	}
	if len(spans) > maxRanges {
		return false
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].first < spans[j].first })
	for i := 1; i < len(spans); i++ {
		if spans[i].first <= spans[i-1].last {
			return false
		}
	}
	return true
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

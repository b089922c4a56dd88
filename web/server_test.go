package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const secret = "TOP SECRET: outside the site"

// fakeWasm is compressible bytes that start like a wasm module.
func fakeWasm() []byte {
	var b bytes.Buffer
	b.WriteString("\x00asm\x01\x00\x00\x00")
	for i := range 20000 {
		fmt.Fprintf(&b, "func%d;", i%97)
	}
	return b.Bytes()
}

// newSite builds a site directory like build/site inside a temporary
// directory that also holds a secret file and symbolic links out of the site.
// It returns the site directory and its files.
func newSite(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	top := t.TempDir()
	site := filepath.Join(top, "site")
	outside := filepath.Join(top, "outside")
	require.NoError(t, os.MkdirAll(filepath.Join(site, "sub"), 0o755))
	require.NoError(t, os.MkdirAll(outside, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(top, "secret.txt"), []byte(secret), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(outside, "secret.txt"), []byte(secret), 0o644))

	files := map[string][]byte{
		"index.html":           []byte("<!doctype html><title>Renju Tutor</title>" + strings.Repeat("<p>renju</p>", 200)),
		"loader.js":            []byte(strings.Repeat("console.log('renju');\n", 200)),
		"wasm_exec.js":         []byte(strings.Repeat("globalThis.Go = class {};\n", 200)),
		"renju.wasm":           fakeWasm(),
		"favicon.svg":          []byte(`<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat(`<circle r="1"/>`, 100) + `</svg>`),
		"loader.css":           []byte(strings.Repeat("body { margin: 0 }\n", 100)),
		"data.json":            []byte(`{"a":` + strings.Repeat(`[1,2,3],`, 100) + `0}`),
		"image.png":            []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("x", 100)),
		"notes.unknownx":       []byte("what am I"),
		"manifest.webmanifest": []byte(`{"name": "Renju Tutor", "icons": [` + strings.Repeat(`{"src": "icon-192.png"},`, 20) + `{}]}`),
		"sw.js":                []byte(strings.Repeat("self.addEventListener('fetch', () => {});\n", 50)),
		"loader-zh.otf":        []byte("OTTO" + strings.Repeat("\x00\x01glyphs", 200)),
		"sub/page.html":        []byte("<!doctype html>" + strings.Repeat("<p>sub page</p>", 20)),
		".hidden":              []byte("hidden " + secret),
	}
	for name, data := range files {
		require.NoError(t, os.WriteFile(filepath.Join(site, filepath.FromSlash(name)), data, 0o644))
	}
	require.NoError(t, os.Symlink(outside, filepath.Join(site, "link-out")))
	require.NoError(t, os.Symlink(filepath.Join(top, "secret.txt"), filepath.Join(site, "link-secret.txt")))
	require.NoError(t, os.Symlink("../secret.txt", filepath.Join(site, "rel-secret.txt")))
	require.NoError(t, os.Symlink("loader.js", filepath.Join(site, "alias.js")))
	return site, files
}

func newHandler(t *testing.T, precompress bool) (*Handler, string, map[string][]byte) {
	t.Helper()
	site, files := newSite(t)
	if precompress {
		_, err := Precompress(site)
		require.NoError(t, err)
	}
	h, err := NewHandler(site)
	require.NoError(t, err)
	h.ErrorLog = log.New(testLog{t}, "", 0)
	return h, site, files
}

// testLog sends a handler's log to the test's.
type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Helper()
	l.t.Log(strings.TrimSuffix(string(p), "\n"))
	return len(p), nil
}

// syncBuffer is a bytes.Buffer that a handler's goroutines may write to.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func do(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func decode(t *testing.T, encoding string, body []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch encoding {
	case "gzip":
		zr, err := gzip.NewReader(r)
		require.NoError(t, err)
		r = zr
	case "br":
		r = brotli.NewReader(r)
	case "":
	default:
		t.Fatalf("unexpected encoding %q", encoding)
	}
	out, err := io.ReadAll(r)
	require.NoError(t, err)
	return out
}

func TestNewHandlerNeedsIndex(t *testing.T) {
	_, err := NewHandler(t.TempDir())
	assert.ErrorIs(t, err, ErrNoIndex)

	_, err = NewHandler(filepath.Join(t.TempDir(), "missing"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestContentTypes(t *testing.T) {
	h, _, files := newHandler(t, false)
	for target, want := range map[string]string{
		"/":               "text/html; charset=utf-8",
		"/index.html":     "text/html; charset=utf-8",
		"/loader.js":      "text/javascript; charset=utf-8",
		"/wasm_exec.js":   "text/javascript; charset=utf-8",
		"/renju.wasm":     "application/wasm",
		"/favicon.svg":    "image/svg+xml",
		"/loader.css":     "text/css; charset=utf-8",
		"/data.json":      "application/json",
		"/image.png":      "image/png",
		"/notes.unknownx": "application/octet-stream",
		"/sub/page.html":  "text/html; charset=utf-8",
		// The web app manifest's own type, the service worker as a script
		// (browsers refuse another type), the loader's font.
		"/manifest.webmanifest": "application/manifest+json",
		"/sw.js":                "text/javascript; charset=utf-8",
		"/loader-zh.otf":        "font/otf",
	} {
		w := do(h, "GET", target)
		require.Equal(t, http.StatusOK, w.Code, target)
		assert.Equal(t, want, w.Header().Get("Content-Type"), target)
		assert.Equal(t, "nosniff", w.Header().Get("X-Content-Type-Options"), target)
		name := strings.TrimPrefix(target, "/")
		if name == "" {
			name = "index.html"
		}
		assert.Equal(t, files[name], w.Body.Bytes(), target)
	}
}

func TestEncodingNegotiation(t *testing.T) {
	h, _, files := newHandler(t, true)
	for _, tc := range []struct {
		accept string
		want   string
	}{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"x-gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip, deflate, br", "br"},
		{"br;q=0.5, gzip;q=0.8", "gzip"},
		{"br;q=0.8, gzip;q=0.8", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0, gzip;q=0", ""},
		{"*", "br"},
		{"*;q=0.5, br;q=0", "gzip"},
		{"deflate", ""},
		{"GZIP", "gzip"},
		{"br ; q=1.0", "br"},
		{"br;q=bogus, gzip", "gzip"},
	} {
		for _, target := range []string{"/renju.wasm", "/loader.js", "/", "/favicon.svg", "/data.json", "/loader.css", "/sw.js", "/manifest.webmanifest", "/loader-zh.otf"} {
			what := fmt.Sprintf("%s with Accept-Encoding %q", target, tc.accept)
			w := do(h, "GET", target, "Accept-Encoding", tc.accept)
			require.Equal(t, http.StatusOK, w.Code, what)
			name := strings.TrimPrefix(target, "/")
			if name == "" {
				name = "index.html"
			}
			assert.Equal(t, tc.want, w.Header().Get("Content-Encoding"), what)
			assert.Equal(t, "Accept-Encoding", w.Header().Get("Vary"), what)
			assert.Equal(t, strconv.Itoa(w.Body.Len()), w.Header().Get("Content-Length"), what)
			assert.Equal(t, strconv.Itoa(len(files[name])), w.Header().Get(UncompressedLengthHeader), what)
			assert.Equal(t, ContentType(name), w.Header().Get("Content-Type"), what)
			assert.Equal(t, files[name], decode(t, tc.want, w.Body.Bytes()), what)
			if tc.want != "" {
				assert.Less(t, w.Body.Len(), len(files[name]), what)
			}
		}
	}

	// Files that are not compressible never get an encoding or Vary.
	w := do(h, "GET", "/image.png", "Accept-Encoding", "br, gzip")
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Empty(t, w.Header().Get("Vary"))
}

func TestStaleVariantIgnored(t *testing.T) {
	h, site, files := newHandler(t, true)
	// A rebuild rewrites renju.wasm but forgets to precompress: the old
	// siblings are older than the file, so they must not be served.
	newer := time.Now().Add(time.Hour)
	data := append(append([]byte{}, files["renju.wasm"]...), "rebuilt"...)
	p := filepath.Join(site, "renju.wasm")
	require.NoError(t, os.WriteFile(p, data, 0o644))
	require.NoError(t, os.Chtimes(p, newer, newer))
	w := do(h, "GET", "/renju.wasm", "Accept-Encoding", "br, gzip")
	assert.Empty(t, w.Header().Get("Content-Encoding"))
	assert.Equal(t, data, w.Body.Bytes())

	// Precompressing again brings the siblings back.
	_, err := Precompress(site)
	require.NoError(t, err)
	w = do(h, "GET", "/renju.wasm", "Accept-Encoding", "br, gzip")
	assert.Equal(t, "br", w.Header().Get("Content-Encoding"))
	assert.Equal(t, data, decode(t, "br", w.Body.Bytes()))
}

// The siblings are matched to their file by content, not by time: a
// copied site (every file newer than its siblings) still sends them, and a
// file rewritten with its old time set back (newer-looking siblings) never
// gets a stale one.
func TestVariantMatchedByContent(t *testing.T) {
	h, site, files := newHandler(t, true)
	p := filepath.Join(site, "renju.wasm")
	newer := time.Now().Add(2 * time.Hour)
	require.NoError(t, os.Chtimes(p, newer, newer)) // as cp -r leaves it: the file newer than its copies
	w := do(h, "GET", "/renju.wasm", "Accept-Encoding", "br, gzip")
	assert.Equal(t, "br", w.Header().Get("Content-Encoding"), "the same content: the copy is used")
	assert.Equal(t, files["renju.wasm"], decode(t, "br", w.Body.Bytes()))

	older := time.Now().Add(-2 * time.Hour)
	data := append(append([]byte{}, files["renju.wasm"]...), "changed"...)
	require.NoError(t, os.WriteFile(p, data, 0o644))
	require.NoError(t, os.Chtimes(p, older, older)) // the siblings now look newer
	w = do(h, "GET", "/renju.wasm", "Accept-Encoding", "br, gzip")
	assert.Empty(t, w.Header().Get("Content-Encoding"), "a stale copy is never sent")
	assert.Equal(t, data, w.Body.Bytes())
}

func TestCacheHeaders(t *testing.T) {
	h, _, _ := newHandler(t, true)
	for target, want := range map[string]string{
		"/":             "no-cache",
		"/index.html":   "no-cache",
		"/renju.wasm":   "no-cache",
		"/loader.js":    "no-cache",
		"/wasm_exec.js": "no-cache",
		"/favicon.svg":  "public, max-age=86400",
		// The worker is always asked for afresh: its bytes are how a new
		// version is found.
		"/sw.js":                "no-cache",
		"/manifest.webmanifest": "no-cache",
		"/loader-zh.otf":        "public, max-age=86400",
	} {
		w := do(h, "GET", target, "Accept-Encoding", "br")
		require.Equal(t, http.StatusOK, w.Code, target)
		assert.Equal(t, want, w.Header().Get("Cache-Control"), target)
		etag := w.Header().Get("ETag")
		assert.Regexp(t, `^"[0-9a-f]{24}"$`, etag, target)
		// The content is the only validator: a time can be copied or set
		// back (see TestETagFollowsContent).
		assert.Empty(t, w.Header().Get("Last-Modified"), target)

		// Revalidation is cheap: a 304 with no body.
		w2 := do(h, "GET", target, "Accept-Encoding", "br", "If-None-Match", etag)
		assert.Equal(t, http.StatusNotModified, w2.Code, target)
		assert.Zero(t, w2.Body.Len(), target)
		w3 := do(h, "GET", target, "Accept-Encoding", "br", "If-Modified-Since", time.Now().Add(time.Hour).UTC().Format(http.TimeFormat))
		assert.Equal(t, http.StatusOK, w3.Code, "%s: a date validates nothing", target)
	}

	// Each encoding of a file has its own validator, and the same bytes keep
	// the same one.
	br := do(h, "GET", "/renju.wasm", "Accept-Encoding", "br").Header().Get("ETag")
	gz := do(h, "GET", "/renju.wasm", "Accept-Encoding", "gzip").Header().Get("ETag")
	id := do(h, "GET", "/renju.wasm").Header().Get("ETag")
	assert.NotEqual(t, br, gz)
	assert.NotEqual(t, br, id)
	assert.NotEqual(t, gz, id)
	assert.Equal(t, br, do(h, "GET", "/renju.wasm", "Accept-Encoding", "br").Header().Get("ETag"))
	w := do(h, "GET", "/renju.wasm", "Accept-Encoding", "gzip", "If-None-Match", br)
	assert.Equal(t, http.StatusOK, w.Code, "a Brotli ETag must not validate the gzip body")
}

func TestSecurityHeaders(t *testing.T) {
	h, _, _ := newHandler(t, false)
	for _, tc := range []struct{ method, target string }{
		{"GET", "/"}, {"GET", "/renju.wasm"}, {"HEAD", "/loader.js"},
		{"GET", "/missing"}, {"GET", "/sub/"}, {"POST", "/"},
	} {
		w := do(h, tc.method, tc.target)
		csp := w.Header().Get("Content-Security-Policy")
		what := tc.method + " " + tc.target
		assert.Equal(t, ContentSecurityPolicy, csp, what)
		assert.Equal(t, "nosniff", w.Header().Get("X-Content-Type-Options"), what)
		assert.Equal(t, "DENY", w.Header().Get("X-Frame-Options"), what)
		assert.Equal(t, "same-origin", w.Header().Get("Cross-Origin-Opener-Policy"), what)
		assert.Equal(t, PermissionsPolicy, w.Header().Get("Permissions-Policy"), what)
	}
	// Off: what the app never uses. Full screen and the clipboard (which
	// it does use) keep their defaults.
	for _, feature := range []string{"camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"} {
		assert.Contains(t, PermissionsPolicy, feature+"=()")
	}
	assert.NotContains(t, PermissionsPolicy, "fullscreen")
	assert.NotContains(t, PermissionsPolicy, "clipboard")
	// The policy lets Go's wasm compile but allows no other eval and no
	// inline code; the service worker, the manifest and the font come
	// from the site only.
	assert.Contains(t, ContentSecurityPolicy, "script-src 'self' 'wasm-unsafe-eval';")
	assert.Contains(t, ContentSecurityPolicy, "worker-src 'self';")
	assert.Contains(t, ContentSecurityPolicy, "manifest-src 'self';")
	assert.Contains(t, ContentSecurityPolicy, "font-src 'self';")
	assert.Contains(t, ContentSecurityPolicy, "connect-src 'self';")
	assert.NotContains(t, ContentSecurityPolicy, "*")
	// sw.js sits at the site's root, so its scope needs no widening.
	assert.Empty(t, do(h, "GET", "/sw.js").Header().Get("Service-Worker-Allowed"))
	assert.Contains(t, ContentSecurityPolicy, "default-src 'none'")
	assert.NotContains(t, ContentSecurityPolicy, "'unsafe-eval'")
	assert.NotContains(t, ContentSecurityPolicy, "'unsafe-inline'")
}

func TestNoDirectoryListings(t *testing.T) {
	h, _, _ := newHandler(t, false)
	for _, target := range []string{"/sub", "/sub/", "/sub//", "/link-out", "/link-out/", "//", "/index.html/"} {
		w := do(h, "GET", target)
		assert.Equal(t, http.StatusNotFound, w.Code, target)
		assert.NotContains(t, w.Body.String(), "page.html", target)
		assert.NotContains(t, w.Body.String(), "<a href", target)
	}
	w := do(h, "GET", "/")
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), "Renju Tutor")
}

func TestSymlinkInsideSiteServed(t *testing.T) {
	h, _, files := newHandler(t, false)
	w := do(h, "GET", "/alias.js")
	assert.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, files["loader.js"], w.Body.Bytes())
}

// rawGet sends a request line exactly as given (no client-side cleaning) and
// returns the status and body.
func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	require.NoError(t, conn.SetDeadline(time.Now().Add(5*time.Second)))
	_, err = fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, addr)
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err, target)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(body)
}

func TestTraversalRefused(t *testing.T) {
	h, site, _ := newHandler(t, false)
	srv := httptest.NewServer(h)
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	abs := filepath.ToSlash(filepath.Join(filepath.Dir(site), "secret.txt"))

	for _, target := range []string{
		"/../secret.txt",
		"/../../../../../../etc/passwd",
		"/sub/../../secret.txt",
		"/./../secret.txt",
		"/%2e%2e/secret.txt",
		"/%2E%2E/secret.txt",
		"/.%2e/secret.txt",
		"/%2e%2e%2fsecret.txt",
		"/..%2fsecret.txt",
		"/sub%2f..%2f..%2fsecret.txt",
		"/%252e%252e/secret.txt",
		"/..\\secret.txt",
		"/..%5csecret.txt",
		"/%2e%2e%5csecret.txt",
		"/" + abs,
		"//" + strings.TrimPrefix(abs, "/"),
		"/%2f" + strings.TrimPrefix(abs, "/"),
		"/link-out/secret.txt",
		"/link-secret.txt",
		"/rel-secret.txt",
		"/.hidden",
		"/sub/.%2e/.hidden",
		"/index.html%00.txt",
		"http://" + addr + "/../secret.txt",
	} {
		status, body := rawGet(t, addr, target)
		assert.Contains(t, []int{http.StatusNotFound, http.StatusBadRequest}, status, target)
		assert.NotContains(t, body, secret, target)
	}

	// And through the handler directly, with paths net/http would not send.
	for _, p := range []string{"../secret.txt", "/../secret.txt", "/sub/../../secret.txt", abs} {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.Path = p
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		assert.Equal(t, http.StatusNotFound, w.Code, p)
		assert.NotContains(t, w.Body.String(), secret, p)
	}
}

func TestHead(t *testing.T) {
	h, _, files := newHandler(t, true)
	for _, accept := range []string{"", "gzip", "br"} {
		get := do(h, "GET", "/renju.wasm", "Accept-Encoding", accept)
		head := do(h, "HEAD", "/renju.wasm", "Accept-Encoding", accept)
		assert.Equal(t, http.StatusOK, head.Code, accept)
		assert.Zero(t, head.Body.Len(), accept)
		assert.Equal(t, get.Header().Get("Content-Length"), head.Header().Get("Content-Length"), accept)
		assert.Equal(t, get.Header().Get("Content-Encoding"), head.Header().Get("Content-Encoding"), accept)
		assert.Equal(t, get.Header().Get("ETag"), head.Header().Get("ETag"), accept)
		assert.Equal(t, "application/wasm", head.Header().Get("Content-Type"), accept)
		assert.Equal(t, strconv.Itoa(len(files["renju.wasm"])), head.Header().Get(UncompressedLengthHeader), accept)
	}
	assert.Equal(t, http.StatusNotFound, do(h, "HEAD", "/missing.js").Code)
}

func TestOnlyGetAndHead(t *testing.T) {
	h, _, _ := newHandler(t, false)
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"} {
		w := do(h, method, "/index.html")
		assert.Equal(t, http.StatusMethodNotAllowed, w.Code, method)
		assert.Equal(t, "GET, HEAD", w.Header().Get("Allow"), method)
		assert.NotContains(t, w.Body.String(), "Renju Tutor", method)
	}
}

func TestRange(t *testing.T) {
	h, _, files := newHandler(t, false)
	w := do(h, "GET", "/renju.wasm", "Range", "bytes=0-3")
	assert.Equal(t, http.StatusPartialContent, w.Code)
	assert.Equal(t, files["renju.wasm"][:4], w.Body.Bytes())
}

func TestPrecompress(t *testing.T) {
	site, files := newSite(t)
	// Random bytes do not compress: no sibling is kept for them.
	noise := make([]byte, 4096)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	require.NoError(t, os.WriteFile(filepath.Join(site, "noise.wasm"), noise, 0o644))

	results, err := Precompress(site)
	require.NoError(t, err)
	byName := map[string]Compressed{}
	for _, r := range results {
		byName[r.Name] = r
		assert.False(t, r.Reused, r.Name)
	}
	for _, name := range []string{"index.html", "loader.js", "wasm_exec.js", "renju.wasm", "favicon.svg", "loader.css", "data.json", "sub/page.html"} {
		r, ok := byName[name]
		require.True(t, ok, name)
		assert.Equal(t, int64(len(files[name])), r.Size, name)
		src, err := os.Stat(filepath.Join(site, name))
		require.NoError(t, err)
		for enc, suffix := range map[string]string{"gzip": ".gz", "br": ".br"} {
			p := filepath.Join(site, name+suffix)
			data, err := os.ReadFile(p)
			require.NoError(t, err, p)
			assert.Equal(t, files[name], decode(t, enc, data), p)
			fi, err := os.Stat(p)
			require.NoError(t, err)
			assert.True(t, fi.ModTime().Equal(src.ModTime()), "%s has its file's mtime", p)
			assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm(), p)
		}
	}
	assert.Less(t, byName["renju.wasm"].Brotli, byName["renju.wasm"].Gzip)
	for _, name := range []string{"image.png", "notes.unknownx", ".hidden.gz", "renju.wasm.gz.gz"} {
		_, ok := byName[name]
		assert.False(t, ok, name)
	}
	for _, p := range []string{"image.png.gz", "image.png.br", "noise.wasm.gz", "noise.wasm.br"} {
		assert.NoFileExists(t, filepath.Join(site, p))
	}
	assert.Zero(t, byName["noise.wasm"].Gzip)
	assert.Zero(t, byName["noise.wasm"].Brotli)
	assertNoTempFiles(t, site)

	// Without a cache a second run compresses everything again: a copy
	// in the site is never trusted to be at the level asked.
	again, err := Precompress(site)
	require.NoError(t, err)
	for _, r := range again {
		assert.False(t, r.Reused, r.Name)
	}
	assertNoTempFiles(t, site)
}

// The cache hands back what was compressed before, keyed by the bytes and
// the level: a fast copy never stands in for a best one, a best one does
// for a fast one, an entry that does not decode to the file is made
// again, and the site's siblings are the cache's bytes.
func TestPrecompressCache(t *testing.T) {
	site, files := newSite(t)
	cache := filepath.Join(t.TempDir(), "cache")
	run := func(quality int) map[string]Compressed {
		t.Helper()
		results, err := PrecompressWith(site, Options{Brotli: quality, Cache: cache})
		require.NoError(t, err)
		byName := map[string]Compressed{}
		for _, r := range results {
			byName[r.Name] = r
		}
		for _, name := range []string{"index.html", "renju.wasm"} {
			for enc, suffix := range map[string]string{"gzip": ".gz", "br": ".br"} {
				want, err := os.ReadFile(filepath.Join(site, name))
				require.NoError(t, err)
				data, err := os.ReadFile(filepath.Join(site, name+suffix))
				require.NoError(t, err)
				assert.True(t, bytes.Equal(want, decode(t, enc, data)), "%s decodes to its file", name+suffix)
			}
		}
		assertNoTempFiles(t, site)
		return byName
	}
	fast := run(BrotliFast)
	assert.False(t, fast["renju.wasm"].Reused, "nothing cached yet")
	again := run(BrotliFast)
	assert.True(t, again["renju.wasm"].Reused, "the same bytes at the same level")
	assert.Equal(t, fast["renju.wasm"].Brotli, again["renju.wasm"].Brotli)

	best := run(BrotliBest)
	assert.False(t, best["renju.wasm"].Reused, "a fast copy does not stand in for the best")
	brBest, err := os.ReadFile(filepath.Join(site, "renju.wasm.br"))
	require.NoError(t, err)
	fastAfter := run(BrotliFast)
	assert.True(t, fastAfter["renju.wasm"].Reused, "the best copy serves a fast build")
	got, err := os.ReadFile(filepath.Join(site, "renju.wasm.br"))
	require.NoError(t, err)
	assert.Equal(t, brBest, got)

	// A file that changes is compressed anew; changed back, it comes
	// from the cache.
	wasm := filepath.Join(site, "renju.wasm")
	require.NoError(t, os.WriteFile(wasm, append(slices.Clone(files["renju.wasm"]), "more"...), 0o644))
	assert.False(t, run(BrotliBest)["renju.wasm"].Reused)
	require.NoError(t, os.WriteFile(wasm, files["renju.wasm"], 0o644))
	assert.True(t, run(BrotliBest)["renju.wasm"].Reused)

	// A damaged entry is not used: the file is compressed again.
	entries, err := filepath.Glob(filepath.Join(cache, "*-br11"))
	require.NoError(t, err)
	require.NotEmpty(t, entries)
	for _, e := range entries {
		require.NoError(t, os.WriteFile(e, []byte("not brotli"), 0o644))
	}
	assert.False(t, run(BrotliBest)["renju.wasm"].Reused)
	assert.True(t, run(BrotliBest)["renju.wasm"].Reused, "stored again")
}

// prune keeps the cache within its limit, dropping what was used longest
// ago and never what this run used.
func TestCompressCachePrune(t *testing.T) {
	k, err := openCompressCache(t.TempDir())
	require.NoError(t, err)
	k.limit = 3000
	big := make([]byte, 1000)
	old := time.Now().Add(-time.Hour)
	for i, name := range []string{"a-br11", "b-br11", "c-br11", "d-br11"} {
		p := filepath.Join(k.dir, name)
		require.NoError(t, os.WriteFile(p, big, 0o644))
		at := old.Add(time.Duration(i) * time.Minute)
		require.NoError(t, os.Chtimes(p, at, at))
	}
	k.use("a-br11") // used this run, though the oldest
	require.NoError(t, k.prune())
	left, err := os.ReadDir(k.dir)
	require.NoError(t, err)
	var names []string
	for _, e := range left {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"a-br11", "c-br11", "d-br11"}, names)
}

func TestPreferredEncodings(t *testing.T) {
	names := func(es []encoding) string {
		var s []string
		for _, e := range es {
			s = append(s, e.name)
		}
		return strings.Join(s, ",")
	}
	for header, want := range map[string]string{
		"":                      "",
		"gzip":                  "gzip",
		"br":                    "br",
		"gzip, br":              "br,gzip",
		"br;q=0.1, gzip;q=0.2":  "gzip,br",
		"*":                     "br,gzip",
		"*;q=0":                 "",
		"gzip;q=0, *":           "br",
		"identity":              "",
		"br;q=1, br;q=0":        "br",
		"compress, deflate":     "",
		" BR ;Q=0.9 , gzip;q=1": "gzip,br",
	} {
		assert.Equal(t, want, names(preferredEncodings(header)), header)
	}
}

func TestDisplayURL(t *testing.T) {
	tcp := func(ip string, port int) net.Addr { return &net.TCPAddr{IP: net.ParseIP(ip), Port: port} }
	for _, tc := range []struct {
		requested string
		actual    net.Addr
		want      string
	}{
		{"localhost:8080", tcp("127.0.0.1", 8080), "http://localhost:8080/"},
		{":8080", tcp("::", 8080), "http://localhost:8080/"},
		{"0.0.0.0:9000", tcp("0.0.0.0", 9000), "http://localhost:9000/"},
		{"[::]:9000", tcp("::", 9000), "http://localhost:9000/"},
		{"127.0.0.1:9000", tcp("127.0.0.1", 9000), "http://127.0.0.1:9000/"},
		{"127.0.0.1:0", tcp("127.0.0.1", 43121), "http://127.0.0.1:43121/"},
		{"[::1]:8080", tcp("::1", 8080), "http://[::1]:8080/"},
		{"myhost.lan:80", tcp("192.168.1.2", 80), "http://myhost.lan:80/"},
	} {
		assert.Equal(t, tc.want, DisplayURL(tc.requested, tc.actual), tc.requested)
	}
}

// assertNoTempFiles checks that dir holds none of replaceFile's temporary
// files.
func assertNoTempFiles(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		assert.NotContains(t, d.Name(), ".tmp-", "a temporary file is left behind: %s", p)
		return nil
	})
	require.NoError(t, err)
}

// A file changed in place with its size kept and its time put back (cp -p
// or tar over it, touch -r) is a new version: a new ETag, never a 304 for
// the old one, and never its old precompressed copies. With hashes kept at
// once (racy 0) only the version's ctime can tell, so the change waits a
// clock tick; with the default racy window a change at once is caught
// because a file that new is hashed again.
func TestETagFollowsContent(t *testing.T) {
	for _, tc := range []struct {
		what  string
		racy  time.Duration
		pause time.Duration
	}{
		{"a change a tick later, hashes kept at once", 0, 50 * time.Millisecond},
		{"a change at once, the default racy window", racyWindow, 0},
	} {
		h, site, files := newHandler(t, true)
		h.racy = tc.racy
		p := filepath.Join(site, "renju.wasm")
		fi, err := os.Stat(p)
		require.NoError(t, err)
		id := do(h, "GET", "/renju.wasm")
		br := do(h, "GET", "/renju.wasm", "Accept-Encoding", "br")
		require.Equal(t, "br", br.Header().Get("Content-Encoding"), tc.what)

		time.Sleep(tc.pause)
		data := bytes.Clone(files["renju.wasm"])
		data[len(data)/2] ^= 1
		f, err := os.OpenFile(p, os.O_WRONLY, 0) // in place, as cp over an existing file
		require.NoError(t, err)
		_, err = f.WriteAt(data, 0)
		require.NoError(t, err)
		require.NoError(t, f.Close())
		require.NoError(t, os.Chtimes(p, fi.ModTime(), fi.ModTime()))
		after, err := os.Stat(p)
		require.NoError(t, err)
		require.Equal(t, fi.Size(), after.Size())
		require.True(t, fi.ModTime().Equal(after.ModTime()))

		w := do(h, "GET", "/renju.wasm", "If-None-Match", id.Header().Get("ETag"))
		assert.Equal(t, http.StatusOK, w.Code, "%s: the old ETag does not validate the new bytes", tc.what)
		assert.Equal(t, data, w.Body.Bytes(), tc.what)
		assert.NotEqual(t, id.Header().Get("ETag"), w.Header().Get("ETag"), tc.what)

		w = do(h, "GET", "/renju.wasm", "Accept-Encoding", "br, gzip", "If-None-Match", br.Header().Get("ETag"))
		assert.Equal(t, http.StatusOK, w.Code, tc.what)
		assert.Empty(t, w.Header().Get("Content-Encoding"), "%s: the copies are of the old bytes", tc.what)
		assert.Equal(t, data, w.Body.Bytes(), tc.what)
	}
}

// A precompressed copy that does not match its file is logged once, not
// once per request; a copy that matches, or is not asked for, never.
func TestSiblingMismatchLoggedOnce(t *testing.T) {
	h, site, files := newHandler(t, true)
	var logs syncBuffer
	h.ErrorLog = log.New(&logs, "", 0)
	data := append(bytes.Clone(files["loader.js"]), "// changed\n"...)
	require.NoError(t, os.WriteFile(filepath.Join(site, "loader.js"), data, 0o644))
	for range 5 {
		w := do(h, "GET", "/loader.js", "Accept-Encoding", "br")
		assert.Empty(t, w.Header().Get("Content-Encoding"))
		assert.Equal(t, data, w.Body.Bytes())
		assert.Equal(t, "br", do(h, "GET", "/index.html", "Accept-Encoding", "br").Header().Get("Content-Encoding"))
	}
	assert.Equal(t, 1, strings.Count(logs.String(), "loader.js.br is not a compression of loader.js as it is now"), logs.String())
	assert.Equal(t, 1, strings.Count(logs.String(), "\n"), logs.String())
}

// 100 simultaneous first requests for the wasm read it once: one hash of
// the file, one of its .br and one decoding of the .br. The first request
// does the work while the others wait for its answer.
func TestColdRequestsHashOnce(t *testing.T) {
	h, _, files := newHandler(t, true)
	h.racy = 0 // so that a request after the work finds its result kept
	const n = 100
	var (
		arrived atomic.Int32
		mu      sync.Mutex
		counts  = map[string]int{}
	)
	h.hook = func(what, name string) {
		mu.Lock()
		counts[what+" "+name]++
		mu.Unlock()
		// Hold the work until every request has come in (2 s at most),
		// so that each of them would do it too if nothing stopped it.
		for until := time.Now().Add(2 * time.Second); arrived.Load() < n && time.Now().Before(until); {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(20 * time.Millisecond)
	}
	bodies := make([][]byte, n)
	encodings := make([]string, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			arrived.Add(1)
			w := do(h, "GET", "/renju.wasm", "Accept-Encoding", "br")
			bodies[i], encodings[i] = w.Body.Bytes(), w.Header().Get("Content-Encoding")
		})
	}
	close(start)
	wg.Wait()
	assert.Equal(t, map[string]int{"hash renju.wasm": 1, "hash renju.wasm.br": 1, "decode renju.wasm.br": 1}, counts)
	for i := range n {
		require.Equal(t, "br", encodings[i])
		require.Equal(t, files["renju.wasm"], decode(t, "br", bodies[i]))
	}
}

// A request may have at most maxRanges ranges, none overlapping; any other
// gets the whole file (200), never more than about the file's size.
func TestRangesCapped(t *testing.T) {
	h, _, files := newHandler(t, false)
	js := files["loader.js"]
	require.Greater(t, len(js), 2000)
	ranges := func(n int, r func(i int) string) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = r(i)
		}
		return "bytes=" + strings.Join(parts, ",")
	}
	oneByte := func(i int) string { return fmt.Sprintf("%d-%d", 2*i, 2*i) }
	for _, tc := range []struct {
		rng  string
		want int
	}{
		{"bytes=0-3", http.StatusPartialContent},
		{"bytes=-5", http.StatusPartialContent},
		{"bytes=0-9,10-19", http.StatusPartialContent}, // touching is not overlapping
		{ranges(maxRanges, oneByte), http.StatusPartialContent},
		{ranges(maxRanges+1, oneByte), http.StatusOK},
		{ranges(1000, oneByte), http.StatusOK},
		{ranges(1000, func(int) string { return "0-0" }), http.StatusOK},
		{"bytes=0-9,5-14", http.StatusOK},
		{"bytes=10-19,0-10", http.StatusOK},
		{"bytes=0-,-5", http.StatusOK},
		{"bytes=99999-", http.StatusRequestedRangeNotSatisfiable}, // net/http's answer
	} {
		what := tc.rng[:min(len(tc.rng), 40)]
		w := do(h, "GET", "/loader.js", "Range", tc.rng)
		assert.Equal(t, tc.want, w.Code, what)
		if tc.want == http.StatusOK {
			assert.Equal(t, js, w.Body.Bytes(), what)
		}
		assert.LessOrEqual(t, w.Body.Len(), len(js)+maxRanges*200, "%s: about the file's size at most", what)
	}
}

// A compressed body takes no ranges (they would be of the compressed
// bytes) and says so; the file itself takes them.
func TestCompressedTakesNoRanges(t *testing.T) {
	h, _, files := newHandler(t, true)
	for _, method := range []string{"GET", "HEAD"} {
		w := do(h, method, "/renju.wasm", "Accept-Encoding", "br", "Range", "bytes=0-3")
		assert.Equal(t, http.StatusOK, w.Code, method)
		assert.Equal(t, "br", w.Header().Get("Content-Encoding"), method)
		assert.Equal(t, "none", w.Header().Get("Accept-Ranges"), method)
		assert.Empty(t, w.Header().Get("Content-Range"), method)
		if method == "GET" {
			assert.Equal(t, files["renju.wasm"], decode(t, "br", w.Body.Bytes()))
		}
	}
	w := do(h, "GET", "/renju.wasm", "Range", "bytes=0-3")
	assert.Equal(t, http.StatusPartialContent, w.Code)
	assert.Equal(t, "bytes", w.Header().Get("Accept-Ranges"))
	assert.Equal(t, files["renju.wasm"][:4], w.Body.Bytes())
}

// A request with a body is refused and its connection closed after the
// answer, so that net/http does not sit reading the body first (the
// loopback test is cmd/serve's TestServeRefusesBodies).
func TestRequestBodyRefused(t *testing.T) {
	h, _, _ := newHandler(t, false)
	for _, tc := range []struct {
		method  string
		chunked bool
		want    int
	}{
		{"GET", false, http.StatusBadRequest},
		{"GET", true, http.StatusBadRequest},
		{"HEAD", false, http.StatusBadRequest},
		{"POST", false, http.StatusMethodNotAllowed},
	} {
		what := fmt.Sprintf("%s, chunked %v", tc.method, tc.chunked)
		r := httptest.NewRequest(tc.method, "/index.html", strings.NewReader("x=1"))
		if tc.chunked {
			r.ContentLength, r.TransferEncoding = -1, []string{"chunked"}
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		assert.Equal(t, tc.want, w.Code, what)
		assert.Equal(t, "close", w.Header().Get("Connection"), what)
		assert.NotContains(t, w.Body.String(), "Renju Tutor", what)
	}
	w := do(h, "GET", "/index.html", "Content-Length", "0")
	assert.Equal(t, http.StatusOK, w.Code, "Content-Length: 0 is no body")
	assert.Empty(t, w.Header().Get("Connection"))
}

// A response's time is WriteTimeout plus its size at MinRate.
func TestSendBy(t *testing.T) {
	h, _, _ := newHandler(t, false)
	start := time.Now()
	assert.Equal(t, start.Add(30*time.Second), h.sendBy(start, 0))
	assert.Equal(t, start.Add(40*time.Second), h.sendBy(start, 10*DefaultMinRate))
	assert.Equal(t, start.Add(30*time.Second+238*time.Second), h.sendBy(start, 238*DefaultMinRate), "the raw wasm: 4.5 minutes")
}

// A rebuild replaces files whole: a download that opened the old file
// reads the old bytes to the end, the new ones are complete, and no
// temporary file is left.
func TestRewriteKeepsOpenReaders(t *testing.T) {
	site, files := newSite(t)
	_, err := WriteOffline(site)
	require.NoError(t, err)
	_, err = Precompress(site)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(site, "icon-192.png"), []byte("not the icon"), 0o644))

	old := map[string][]byte{}
	open := map[string]*os.File{}
	for _, name := range []string{"renju.wasm.br", "renju.wasm.gz", "sw.js", "icon-192.png"} {
		data, err := os.ReadFile(filepath.Join(site, name))
		require.NoError(t, err)
		f, err := os.Open(filepath.Join(site, name))
		require.NoError(t, err)
		defer f.Close()
		old[name], open[name] = data, f
	}
	wasm := append(bytes.Clone(files["renju.wasm"]), "rebuilt"...)
	require.NoError(t, os.WriteFile(filepath.Join(site, "renju.wasm"), wasm, 0o644))
	_, err = WriteOffline(site)
	require.NoError(t, err)
	_, err = Precompress(site)
	require.NoError(t, err)

	for name, f := range open {
		got, err := io.ReadAll(f)
		require.NoError(t, err)
		assert.Equal(t, old[name], got, "%s: a reader of the old file reads the old bytes, whole", name)
		now, err := os.ReadFile(filepath.Join(site, name))
		require.NoError(t, err)
		assert.NotEqual(t, old[name], now, "%s was rewritten", name)
	}
	for enc, suffix := range map[string]string{"br": ".br", "gzip": ".gz"} {
		data, err := os.ReadFile(filepath.Join(site, "renju.wasm"+suffix))
		require.NoError(t, err)
		assert.Equal(t, wasm, decode(t, enc, data), suffix)
	}
	assertNoTempFiles(t, site)
}

// A file that cannot be replaced (a directory is in its way) is an error
// that names it, and leaves no temporary file.
func TestRewriteErrorLeavesNoTempFile(t *testing.T) {
	site, _ := newSite(t)
	require.NoError(t, os.MkdirAll(filepath.Join(site, "renju.wasm.br", "in-the-way"), 0o755))
	_, err := Precompress(site)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "renju.wasm.br")
	assertNoTempFiles(t, site)

	site, _ = newSite(t)
	require.NoError(t, os.MkdirAll(filepath.Join(site, "icon-192.png", "in-the-way"), 0o755))
	_, err = WriteOffline(site)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "icon-192.png")
	assertNoTempFiles(t, site)
}

// fakeStat is a stat shaped as macOS's: Dev an int32, the ctime Ctimespec.
type fakeStat struct {
	Dev       int32
	Ino       uint64
	Ctimespec struct{ Sec, Nsec int64 }
}

// fakeInfo is a FileInfo with a given mtime and system stat.
type fakeInfo struct {
	fs.FileInfo
	mtime time.Time
	sys   any
}

func (f fakeInfo) Size() int64        { return 10 }
func (f fakeInfo) ModTime() time.Time { return f.mtime }
func (f fakeInfo) Sys() any           { return f.sys }

// A version is settled (its hash may be kept) only once its last change,
// the ctime where there is one, is racy old: an mtime put back (touch -r)
// does not make a file just changed look settled.
func TestFileVersion(t *testing.T) {
	h, site, _ := newHandler(t, false)
	fi, err := os.Stat(filepath.Join(site, "index.html"))
	require.NoError(t, err)
	if runtime.GOOS != "windows" {
		dev, ino, ctime := statIdentity(fi)
		assert.NotZero(t, ino)
		assert.NotZero(t, dev)
		assert.WithinDuration(t, time.Now(), ctime, time.Minute, "the ctime of a file just written")
		_, settled := h.version("index.html", fi)
		assert.False(t, settled, "just written")
	}

	long, now := time.Now().Add(-time.Hour), time.Now()
	stat := func(ctime time.Time) *fakeStat {
		s := &fakeStat{Dev: -3, Ino: 42}
		s.Ctimespec.Sec, s.Ctimespec.Nsec = ctime.Unix(), int64(ctime.Nanosecond())
		return s
	}
	v, settled := h.version("a", fakeInfo{mtime: long, sys: stat(long)})
	assert.True(t, settled)
	assert.Equal(t, fileVersion{"a", 10, long, time.Unix(long.Unix(), int64(long.Nanosecond())), -3, 42}, v)
	_, settled = h.version("a", fakeInfo{mtime: long, sys: stat(now)})
	assert.False(t, settled, "an old mtime, but changed just now")
	_, settled = h.version("a", fakeInfo{mtime: now, sys: nil})
	assert.False(t, settled, "no ctime: the mtime decides")
	v, settled = h.version("a", fakeInfo{mtime: long, sys: nil})
	assert.True(t, settled)
	assert.Equal(t, fileVersion{name: "a", size: 10, mtime: long}, v)
	h.racy = 0
	_, settled = h.version("a", fakeInfo{mtime: long, sys: stat(now)})
	assert.True(t, settled)
}

package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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
	return h, site, files
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
		lastMod := w.Header().Get("Last-Modified")
		_, err := http.ParseTime(lastMod)
		require.NoError(t, err, target)

		// Revalidation is cheap: a 304 with no body.
		w2 := do(h, "GET", target, "Accept-Encoding", "br", "If-None-Match", etag)
		assert.Equal(t, http.StatusNotModified, w2.Code, target)
		assert.Zero(t, w2.Body.Len(), target)
		w3 := do(h, "GET", target, "Accept-Encoding", "br", "If-Modified-Since", lastMod)
		assert.Equal(t, http.StatusNotModified, w3.Code, target)
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
	}
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
	// No temporary files are left behind.
	entries, err := os.ReadDir(site)
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotContains(t, e.Name(), "precompress", e.Name())
	}

	// A second run finds everything up to date.
	again, err := Precompress(site)
	require.NoError(t, err)
	for _, r := range again {
		if r.Gzip > 0 {
			assert.True(t, r.Reused, r.Name)
		}
	}
	assert.Equal(t, byName["renju.wasm"].Brotli, func() int64 {
		for _, r := range again {
			if r.Name == "renju.wasm" {
				return r.Brotli
			}
		}
		return -1
	}())
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

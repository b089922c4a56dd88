package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/web"
)

// syncBuffer is a bytes.Buffer safe to write from the server goroutine and
// read from the test.
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

func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"),
		[]byte("<!doctype html><title>Renju Tutor</title>"+strings.Repeat("<p>x</p>", 100)), 0o644))
	return dir
}

// start runs the command in the background and returns the URL it printed,
// its output and a func that stops it and returns its exit code.
func start(t *testing.T, args ...string) (string, *syncBuffer, *syncBuffer, func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, args, &stdout, &stderr, ready) }()
	select {
	case url := <-ready:
		return url, &stdout, &stderr, func() int {
			cancel()
			select {
			case code := <-done:
				return code
			case <-time.After(5 * time.Second):
				t.Fatal("serve did not stop")
				return -1
			}
		}
	case code := <-done:
		cancel()
		t.Fatalf("serve exited with %d: %s", code, stderr.String())
	case <-time.After(5 * time.Second):
		cancel()
		t.Fatal("serve did not start")
	}
	return "", nil, nil, nil
}

func TestServePrintsOneLineAndServes(t *testing.T) {
	dir := site(t)
	url, stdout, stderr, stop := start(t, "-addr", "127.0.0.1:0", "-dir", dir)
	assert.Regexp(t, `^http://127\.0\.0\.1:[0-9]+/$`, url)
	assert.Equal(t, "Renju tutor: "+url+"  (Ctrl-C to stop)\n", stdout.String())

	resp, err := http.Get(url)
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "Renju Tutor")
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "'wasm-unsafe-eval'")

	assert.Equal(t, 0, stop())
	assert.Empty(t, stderr.String())
	assert.Equal(t, 1, strings.Count(stdout.String(), "\n"), "exactly one line of output")
}

func TestServeUnspecifiedHostPrintsLocalhost(t *testing.T) {
	url, _, _, stop := start(t, "-addr", ":0", "-dir", site(t))
	defer stop()
	assert.Regexp(t, `^http://localhost:[0-9]+/$`, url)
	resp, err := http.Get(url)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
}

func TestServeVerboseLogsRequests(t *testing.T) {
	url, _, stderr, stop := start(t, "-v", "-addr", "127.0.0.1:0", "-dir", site(t))
	resp, err := http.Get(url + "missing.js")
	require.NoError(t, err)
	resp.Body.Close()
	stop()
	assert.Contains(t, stderr.String(), "GET /missing.js 404")
}

func TestServeWithoutSite(t *testing.T) {
	for _, dir := range []string{t.TempDir(), filepath.Join(t.TempDir(), "missing")} {
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), []string{"-addr", "127.0.0.1:0", "-dir", dir}, &stdout, &stderr, nil)
		assert.Equal(t, 1, code)
		assert.Empty(t, stdout.String())
		assert.Contains(t, stderr.String(), dir)
		assert.Contains(t, stderr.String(), "make site")
		assert.Equal(t, 1, strings.Count(stderr.String(), "\n"), stderr.String())
	}
}

func TestServePortTaken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-addr", ln.Addr().String(), "-dir", site(t)}, &stdout, &stderr, nil)
	assert.Equal(t, 1, code)
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), ln.Addr().String()+" is already in use")
	assert.Contains(t, stderr.String(), "ADDR=")
}

func TestServeBadArguments(t *testing.T) {
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 2, run(context.Background(), []string{"-nope"}, &stdout, &stderr, nil))
	assert.Contains(t, stderr.String(), "usage: serve")
	stderr.Reset()
	assert.Equal(t, 2, run(context.Background(), []string{"extra"}, &stdout, &stderr, nil))
	assert.Contains(t, stderr.String(), `unexpected argument "extra"`)
}

func TestPrecompressMode(t *testing.T) {
	dir := site(t)
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run(context.Background(), []string{"-precompress", dir}, &stdout, &stderr, nil), stderr.String())
	assert.FileExists(t, filepath.Join(dir, "index.html.gz"))
	assert.FileExists(t, filepath.Join(dir, "index.html.br"))
	assert.Contains(t, stdout.String(), "index.html")
	assert.Contains(t, stdout.String(), "gzip")
	// The offline side: the icons and the service worker, precompressed too.
	for _, name := range []string{"icon-192.png", "icon-512.png", "sw.js", "sw.js.br"} {
		assert.FileExists(t, filepath.Join(dir, name))
	}
	assert.Regexp(t, `sw\.js +version [0-9a-f]{16}: 5 files`, stdout.String())

	// Without a cache every copy is made anew; with one, a second run
	// takes them from it.
	stdout.Reset()
	require.Equal(t, 0, run(context.Background(), []string{"-precompress", dir}, &stdout, &stderr, nil))
	assert.NotContains(t, stdout.String(), "(cached)")
	cache := filepath.Join(t.TempDir(), "cache")
	for _, want := range []bool{false, true} {
		stdout.Reset()
		require.Equal(t, 0, run(context.Background(), []string{"-precompress", dir, "-brotli", "5", "-cache", cache}, &stdout, &stderr, nil), stderr.String())
		assert.Equal(t, want, strings.Contains(stdout.String(), "index.html") && strings.Contains(stdout.String(), "(cached)"), stdout.String())
	}

	stderr.Reset()
	assert.Equal(t, 2, run(context.Background(), []string{"-precompress", dir, "-brotli", "12"}, &stdout, &stderr, nil))
	assert.Contains(t, stderr.String(), "-brotli 12: want a quality from 1 to 11")

	stderr.Reset()
	assert.Equal(t, 1, run(context.Background(), []string{"-precompress", filepath.Join(dir, "nope")}, &stdout, &stderr, nil))
	assert.Contains(t, stderr.String(), "not a directory")
}

func TestSize(t *testing.T) {
	assert.Equal(t, "-", size(0))
	assert.Equal(t, "812 B", size(812))
	assert.Equal(t, "13.4 KiB", size(13722))
	assert.Equal(t, "9.87 MiB", size(10349445))
}

// The limits are the server's: ReadTimeout backs up the refusal of bodies,
// WriteTimeout covers the answers net/http writes itself, and the handler
// gets the write limits (each response's own deadline).
func TestServerLimits(t *testing.T) {
	srv := newServer(http.NotFoundHandler(), serverLimits, nil)
	assert.Equal(t, 10*time.Second, srv.ReadHeaderTimeout)
	assert.Equal(t, 30*time.Second, srv.ReadTimeout)
	assert.Equal(t, 30*time.Second, srv.WriteTimeout)
	assert.Equal(t, 30*time.Second, srv.IdleTimeout)
	assert.Equal(t, web.DefaultWriteTimeout, serverLimits.write)
	assert.Equal(t, int64(web.DefaultMinRate), serverLimits.minRate)
}

// shortLimits gives one test's servers short limits.
func shortLimits(t *testing.T, write time.Duration, minRate int64) {
	t.Helper()
	old := serverLimits
	serverLimits = limits{readHeader: 2 * time.Second, read: 2 * time.Second, idle: 2 * time.Second, write: write, minRate: minRate}
	t.Cleanup(func() { serverLimits = old })
}

// bigSite is a site with big.bin, size zero bytes (.bin has no
// compressed copy).
func bigSite(t *testing.T, size int) string {
	t.Helper()
	dir := site(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, size), 0o644))
	return dir
}

// dial connects to the server at url with a small receive buffer (as a
// client that means to hold the server would), and sends request.
func dial(t *testing.T, url, request string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/"))
	require.NoError(t, err)
	require.NoError(t, c.(*net.TCPConn).SetReadBuffer(16<<10))
	require.NoError(t, c.SetDeadline(time.Now().Add(10*time.Second)))
	_, err = io.WriteString(c, request)
	require.NoError(t, err)
	return c
}

// pacedReader reads at rate bytes per second until until, then as fast as
// the bytes come.
type pacedReader struct {
	r            io.Reader
	rate         float64
	start, until time.Time
	n            int64
}

func (p *pacedReader) Read(b []byte) (int, error) {
	if time.Now().Before(p.until) {
		b = b[:min(len(b), 16<<10)]
		time.Sleep(time.Until(p.start.Add(time.Duration(float64(p.n) / p.rate * float64(time.Second)))))
	}
	n, err := p.r.Read(b)
	p.n += int64(n)
	return n, err
}

// getBody sends a GET for target, reads the response through
// pacedReader{rate, until}, and returns the body's bytes read and the error
// that ended them.
func getBody(t *testing.T, url, target string, pause time.Duration, rate float64, until time.Duration) (int64, error) {
	t.Helper()
	c := dial(t, url, "GET "+target+" HTTP/1.1\r\nHost: renju\r\n\r\n")
	defer c.Close()
	time.Sleep(pause)
	now := time.Now()
	resp, err := http.ReadResponse(bufio.NewReader(&pacedReader{r: c, rate: rate, start: now, until: now.Add(until)}), nil)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	return io.Copy(io.Discard, resp.Body)
}

// A request with a body gets its answer at once and its connection closed,
// even if the body is dripped a byte at a time: net/http used to wait for
// the body first, for as long as the client cared to send it.
func TestServeRefusesBodies(t *testing.T) {
	url, _, _, stop := start(t, "-addr", "127.0.0.1:0", "-dir", site(t))
	defer stop()
	for _, tc := range []struct {
		request string
		want    int
	}{
		{"GET / HTTP/1.1\r\nHost: renju\r\nContent-Length: 1000\r\n\r\nx", http.StatusBadRequest},
		{"GET / HTTP/1.1\r\nHost: renju\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n", http.StatusBadRequest},
		{"POST / HTTP/1.1\r\nHost: renju\r\nContent-Length: 1000\r\n\r\nx", http.StatusMethodNotAllowed},
	} {
		what := strings.SplitN(tc.request, "\r\n\r\n", 2)[0]
		c := dial(t, url, tc.request)
		require.NoError(t, c.SetDeadline(time.Now().Add(3*time.Second)))
		r := bufio.NewReader(c)
		resp, err := http.ReadResponse(r, nil)
		require.NoError(t, err, "%s: an answer before the body is complete", what)
		_, err = io.Copy(io.Discard, resp.Body)
		require.NoError(t, err, what)
		resp.Body.Close()
		assert.Equal(t, tc.want, resp.StatusCode, what)
		_, err = r.ReadByte()
		assert.Equal(t, io.EOF, err, "%s: the server closes the connection", what)
		c.Close()
	}
}

// A client that never reads its response is dropped WriteTimeout after the
// socket's buffers fill, though the file's time at MinRate is minutes.
func TestServeDropsClientThatStopsReading(t *testing.T) {
	shortLimits(t, 500*time.Millisecond, 64<<10)
	const size = 16 << 20
	url, _, _, stop := start(t, "-addr", "127.0.0.1:0", "-dir", bigSite(t, size))
	defer stop()
	n, err := getBody(t, url, "/big.bin", time.Second, 1, 0)
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF, "the server dropped the connection (not our read deadline)")
	assert.Less(t, n, int64(size), "before the whole file")
}

// A client that keeps reading, but too slowly, is dropped when the
// response's time (WriteTimeout plus its size at MinRate) is up, though it
// never stalls long enough for a step (see web's pacedWriter) to time out.
func TestServeDropsClientThatReadsTooSlowly(t *testing.T) {
	// 24 MiB at 24 MiB/s: 1 s, plus 3 s.
	shortLimits(t, 3*time.Second, 24<<20)
	const size = 24 << 20
	url, _, _, stop := start(t, "-addr", "127.0.0.1:0", "-dir", bigSite(t, size))
	defer stop()
	// 3 MiB/s: a step waits for at most 2 MiB read, 0.7 s; the whole
	// would take 8 s. Then, past the 4 s, as fast as the bytes come (what
	// is left in the buffers).
	n, err := getBody(t, url, "/big.bin", 0, 3<<20, 4500*time.Millisecond)
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF, "the server dropped the connection (not our read deadline)")
	assert.Less(t, n, int64(size), "before the whole file")
}

// A slow but honest client gets the whole file, though it takes longer
// than WriteTimeout: the time scales with the size, also behind -v's
// logging wrapper.
func TestServeSlowButHonestClient(t *testing.T) {
	// 16 MiB at 4 MiB/s: 4 s, plus 1 s.
	shortLimits(t, time.Second, 4<<20)
	const size = 16 << 20
	dir := bigSite(t, size)
	for _, flags := range [][]string{nil, {"-v"}} {
		url, _, _, stop := start(t, append(flags, "-addr", "127.0.0.1:0", "-dir", dir)...)
		began := time.Now()
		n, err := getBody(t, url, "/big.bin", 0, 8<<20, time.Minute) // 8 MiB/s: 2 s
		assert.NoError(t, err, flags)
		assert.Equal(t, int64(size), n, flags)
		assert.Greater(t, time.Since(began), 1500*time.Millisecond, "%v: slower than WriteTimeout", flags)
		stop()
	}
}

// A precompressed copy that does not match its file is reported once on
// stderr, and the file itself is sent.
func TestServeLogsStaleCopyOnce(t *testing.T) {
	dir := site(t)
	require.Equal(t, 0, run(context.Background(), []string{"-precompress", dir}, io.Discard, io.Discard, nil))
	page := []byte("<!doctype html><title>Renju Tutor, rebuilt</title>" + strings.Repeat("<p>y</p>", 100))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644))
	url, _, stderr, stop := start(t, "-addr", "127.0.0.1:0", "-dir", dir)
	for range 3 {
		req, err := http.NewRequest("GET", url, nil)
		require.NoError(t, err)
		req.Header.Set("Accept-Encoding", "br")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		assert.Empty(t, resp.Header.Get("Content-Encoding"))
		assert.Equal(t, page, body)
	}
	stop()
	assert.Equal(t, "serve: index.html.br is not a compression of index.html as it is now; serving index.html itself until they match (make site writes them afresh)\n", stderr.String())
}

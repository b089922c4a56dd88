package main

import (
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

	stdout.Reset()
	require.Equal(t, 0, run(context.Background(), []string{"-precompress", dir}, &stdout, &stderr, nil))
	assert.Contains(t, stdout.String(), "(unchanged)")

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

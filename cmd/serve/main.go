// Command serve serves the built Renju tutor site, or precompresses it.
//
//	serve [-addr localhost:8080] [-dir build/site] [-v]
//	serve -precompress build/site [-brotli 11] [-cache build/cache/precompress]
//
// The first form prints one line with the URL once it is listening and runs
// until Ctrl-C. The second finishes a built site and exits: it writes the
// manifest's PNG icons and the service worker (sw.js, which lists every
// file with its hash, for offline use: web.WriteOffline), then .gz and .br
// siblings next to every compressible file: Brotli at -brotli's quality
// (11 for what ships; make's test build asks for 5), gzip at its best
// level, and copies compressed before reused from the -cache directory
// (web.PrecompressWith). `make run` and `make site` call these.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"renju/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, nil))
}

// run is the whole command; ready, if not nil, receives the URL once the
// server listens (for tests).
func run(ctx context.Context, args []string, stdout, stderr io.Writer, ready chan<- string) int {
	fset := flag.NewFlagSet("serve", flag.ContinueOnError)
	fset.SetOutput(stderr)
	addr := fset.String("addr", "localhost:8080", "`host:port` to listen on (\":8080\" listens on every interface)")
	dir := fset.String("dir", "build/site", "the built site `directory` to serve")
	pre := fset.String("precompress", "", "finish the built site in `directory` (icons, sw.js, .gz and .br copies) and exit")
	verbose := fset.Bool("v", false, "log every request to stderr")
	quality := fset.Int("brotli", web.BrotliBest, "with -precompress: the Brotli `quality`, 1 to 11 (a lower one only for test builds)")
	cache := fset.String("cache", "", "with -precompress: a `directory` of compressed copies by content, reused instead of compressing again")
	fset.Usage = func() {
		fmt.Fprintf(stderr, "usage: serve [-addr host:port] [-dir directory] [-v]\n       serve -precompress directory [-brotli quality] [-cache directory]\n\n")
		fset.PrintDefaults()
	}
	if err := fset.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fset.NArg() > 0 {
		fmt.Fprintf(stderr, "serve: unexpected argument %q\n", fset.Arg(0))
		fset.Usage()
		return 2
	}

	if *pre != "" {
		if *quality < 1 || *quality > web.BrotliBest {
			fmt.Fprintf(stderr, "serve: -brotli %d: want a quality from 1 to %d\n", *quality, web.BrotliBest)
			return 2
		}
		return precompress(*pre, web.Options{Brotli: *quality, Cache: *cache}, stdout, stderr)
	}

	h, err := web.NewHandler(*dir)
	if err != nil {
		const hint = "build the site first with `make site` (or use `make run`, which builds it)"
		switch {
		case errors.Is(err, web.ErrNoIndex):
			fmt.Fprintf(stderr, "serve: %s has no index.html: %s\n", *dir, hint)
		case errors.Is(err, os.ErrNotExist):
			fmt.Fprintf(stderr, "serve: %s does not exist: %s\n", *dir, hint)
		default:
			fmt.Fprintf(stderr, "serve: cannot serve %s: %v\n", *dir, err)
		}
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			fmt.Fprintf(stderr, "serve: %s is already in use (is another server running?); stop it or choose another address, e.g. make run ADDR=localhost:8081\n", *addr)
		} else {
			fmt.Fprintf(stderr, "serve: cannot listen on %s: %v\n", *addr, err)
		}
		return 1
	}

	errorLog := log.New(stderr, "serve: ", 0)
	h.ErrorLog = errorLog
	h.WriteTimeout, h.MinRate = serverLimits.write, serverLimits.minRate
	var handler http.Handler = h
	if *verbose {
		logger := log.New(stderr, "", log.LstdFlags)
		handler = logRequests(logger, h)
	}
	srv := newServer(handler, serverLimits, errorLog)
	url := web.DisplayURL(*addr, ln.Addr())
	fmt.Fprintf(stdout, "Renju tutor: %s  (Ctrl-C to stop)\n", url)
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, u := range web.NetworkURLs(*addr, ln.Addr(), addrs) {
			fmt.Fprintf(stdout, "  on other devices of your network: %s\n", u)
		}
	}
	if ready != nil {
		ready <- url
	}

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		fmt.Fprintf(stderr, "serve: %v\n", err)
		return 1
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		srv.Close()
	}
	return 0
}

// limits bound how long one client can hold a connection (and a file):
// 400 slow clients, a body dripped a byte every 5 s or a response never
// read, held 1,010 of the server's open files for as long as they cared to
// (a limit of 1,024 is common); with these, none after 60 s.
type limits struct {
	// The server's: the request line and headers; the whole request
	// (the handler refuses a body, so this only backs it up); between
	// requests on a kept-alive connection. A client that never reads a
	// response that fits in the socket's buffers (the 2.8 MB Brotli wasm
	// does, on loopback) is idle to the server, so idle is 30 s, not the
	// 2 minutes it was; a browser just opens another connection.
	readHeader, read, idle time.Duration
	// The handler's (web.Handler.WriteTimeout and MinRate): each response
	// within write plus its size at minRate bytes per second. write is
	// also the server's WriteTimeout, for the answers net/http writes
	// itself (to a malformed request).
	write   time.Duration
	minRate int64
}

// serverLimits are the limits run uses; tests shorten them.
var serverLimits = limits{
	readHeader: 10 * time.Second,
	read:       30 * time.Second,
	idle:       30 * time.Second,
	write:      web.DefaultWriteTimeout,
	minRate:    web.DefaultMinRate,
}

// newServer returns the server of handler with the limits l.
func newServer(handler http.Handler, l limits, errorLog *log.Logger) *http.Server {
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: l.readHeader,
		ReadTimeout:       l.read,
		WriteTimeout:      l.write,
		IdleTimeout:       l.idle,
		ErrorLog:          errorLog,
	}
}

func precompress(dir string, o web.Options, stdout, stderr io.Writer) int {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		fmt.Fprintf(stderr, "serve: %s is not a directory\n", dir)
		return 1
	}
	off, err := web.WriteOffline(dir)
	if err != nil {
		fmt.Fprintf(stderr, "serve: offline files: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%-20s version %s: %d files, %s kept for offline use\n", web.ServiceWorker, off.Version, len(off.Files), size(off.Bytes))
	results, err := web.PrecompressWith(dir, o)
	if err != nil {
		fmt.Fprintf(stderr, "serve: precompress: %v\n", err)
		return 1
	}
	for _, r := range results {
		note := ""
		if r.Reused {
			note = " (cached)"
		}
		fmt.Fprintf(stdout, "%-20s %9s   gzip %9s   br %9s%s\n", r.Name, size(r.Size), size(r.Gzip), size(r.Brotli), note)
	}
	return 0
}

// size formats a byte count for people: "812 B", "13.4 KiB", "9.87 MiB"; 0
// (a sibling not kept) is "-".
func size(n int64) string {
	switch {
	case n == 0:
		return "-"
	case n < 1<<10:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection: the handler
// sets each response's write deadline through it.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// ReadFrom keeps the connection's sendfile(2) for the handler's files.
func (s *statusRecorder) ReadFrom(src io.Reader) (int64, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := io.Copy(s.ResponseWriter, src)
	s.bytes += n
	return n, err
}

func logRequests(l *log.Logger, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		h.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		l.Printf("%s %s %d %s %d bytes %s", r.Method, r.URL.RequestURI(), rec.status,
			rec.Header().Get("Content-Encoding"), rec.bytes, time.Since(start).Round(time.Microsecond))
	})
}

//go:build linux

// Command cputime runs a command and says how much CPU it and every
// process it started used, and for how long it ran:
//
//	go run ./scripts/cputime make wasm-test
//
// /usr/bin/time counts only the processes their parents waited for: a
// browser's renderer and GPU processes, left to the init process when the
// browser is killed, are not counted (make wasm-test: 20 s by
// /usr/bin/time, most of its work missing). cputime makes itself the
// child subreaper (prctl PR_SET_CHILD_SUBREAPER): every orphaned
// descendant is handed to it instead, and it waits for each, so that the
// user and system time of the whole tree reach its own count of
// children. It returns when the last descendant has exited, with the
// command's exit status, and prints one line on standard error:
//
//	cputime: 287.1 s wall, 612.4 s CPU (480.2 user, 132.2 system), 2.13 cores: make wasm-test
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

const prSetChildSubreaper = 36

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: cputime COMMAND [ARG...]")
		os.Exit(2)
	}
	os.Exit(run(os.Args[1:], os.Stderr))
}

// run runs args and reports on w; it returns the command's exit status.
func run(args []string, w *os.File) int {
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		fmt.Fprintf(w, "cputime: cannot become the subreaper: %v\n", e)
		return 1
	}
	// Signals go to the command (Ctrl-C reaches it through the terminal's
	// process group as well); cputime waits for the tree to end.
	signal.Ignore(syscall.SIGINT, syscall.SIGQUIT)
	start := time.Now()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(w, "cputime: %v\n", err)
		return 127
	}
	status := reap(cmd.Process.Pid)
	wall := time.Since(start)
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		fmt.Fprintf(w, "cputime: %v\n", err)
		return 1
	}
	user := time.Duration(ru.Utime.Nano())
	sys := time.Duration(ru.Stime.Nano())
	fmt.Fprintf(w, "cputime: %.1f s wall, %.1f s CPU (%.1f user, %.1f system), %.2f cores: %s\n",
		wall.Seconds(), (user + sys).Seconds(), user.Seconds(), sys.Seconds(),
		(user+sys).Seconds()/wall.Seconds(), strings.Join(args, " "))
	return status
}

// reap waits for every child, the command (pid) and the orphans handed
// over, until none is left, and returns the command's exit status.
func reap(pid int) int {
	status := 1
	for {
		var ws syscall.WaitStatus
		got, err := syscall.Wait4(-1, &ws, 0, nil)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil { // ECHILD: no child left
			return status
		}
		if got == pid {
			switch {
			case ws.Exited():
				status = ws.ExitStatus()
			case ws.Signaled():
				status = 128 + int(ws.Signal())
			}
		}
	}
}

// Package lan tells whether a link to the app, made from the address the
// page was opened at, can be opened on another device: a homework's link
// and QR code, a Classroom's share link. A page opened at localhost or
// 127.0.0.1 makes links that a phone reads as the phone itself, so the
// screens that hand such links out warn the teacher and say how to serve
// the app on the network instead. It is plain Go.
package lan

import (
	"net"
	"net/url"
	"strings"
)

// ServeHint is how to serve the app so that the other devices of the
// network can open it (make run prints the machine's network address).
const ServeHint = "make run ADDR=0.0.0.0:8080"

// Local reports whether link names a host only this computer can reach:
// localhost (or a name under .localhost), a loopback address (127.0.0.0/8,
// ::1) or the unspecified address (0.0.0.0, ::). host is the name as the
// link has it ("localhost", "127.0.0.1"). A link with no host (the host
// tests' bare hashes) or one that cannot be read is not local.
func Local(link string) (host string, local bool) {
	u, err := url.Parse(link)
	if err != nil || u.Host == "" {
		return "", false
	}
	h := strings.ToLower(strings.TrimSuffix(u.Hostname(), "."))
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return h, true
	}
	if ip := net.ParseIP(h); ip != nil && (ip.IsLoopback() || ip.IsUnspecified()) {
		return h, true
	}
	return "", false
}

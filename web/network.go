package web

import (
	"net"
	"strconv"
)

// NetworkURLs are the addresses at which the other devices of the network
// can open a server asked to listen on requested and listening on actual,
// given this machine's interface addresses (net.InterfaceAddrs): one per
// private or global IPv4 address, when it listens on every interface
// (":8080", "0.0.0.0:8080"); none otherwise. A teacher who serves the app
// this way opens it at one of them, so that the homework's links and QR
// codes made on that page open on the students' phones (a page opened at
// localhost makes links that name the phone itself).
func NetworkURLs(requested string, actual net.Addr, addrs []net.Addr) []string {
	host, _, err := net.SplitHostPort(requested)
	if err != nil {
		return nil
	}
	if ip := net.ParseIP(host); host != "" && (ip == nil || !ip.IsUnspecified()) {
		return nil
	}
	port := ""
	if tcp, ok := actual.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
	}
	var out []string
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip := n.IP.To4()
		if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
			continue
		}
		out = append(out, "http://"+net.JoinHostPort(ip.String(), port)+"/")
	}
	return out
}

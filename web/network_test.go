package web

import (
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNetworkURLs(t *testing.T) {
	ipnet := func(s string) net.Addr {
		ip, n, err := net.ParseCIDR(s)
		if err != nil {
			t.Fatal(err)
		}
		n.IP = ip
		return n
	}
	addrs := []net.Addr{ipnet("127.0.0.1/8"), ipnet("192.168.1.20/24"), ipnet("::1/128"),
		ipnet("fe80::1/64"), ipnet("169.254.3.4/16"), ipnet("10.0.0.5/8")}
	tcp := &net.TCPAddr{IP: net.IPv4zero, Port: 8080}
	want := []string{"http://192.168.1.20:8080/", "http://10.0.0.5:8080/"}
	assert.Equal(t, want, NetworkURLs("0.0.0.0:8080", tcp, addrs))
	assert.Equal(t, want, NetworkURLs(":8080", tcp, addrs))
	assert.Empty(t, NetworkURLs("localhost:8080", tcp, addrs), "loopback only: no other device reaches it")
	assert.Empty(t, NetworkURLs("127.0.0.1:8080", tcp, addrs))
	assert.Empty(t, NetworkURLs("192.168.1.20:8080", tcp, addrs), "the address typed is the one printed")
	assert.Empty(t, NetworkURLs("0.0.0.0:8080", tcp, nil))
}

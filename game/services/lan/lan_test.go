package lan

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLocal(t *testing.T) {
	for link, want := range map[string]string{
		"http://localhost:8080/#hw=1.abc": "localhost",
		"http://LOCALHOST./":              "localhost",
		"http://app.localhost:8080/":      "app.localhost",
		"http://127.0.0.1:8080/":          "127.0.0.1",
		"http://127.1.2.3/":               "127.1.2.3",
		"http://[::1]:8080/":              "::1",
		"http://0.0.0.0:8080/":            "0.0.0.0",
	} {
		host, local := Local(link)
		assert.True(t, local, link)
		assert.Equal(t, want, host, link)
	}
	for _, link := range []string{
		"http://192.168.1.20:8080/#hw=1.abc", "https://renju.example.org/", "http://[fe80::1]:8080/",
		"http://10.0.0.5/", "#hw=1.abc", "", "http://%zz", "file:///home/t/index.html",
	} {
		_, local := Local(link)
		assert.False(t, local, link)
	}
}

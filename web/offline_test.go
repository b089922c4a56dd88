package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
)

// swFiles reads the FILES list out of a written sw.js: name → integrity.
func swFiles(t *testing.T, sw []byte) map[string]string {
	t.Helper()
	m := regexp.MustCompile(`(?s)const FILES = (\[.*?\]);`).FindSubmatch(sw)
	require.NotNil(t, m, "sw.js has its FILES")
	var pairs [][2]string
	list := regexp.MustCompile(`,\s*\]$`).ReplaceAll(m[1], []byte("]")) // JavaScript allows a last comma
	require.NoError(t, json.Unmarshal(list, &pairs))
	out := map[string]string{}
	for _, p := range pairs {
		out[p[0]] = p[1]
	}
	return out
}

func swVersion(t *testing.T, sw []byte) string {
	t.Helper()
	m := regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`).FindSubmatch(sw)
	require.NotNil(t, m, "sw.js has its VERSION")
	return string(m[1])
}

func sri(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// WriteOffline lists every file of the site with its hash (not sw.js, dot
// files, links or the precompressed copies), writes the icons, and versions the
// worker by content: a changed byte anywhere is a new sw.js, an unchanged
// site the same file, untouched.
func TestWriteOffline(t *testing.T) {
	site, files := newSite(t)
	_, err := Precompress(site) // siblings exist: they must not be listed
	require.NoError(t, err)
	off, err := WriteOffline(site)
	require.NoError(t, err)
	sw, err := os.ReadFile(filepath.Join(site, "sw.js"))
	require.NoError(t, err)
	assert.Equal(t, off.Version, swVersion(t, sw))
	assert.NotContains(t, string(sw), `"development"`)
	listed := swFiles(t, sw)

	want := map[string]string{}
	var total int64
	for name, data := range files {
		if strings.HasPrefix(name, ".") || name == "sw.js" {
			continue
		}
		want[name] = sri(data)
		total += int64(len(data))
	}
	for _, name := range IconNames() {
		data, err := os.ReadFile(filepath.Join(site, name))
		require.NoError(t, err, name)
		want[name] = sri(data)
		total += int64(len(data))
	}
	// Symbolic links (alias.js) are not kept: a built site has none.
	assert.Equal(t, want, listed)
	assert.Len(t, off.Files, len(want))
	assert.Equal(t, total, off.Bytes)
	for name := range listed {
		assert.False(t, strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz"), name)
	}

	// Again, nothing changed: the same version, and sw.js is not rewritten.
	stamp := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(filepath.Join(site, "sw.js"), stamp, stamp))
	again, err := WriteOffline(site)
	require.NoError(t, err)
	assert.Equal(t, off.Version, again.Version)
	fi, err := os.Stat(filepath.Join(site, "sw.js"))
	require.NoError(t, err)
	assert.True(t, fi.ModTime().Equal(stamp), "an unchanged sw.js keeps its time")

	// One byte of one file: a new version, and that file's new hash.
	data := append([]byte{}, files["loader.css"]...)
	data[0] ^= 1
	require.NoError(t, os.WriteFile(filepath.Join(site, "loader.css"), data, 0o644))
	changed, err := WriteOffline(site)
	require.NoError(t, err)
	assert.NotEqual(t, off.Version, changed.Version)
	sw2, err := os.ReadFile(filepath.Join(site, "sw.js"))
	require.NoError(t, err)
	assert.Equal(t, sri(data), swFiles(t, sw2)["loader.css"])

	assertNoTempFiles(t, site)
}

// The worker's template is the one the site gets, with only its two lines
// filled in.
func TestServiceWorkerTemplate(t *testing.T) {
	src, err := os.ReadFile("sw.js")
	require.NoError(t, err)
	assert.Equal(t, src, swTemplate)
	for _, want := range []string{swVersionLine, swFilesLine, `"skip-waiting"`, "self.skipWaiting()", "clients.claim()", "integrity", `cache: "no-cache"`} {
		assert.Contains(t, string(src), want)
	}
	// It never takes over by itself: only the page's message does.
	assert.Equal(t, 1, strings.Count(string(src), "skipWaiting("))
	site := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(site, "index.html"), []byte("<!doctype html>"), 0o644))
	_, err = WriteOffline(site)
	require.NoError(t, err)
	sw, err := os.ReadFile(filepath.Join(site, "sw.js"))
	require.NoError(t, err)
	filled := regexp.MustCompile(`(?s)const VERSION = "[0-9a-f]{16}";`).ReplaceAll(sw, []byte(swVersionLine))
	filled = regexp.MustCompile(`(?s)const FILES = \[\n.*?\n\];`).ReplaceAll(filled, []byte(swFilesLine))
	assert.Equal(t, string(src), string(filled))
}

func TestIcons(t *testing.T) {
	pngs, err := Icons()
	require.NoError(t, err)
	again, err := Icons()
	require.NoError(t, err)
	assert.Equal(t, pngs, again, "the same bytes on every build")
	for _, ic := range icons {
		img, err := png.Decode(bytes.NewReader(pngs[ic.name]))
		require.NoError(t, err, ic.name)
		assert.Equal(t, ic.size, img.Bounds().Dx(), ic.name)
		assert.Equal(t, ic.size, img.Bounds().Dy(), ic.name)
		_, _, _, cornerA := img.At(0, 0).RGBA()
		_, _, _, midA := img.At(ic.size/2, ic.size/2).RGBA()
		assert.Equal(t, uint32(0xffff), midA, ic.name)
		if ic.full {
			assert.Equal(t, uint32(0xffff), cornerA, "%s: a maskable icon is edge to edge", ic.name)
		} else {
			assert.Zero(t, cornerA, "%s: rounded corners", ic.name)
		}
	}
}

// hasHan reports whether s has a Chinese character.
func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// The manifest (web/manifest.webmanifest, copied into the site by make
// site): names in both languages, the app's colours, standalone, and
// icons the site has.
func TestManifest(t *testing.T) {
	data, err := os.ReadFile("manifest.webmanifest")
	require.NoError(t, err)
	var m struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []struct{ Src, Sizes, Type, Purpose string }
	}
	require.NoError(t, json.Unmarshal(data, &m))
	assert.Equal(t, "Renju Tutor · 连珠禁手教室", m.Name)
	assert.True(t, hasHan(m.ShortName) && strings.Contains(m.ShortName, "Renju"), "the short name in both languages: %q", m.ShortName)
	assert.LessOrEqual(t, len([]rune(m.ShortName)), 12, "a short name fits under a home-screen icon")
	assert.Equal(t, "./", m.StartURL)
	assert.Equal(t, "./", m.Scope)
	assert.Equal(t, "standalone", m.Display)
	assert.Equal(t, "#1c1d20", m.ThemeColor)
	assert.Equal(t, "#1c1d20", m.BackgroundColor)
	sizes := map[string]string{"favicon.svg": "any"}
	for _, ic := range icons {
		sizes[ic.name] = fmt.Sprintf("%dx%d", ic.size, ic.size)
	}
	var purposes []string
	for _, ic := range m.Icons {
		want, ok := sizes[ic.Src]
		require.True(t, ok, "%s: the site has no such icon", ic.Src)
		assert.Equal(t, want, ic.Sizes, ic.Src)
		assert.Equal(t, ContentType(ic.Src), ic.Type, ic.Src)
		purposes = append(purposes, ic.Src+" "+ic.Purpose)
	}
	assert.Contains(t, purposes, "icon-192.png any")
	assert.Contains(t, purposes, "icon-512.png any")
	assert.Contains(t, purposes, "icon-maskable-512.png maskable")
	assert.Equal(t, "application/manifest+json", ContentType("manifest.webmanifest"))

	page, err := os.ReadFile("index.html")
	require.NoError(t, err)
	assert.Contains(t, string(page), `<link rel="manifest" href="manifest.webmanifest">`)
	assert.Contains(t, string(page), `<meta name="theme-color" content="#1c1d20">`)
}

// The loader's font has every character beyond ASCII that the loader and
// the page can show (run web/loaderfont.sh after changing a text), and
// loader.css uses it for Chinese.
func TestLoaderFontCoversLoader(t *testing.T) {
	font, err := os.ReadFile("loader-zh.otf")
	require.NoError(t, err)
	assert.Less(t, len(font), 64<<10, "a subset, not the whole font")
	f, err := sfnt.Parse(font)
	require.NoError(t, err)
	var buf sfnt.Buffer
	han := 0
	for _, name := range []string{"loader.js", "index.html"} {
		text, err := os.ReadFile(name)
		require.NoError(t, err)
		var missing []string
		for _, r := range string(text) {
			if r <= 0x7e || unicode.IsSpace(r) {
				continue
			}
			if unicode.Is(unicode.Han, r) {
				han++
			}
			if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
				missing = append(missing, string(r))
			}
		}
		assert.Empty(t, missing, "%s: loader-zh.otf lacks these characters: run web/loaderfont.sh", name)
	}
	assert.Greater(t, han, 100, "the loader speaks Chinese")
	css, err := os.ReadFile("loader.css")
	require.NoError(t, err)
	assert.Contains(t, string(css), `url("loader-zh.otf")`)
	assert.Regexp(t, `:lang\(zh\) \{\s*font-family: "Renju Loader SC"`, string(css))
}

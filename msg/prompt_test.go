package msg

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSize(t *testing.T) {
	for n, want := range map[int]string{
		1:               "1 KB",
		1 << 10:         "1 KB",
		1<<10 + 1:       "2 KB",
		64 << 10:        "64 KB",
		64<<10 + 1:      "65 KB",
		1<<20 - 1:       "1024 KB",
		1 << 20:         "1 MB",
		1<<20 + 1:       "1.1 MB",
		20_000_015:      "19.1 MB", // the e2e test's 20 MB answer: 19.07 MB
		32 << 20:        "32 MB",
		32<<20 + 1<<19:  "32.5 MB",
		200 << 20:       "200 MB",
		200<<20 + 1<<10: "200.1 MB",
	} {
		assert.Equal(t, want, Size(n), "%d", n)
	}
}

func TestSizeDown(t *testing.T) {
	for n, want := range map[int]string{
		1<<10 + 1:  "1 KB",
		1<<20 - 1:  "1023 KB",
		1<<20 + 1:  "1 MB",
		20_000_015: "19 MB", // 19.07 MB
		20 << 20:   "20 MB",
		21<<20 - 1: "20.9 MB",
	} {
		assert.Equal(t, want, sizeDown(n), "%d", n)
	}
}

func TestTooLongToRead(t *testing.T) {
	n := TooLongToRead(20_000_015, 64<<10, false)
	assert.Equal(t, "Nothing was read: the text pasted is 19.1 MB, and this box takes at most 64 KB.", n.Text(English))
	assert.Equal(t, "没有读取：粘贴的文本有 19.1 MB，这里最多只能接受 64 KB。", n.Text(Chinese))
	n = TooLongToRead(20_000_015, 32<<20, true)
	assert.Equal(t, "Nothing was read: the text pasted is at least 19 MB, and this box takes at most 32 MB.", n.Text(English))
	assert.Equal(t, "没有读取：粘贴的文本至少有 19 MB，这里最多只能接受 32 MB。", n.Text(Chinese))
}

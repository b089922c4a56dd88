package msg

import (
	"strconv"
)

// What the app says of an answer to a prompt dialog that it did not read
// (platform.Prompt's TextTooLong).
const (
	// PromptTooLong: %[1]s the answer's size, %[2]s the most the dialog
	// takes, both written by Size.
	PromptTooLong ID = "prompt.tooLong"
	// PromptTooLongOver is PromptTooLong when only a lower bound of the
	// size was measured (%[1]s, written by sizeDown): a text of megabytes
	// is not scanned whole to count its bytes.
	PromptTooLongOver ID = "prompt.tooLongOver"
)

var promptTexts = Table{
	{PromptTooLong, "Nothing was read: the text pasted is %[1]s, and this box takes at most %[2]s.",
		"没有读取：粘贴的文本有 %[1]s，这里最多只能接受 %[2]s。"},
	{PromptTooLongOver, "Nothing was read: the text pasted is at least %[1]s, and this box takes at most %[2]s.",
		"没有读取：粘贴的文本至少有 %[1]s，这里最多只能接受 %[2]s。"},
}

func init() { Register(promptTexts) }

// Size writes a number of bytes as a notice says it: in whole KB below
// 1 MB, else in MB to a tenth (1 KB is 1,024 bytes, 1 MB 1,024 KB, as the
// other size notices count), rounded up so that a size just past a limit
// never reads as the limit itself (64 KB and a byte is "65 KB").
func Size(n int) string { return size(n, true) }

// sizeDown is Size rounded down: what a size is at least.
func sizeDown(n int) string { return size(n, false) }

func size(n int, up bool) string {
	const kb, mb = 1 << 10, 1 << 20
	round := 0
	if n < mb {
		if up {
			round = kb - 1
		}
		return strconv.Itoa((n+round)/kb) + " KB"
	}
	if up {
		round = mb - 1
	}
	tenths := (n*10 + round) / mb
	if tenths%10 == 0 {
		return strconv.Itoa(tenths/10) + " MB"
	}
	return strconv.Itoa(tenths/10) + "." + strconv.Itoa(tenths%10) + " MB"
}

// TooLongToRead is the notice for an answer of size bytes (over: at
// least size) to a dialog that takes at most max.
func TooLongToRead(size, max int, over bool) Notice {
	if over {
		return Say(PromptTooLongOver, sizeDown(size), Size(max))
	}
	return Say(PromptTooLong, Size(size), Size(max))
}

//go:build !js

package platform

import "time"

// PageURL is "" outside a browser: a link is its hash alone.
func PageURL() string { return "" }

// CopyText fails outside a browser: there is no clipboard to copy to.
func CopyText(text string) *Pending {
	p := &Pending{}
	p.finish(false)
	return p
}

// Download does nothing outside a browser.
func Download(data []byte, name, mime string) {}

// Prompt is cancelled outside a browser.
func Prompt(question, value string, max int) (string, bool, error) { return "", false, nil }

// PromptLong is cancelled outside a browser.
func PromptLong(question string, max int) (LongText, bool, error) { return LongText{}, false, nil }

// ShowText does nothing outside a browser.
func ShowText(question, text string) {}

// ToggleFullscreen does nothing outside a browser.
func ToggleFullscreen() {}

// StorageGet finds nothing outside a browser.
func StorageGet(key string) (string, bool) { return "", false }

// StorageSet has no storage outside a browser: ErrStorageDenied.
func StorageSet(key, value string) error { return ErrStorageDenied }

// StorageKeys finds nothing outside a browser.
func StorageKeys(prefix string) []string { return nil }

// OnStorage does nothing outside a browser: no other tab writes.
func OnStorage(changed func(key string)) {}

// Yield is nil outside the browser: long work runs on its own thread
// there.
func Yield() func() { return nil }

// YieldEvery is nil outside the browser too.
func YieldEvery(d time.Duration) func() { return nil }

// OpenFile has no picker outside a browser: the File fails at once.
func OpenFile(accept string, max int) *File {
	f := &File{}
	f.finish("", nil, ErrNoFile)
	return f
}

// OnDrop does nothing outside a browser.
func OnDrop(max int, take func(*File)) {}

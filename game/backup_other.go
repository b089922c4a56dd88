//go:build !js

package game

// AttachBackup gives the progress file its browser side; outside a
// browser there is none (the page API's entries are ExportProgress and
// ImportProgress).
func AttachBackup(g *Game) {}

//go:build !js

package game

import "log"

// AttachPage connects g to the web page; outside a browser there is none.
func AttachPage(g *Game) {}

// AttachDrop needs a page; outside a browser there is none.
func AttachDrop(g *Game)           {}
func UseWorker(start, kill func()) {}

// Stopped reports that the app could not run, and exits.
func Stopped(err error) { log.Fatal(err) }

//go:build ebitenmirror && js

// Package texttemplate is text/template for the built-in shaders'
// template: text/template itself where gen and check run, and in the
// page's build, which reads the sources gen wrote and never parses the
// template, a stand-in that links nothing. text/template's package
// initialisation alone kept 72 KB of its code in the page.
package texttemplate

import (
	"errors"
	"io"
)

var errNotInThePage = errors.New("texttemplate: the page's build of Ebitengine parses no template (cmd/ebitenpatch)")

// Template stands for text/template's Template.
type Template struct{}

// New returns a template that parses nothing.
func New(string) *Template { return new(Template) }

// Must is text/template's Must.
func Must(t *Template, err error) *Template {
	if err != nil {
		panic(err)
	}
	return t
}

// Parse fails: nothing in the page parses a template.
func (t *Template) Parse(string) (*Template, error) { return nil, errNotInThePage }

// Execute fails: nothing in the page runs a template.
func (t *Template) Execute(io.Writer, any) error { return errNotInThePage }

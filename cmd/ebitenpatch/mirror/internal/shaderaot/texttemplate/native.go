//go:build ebitenmirror && !js

package texttemplate

import "text/template"

// Template is text/template's, where the shaders' generator and check run.
type Template = template.Template

// New is text/template's New.
func New(name string) *Template { return template.New(name) }

// Must is text/template's Must.
func Must(t *Template, err error) *Template { return template.Must(t, err) }

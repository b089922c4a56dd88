package platform

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPending(t *testing.T) {
	p := &Pending{}
	done, _ := p.Result()
	assert.False(t, done)
	p.finish(true)
	done, ok := p.Result()
	assert.True(t, done)
	assert.True(t, ok)
	done, ok = (*Pending)(nil).Result()
	assert.True(t, done)
	assert.False(t, ok)
	done, ok = CopyText("x").Result()
	assert.True(t, done)
	assert.False(t, ok, "no clipboard outside a browser")
}

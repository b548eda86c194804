package match

import (
	"strings"

	"github.com/vdl-chess/vdl/interp/search"
)

// PlayerSpecHelp describes every player a match accepts.
const PlayerSpecHelp = search.PlayerSpecHelp + "\n" + ExternalSpecHelp

// closer is a player holding resources (an engine process).
type closer interface{ Close() }

// restarter is an external engine, which may crash (or be killed when it
// does not answer in time) and be started again.
type restarter interface {
	Broken() string
	Restart() error
}

// NewPlayer makes a player from a specification: an external engine
// (uci:..., xboard:...) or one of vdl's (search.NewPlayer).
func NewPlayer(spec string, c search.PlayerConfig) (search.Player, error) {
	proto, _, _ := strings.Cut(spec, ":")
	switch strings.ToLower(proto) {
	case "uci":
		return NewUCIPlayer(spec, c.Game, c.Default)
	case "xboard", "cecp":
		return NewCECPPlayer(spec, c.Game, c.Default)
	}
	return search.NewPlayer(spec, c)
}

// ClosePlayer releases what a player holds.
func ClosePlayer(p search.Player) {
	if c, ok := p.(closer); ok {
		c.Close()
	}
}

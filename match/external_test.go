package match

import (
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp/search"
)

func TestParseExternalStartup(t *testing.T) {
	for _, tc := range []struct {
		spec    string
		startup time.Duration
		err     string
	}{
		{spec: "uci:/bin/engine", startup: defaultStartup},
		{spec: "uci:/bin/engine:startup=90s,nodes=100", startup: 90 * time.Second},
		{spec: "xboard:/bin/engine:startup=2m", startup: 2 * time.Minute},
		{spec: "uci:/bin/engine:startup=0s", err: "want a positive duration"},
		{spec: "uci:/bin/engine:startup=soon", err: `option startup=soon`},
	} {
		es, err := parseExternal(tc.spec, search.Limits{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one containing %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if es.startup != tc.startup {
			t.Errorf("%s: startup %v, want %v", tc.spec, es.startup, tc.startup)
		}
		for _, o := range es.options {
			if o[0] == "startup" {
				t.Errorf("%s: startup passed on as an engine option", tc.spec)
			}
		}
	}
}

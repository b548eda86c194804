package search

import (
	"os"
	"strings"
)

// exp: trial switches while measuring (VDL_EXP, words); removed before merge.
var exp = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(strings.ReplaceAll(os.Getenv("VDL_EXP"), ",", " ")) {
		m[w] = true
	}
	return m
}()

var expAsp2 = exp["asp2"] // aspiration window doubled in drop games

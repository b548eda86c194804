package diag

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Nearest returns the candidate closest to name in case-insensitive edit
// distance, or "" if none is close enough to be a plausible typo: at most
// one edit for short names, two for names of six or more letters, and
// never more than half the name (so a one-letter name only matches a
// candidate that differs from it in case).
func Nearest(name string, candidates []string) string {
	max := 1
	if len(name) >= 6 {
		max = 2
	}
	if max > len(name)/2 {
		max = len(name) / 2
	}
	best, bestD := "", max+1
	lname := strings.ToLower(name)
	n := utf8.RuneCountInString(name)
	for _, c := range candidates {
		if c == name {
			continue
		}
		if d := utf8.RuneCountInString(c) - n; d > max || -d > max {
			continue // at least that many insertions or deletions
		}
		d := distance(lname, strings.ToLower(c))
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// Suggest returns " (did you mean X?)" for the nearest candidate, or "".
// It is meant to end a message: "unknown piece Kngiht (did you mean Knight?)".
func Suggest(name string, candidates []string) string {
	if n := Nearest(name, candidates); n != "" {
		return fmt.Sprintf(" (did you mean %s?)", n)
	}
	return ""
}

// distance is the Levenshtein distance where a transposition of two
// adjacent letters also counts as one edit (optimal string alignment),
// because swapped letters are the commonest typo.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

package check

import (
	"regexp"
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// allow CODE... "reason" silences warnings (diag.Warnings): in a variant
// or rules body, for every variant that is or extends it; in a piece's
// block, the warnings about that piece. A reason is required, so that a
// reader sees why the warning does not apply.

var codeRE = regexp.MustCompile(`^V[0-9]{3}$`)

const allowUsage = `warning codes and the reason, such as allow V050 "the Wall never moves, by design"`

// allowArgs checks allow's arguments: codes of warnings, then a string.
func allowArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, allowUsage) {
		return false
	}
	n := len(s.Args)
	last := s.Args[n-1]
	if last.Kind != syntax.String {
		c.errorf(last.Pos, diag.BadAllow, "allow: the last argument must be the reason, a string: want %s", allowUsage)
		return false
	}
	if strings.TrimSpace(last.Str) == "" {
		c.errorf(last.Pos, diag.BadAllow, "allow: the reason is empty: say why the warning does not apply")
		return false
	}
	if n == 1 {
		c.errorf(s.Pos, diag.BadAllow, "allow: no code before the reason: want %s", allowUsage)
		return false
	}
	ok := true
	for _, a := range s.Args[:n-1] {
		switch {
		case a.Kind != syntax.Ident || !codeRE.MatchString(a.Str):
			c.errorf(a.Pos, diag.BadAllow, "allow: got %s, want a warning code such as V050", diag.Shorten(a.Text))
			ok = false
		case !diag.IsWarning(diag.Code(a.Str)):
			c.errorf(a.Pos, diag.BadAllow, "allow: %s is not a warning; only warnings can be allowed (%s)", a.Str, warningList())
			ok = false
		}
	}
	return ok
}

func warningList() string {
	var codes []string
	for _, w := range diag.Warnings {
		codes = append(codes, string(w))
	}
	return strings.Join(codes, ", ")
}

// allows reads the allow statements of a body that passed the first pass
// into m, code to reason, keeping a reason already there.
func (c *checker) allows(stmts []*syntax.Stmt, m map[diag.Code]string) map[diag.Code]string {
	for _, s := range stmts {
		if s.Keyword != "allow" || !c.ok[s] {
			continue
		}
		if m == nil {
			m = map[diag.Code]string{}
		}
		reason := s.Args[len(s.Args)-1].Str
		for _, a := range s.Args[:len(s.Args)-1] {
			if _, ok := m[diag.Code(a.Str)]; !ok {
				m[diag.Code(a.Str)] = reason
			}
		}
	}
	return m
}

// chainAllows gathers the allow statements of d and everything it
// extends, the nearest first.
func (c *checker) chainAllows(d *decl) map[diag.Code]string {
	var m map[diag.Code]string
	for x := d; x != nil; x = x.parent {
		m = c.allows(x.body, m)
	}
	return m
}

// Allowed reports whether warning code is silenced for the variant, or,
// if p is not nil, for the piece p.
func (v *Variant) Allowed(code diag.Code, p *Piece) bool {
	if _, ok := v.Allows[code]; ok {
		return true
	}
	if p != nil {
		_, ok := p.Allows[code]
		return ok
	}
	return false
}

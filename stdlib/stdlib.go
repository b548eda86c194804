// Package stdlib embeds the vdl standard library: the pieces and rule sets
// every variant file can use without declaring them. The library is
// written in the language itself (pieces.vdl, orthodox.vdl), so that it is
// also the first example of it, and is compiled together with every file.
package stdlib

import "embed"

// FS holds the library's .vdl files.
//
//go:embed *.vdl
var FS embed.FS

// Package definitions embeds the variant files that ship with vdl; package
// lang compiles them all (lang.Bundled) and looks variants up by name
// (lang.Find).
package definitions

import "embed"

// FS holds the bundled .vdl files.
//
//go:embed *.vdl
var FS embed.FS

// EvalFS holds the learnt evaluation weights of bundled variants
// (eval/VARIANT.eval.yaml, written by vdl tune), which the engine uses
// for that variant unless told otherwise (eval=none).
//
//go:embed eval
var EvalFS embed.FS

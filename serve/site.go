package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"

	"github.com/vdl-chess/vdl/lang"
)

// Module is vdl's module path: vdl site builds its package WasmPackage.
const Module = "github.com/vdl-chess/vdl"

// WasmPackage is the package, in vdl's module, that vdl site compiles to
// WebAssembly: the playground's handlers answering the page in a worker.
const WasmPackage = "./serve/wasm"

// SiteOptions configure WriteSite.
type SiteOptions struct {
	// Files are definitions the site offers beside the bundled variants
	// (written into files.json; the page reads no other file).
	Files []string
	// Go is the go command that compiles the interpreter ("" the go on
	// PATH).
	Go string
	// Source is vdl's module source folder ("" found: see FindSource).
	Source string
	// Log receives what WriteSite does, step by step (nil: nothing).
	Log io.Writer
}

// SiteFile is one file WriteSite wrote, with its size in bytes.
type SiteFile struct {
	Name string
	Size int64
}

// WriteSite writes the playground as static files into out, a new or
// empty folder: the page of vdl serve (the same embedded files), the
// interpreter compiled now to WebAssembly (GOOS=js GOARCH=wasm go build
// of WasmPackage with the local Go toolchain), Go's wasm_exec.js from the
// same toolchain, config.js choosing the worker transport, and
// files.json with the Files given. Any web server of static files can
// serve out; nothing is written there unless everything was built.
func WriteSite(out string, o SiteOptions) ([]SiteFile, error) {
	logf := func(format string, args ...any) {
		if o.Log != nil {
			fmt.Fprintf(o.Log, format+"\n", args...)
		}
	}
	if out == "" {
		return nil, errors.New("no output folder given")
	}
	if err := checkEmpty(out); err != nil {
		return nil, err
	}
	texts := map[string]string{}
	for _, f := range o.Files {
		src, diags := lang.ReadFile(f)
		if diags != nil {
			return nil, diags.Err()
		}
		if len(src) > MaxDefinition {
			return nil, fmt.Errorf("%s: %d bytes, over the %d-byte definition limit", f, len(src), MaxDefinition)
		}
		base := filepath.Base(f)
		if _, dup := texts[base]; dup {
			return nil, fmt.Errorf("%s: two files given are called %s: the page names files by their base name", f, base)
		}
		texts[base] = string(src)
	}
	goCmd, err := findGo(o.Go)
	if err != nil {
		return nil, err
	}
	src := o.Source
	if src == "" {
		if src, err = FindSource(); err != nil {
			return nil, err
		}
	} else if err := isSource(src); err != nil {
		return nil, err
	}
	if err := sameStatic(src); err != nil {
		logf("vdl site: warning: %v", err)
	}
	tmp, err := os.MkdirTemp("", "vdl-site-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	logf("vdl site: compiling the interpreter to WebAssembly: GOOS=js GOARCH=wasm %s build %s (in %s)", goCmd, WasmPackage, src)
	build := exec.Command(goCmd, "build", "-trimpath", "-o", filepath.Join(tmp, "vdl.wasm"), WasmPackage)
	build.Dir = src
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("GOOS=js GOARCH=wasm %s build %s failed (%v):\n%s", goCmd, WasmPackage, err, strings.TrimSpace(string(msg)))
	}
	goroot, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("%s env GOROOT: %v", goCmd, err)
	}
	var wasmExec []byte
	root := strings.TrimSpace(string(goroot))
	for _, dir := range []string{"lib/wasm", "misc/wasm"} { // Go 1.24 moved it to lib/wasm
		if wasmExec, err = os.ReadFile(filepath.Join(root, dir, "wasm_exec.js")); err == nil {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("no wasm_exec.js in %s/lib/wasm or %s/misc/wasm: the Go toolchain at %s is incomplete", root, root, root)
	}
	wasm, err := os.ReadFile(filepath.Join(tmp, "vdl.wasm"))
	if err != nil {
		return nil, err
	}
	filesJSON, err := json.Marshal(texts)
	if err != nil {
		return nil, err
	}
	// What to write: the page's files, then the site's own.
	contents := map[string][]byte{}
	sub, _ := fs.Sub(static, "static")
	err = fs.WalkDir(sub, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(sub, path)
		contents[path] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	contents["config.js"] = []byte("// Written by vdl site: the page talks to the interpreter compiled to\n// WebAssembly in a Web Worker (worker.js), not to a server.\nwindow.vdlTransport = \"worker\";\n")
	contents["files.json"] = filesJSON
	contents["vdl.wasm"] = wasm
	contents["wasm_exec.js"] = wasmExec
	names := make([]string, 0, len(contents))
	for n := range contents {
		names = append(names, n)
	}
	sort.Strings(names)
	created := false
	if _, err := os.Stat(out); errors.Is(err, fs.ErrNotExist) {
		created = true
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	var written []SiteFile
	for _, n := range names {
		path := filepath.Join(out, filepath.FromSlash(n))
		err := os.MkdirAll(filepath.Dir(path), 0o755)
		if err == nil {
			err = os.WriteFile(path, contents[n], 0o644)
		}
		if err != nil {
			// Nothing half-written: take back what was written.
			for _, f := range written {
				os.Remove(filepath.Join(out, filepath.FromSlash(f.Name)))
			}
			if created {
				os.RemoveAll(out)
			}
			return nil, err
		}
		written = append(written, SiteFile{n, int64(len(contents[n]))})
	}
	return written, nil
}

// checkEmpty accepts a folder that does not exist yet or is empty: the
// site removes nothing and overwrites nothing.
func checkEmpty(out string) error {
	st, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s is a file, not a folder: give a new or empty folder for the site", out)
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s is not empty (%d entries, %s first): vdl site writes only into a new or empty folder, so that it overwrites nothing", out, len(entries), entries[0].Name())
	}
	return nil
}

// findGo finds the go command: the one given, or go on PATH.
func findGo(given string) (string, error) {
	name := given
	if name == "" {
		name = "go"
	}
	path, err := exec.LookPath(name)
	if err != nil {
		if given != "" {
			return "", fmt.Errorf("no Go toolchain at %s (--go): %v", given, err)
		}
		return "", errors.New("no Go toolchain: vdl site compiles the playground's interpreter to WebAssembly with go, which is not on PATH; install Go or give its go command with --go")
	}
	return path, nil
}

// FindSource finds vdl's module source: the folder, from the current one
// up, whose go.mod declares Module (vdl site run inside a clone), else
// the folder this binary was built from if it is still there.
func FindSource() (string, error) {
	if dir, err := os.Getwd(); err == nil {
		for {
			if isSource(dir) == nil {
				return dir, nil
			}
			up := filepath.Dir(dir)
			if up == dir {
				break
			}
			dir = up
		}
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		dir := filepath.Dir(filepath.Dir(file)) // serve/site.go -> the module's root
		if isSource(dir) == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("cannot find vdl's source, which vdl site compiles to WebAssembly: run vdl site inside a clone of %s, or give the clone's folder with --source", Module)
}

var moduleLine = regexp.MustCompile(`(?m)^module\s+"?([^\s"]+)"?\s*$`)

// isSource checks that dir is vdl's module root with WasmPackage in it.
func isSource(dir string) error {
	mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return fmt.Errorf("%s is not vdl's source: %v", dir, err)
	}
	m := moduleLine.FindSubmatch(mod)
	if m == nil || string(m[1]) != Module {
		return fmt.Errorf("%s is not vdl's source: its go.mod does not declare module %s", dir, Module)
	}
	if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(WasmPackage), "main.go")); err != nil {
		return fmt.Errorf("%s is vdl's source without %s (an older version?): %v", dir, WasmPackage, err)
	}
	return nil
}

// sameStatic reports whether the source's page differs from this
// binary's: the site pairs this binary's page with the source's
// interpreter, which must speak the same API.
func sameStatic(src string) error {
	sub, _ := fs.Sub(static, "static")
	return fs.WalkDir(sub, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		mine, _ := fs.ReadFile(sub, path)
		theirs, err := os.ReadFile(filepath.Join(src, "serve", "static", filepath.FromSlash(path)))
		if err != nil || !bytes.Equal(mine, theirs) {
			return fmt.Errorf("the page in %s (serve/static/%s) differs from this vdl's: rebuild vdl from that source, or the page and its interpreter may not match", src, path)
		}
		return nil
	})
}

package grammar

import (
	"archive/zip"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestVSCodeExtension packages the VS Code extension with
// scripts/vscode-package.sh (which first checks that activation starts
// vdl lsp) and checks the .vsix: the manifest activates on vdl files and
// runs extension.js, which is there with the language client and the
// grammar. The npm install takes minutes, so it runs with VDL_VSCODE=1
// (and skips, saying why, without npm or the npm registry).
func TestVSCodeExtension(t *testing.T) {
	if os.Getenv("VDL_VSCODE") == "" {
		t.Skip("set VDL_VSCODE=1 to package the VS Code extension (npm ci and vsce take minutes)")
	}
	out := filepath.Join(t.TempDir(), "vdl.vsix")
	cmd := exec.Command("bash", "../../scripts/vscode-package.sh", out)
	text, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 2 {
		t.Skipf("cannot package the extension here: %s", strings.TrimSpace(string(text)))
	}
	if err != nil {
		t.Fatalf("scripts/vscode-package.sh: %v\n%s", err, text)
	}
	if !strings.Contains(string(text), "ok: activation starts vdl lsp") {
		t.Errorf("the activation check did not run:\n%s", text)
	}
	z, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	var names []string
	var manifest struct {
		Main             string   `json:"main"`
		ActivationEvents []string `json:"activationEvents"`
	}
	for _, f := range z.File {
		names = append(names, f.Name)
		if f.Name == "extension/package.json" {
			r, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(r)
			r.Close()
			if err := json.Unmarshal(b, &manifest); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, want := range []string{"extension/extension.js", "extension/syntaxes/vdl.tmLanguage.json", "extension/node_modules/vscode-languageclient/node.js"} {
		if !slices.Contains(names, want) {
			t.Errorf("the .vsix lacks %s", want)
		}
	}
	if manifest.Main != "./extension.js" || !slices.Contains(manifest.ActivationEvents, "onLanguage:vdl") {
		t.Errorf("manifest: main %q, activation %v", manifest.Main, manifest.ActivationEvents)
	}
	for _, n := range names {
		if strings.HasPrefix(n, "extension/test/") {
			t.Errorf("the .vsix carries the test %s", n)
		}
	}
}

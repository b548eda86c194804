package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// versionInfo is what `vdl version` reports: the module version, the
// version-control state the binary was built from (empty when the build
// recorded none: `go run`, `go test`, a build outside a clone) and the Go
// toolchain.
type versionInfo struct {
	Module   string `json:"module"`
	Version  string `json:"version"`            // v1.2.3, a pseudo-version, or (devel)
	Revision string `json:"revision,omitempty"` // vcs.revision: the commit
	Time     string `json:"time,omitempty"`     // vcs.time: the commit's time (RFC 3339)
	Modified *bool  `json:"modified,omitempty"` // vcs.modified: uncommitted changes in the build
	Go       string `json:"go"`
	OS       string `json:"os"`
	Arch     string `json:"arch"`
}

// buildVersion reads the version from the build information that the Go
// toolchain writes into every binary (nil: none was recorded).
func buildVersion(bi *debug.BuildInfo) versionInfo {
	v := versionInfo{Module: "github.com/vdl-chess/vdl", Version: "(devel)", Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH}
	if bi == nil {
		return v
	}
	if bi.Main.Path != "" {
		v.Module = bi.Main.Path
	}
	if bi.Main.Version != "" {
		v.Version = bi.Main.Version
	}
	if bi.GoVersion != "" {
		v.Go = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			modified := s.Value == "true"
			v.Modified = &modified
		case "GOOS":
			v.OS = s.Value
		case "GOARCH":
			v.Arch = s.Value
		}
	}
	return v
}

// currentVersion is the running binary's version.
func currentVersion() versionInfo {
	bi, _ := debug.ReadBuildInfo()
	return buildVersion(bi)
}

// write prints the version as text: the version on the first line, as
// `vdl --version` of most tools does, then one fact a line.
func (v versionInfo) write(w io.Writer) {
	fmt.Fprintf(w, "vdl %s\n", v.Version)
	fmt.Fprintf(w, "module    %s\n", v.Module)
	if v.Revision != "" {
		fmt.Fprintf(w, "revision  %s\n", v.Revision)
	}
	if v.Time != "" {
		fmt.Fprintf(w, "time      %s\n", v.Time)
	}
	if v.Modified != nil {
		fmt.Fprintf(w, "modified  %t\n", *v.Modified)
	}
	fmt.Fprintf(w, "go        %s %s/%s\n", v.Go, v.OS, v.Arch)
}

// printVersion prints the running binary's version, as text or JSON.
func printVersion(w io.Writer, asJSON bool) error {
	v := currentVersion()
	if asJSON {
		return writeJSON(w, v)
	}
	v.write(w)
	return nil
}

const versionHelp = `version prints vdl's module version and the version-control state it was
built from, as the Go toolchain recorded them in the binary:

  vdl VERSION   v1.2.3 for 'go install ...@v1.2.3', a pseudo-version
                (v0.0.0-DATE-COMMIT) for a build from a clone, (devel)
                where the build recorded none ('go run', 'go test')
  revision      the commit (absent where the build recorded none)
  time          the commit's time
  modified      true when the build had uncommitted changes
  go            the Go toolchain, operating system and architecture

'vdl --version' prints the same.`

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print vdl's version, commit and Go version",
		Long:  versionHelp,
		Example: `  vdl version
  vdl version --json
  vdl --version`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return printVersion(cmd.OutOrStdout(), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the version as JSON")
	return cmd
}

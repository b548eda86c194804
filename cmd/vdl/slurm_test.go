package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSlurmRecipe runs the README's Slurm recipe on a private
// single-node cluster (scripts/slurm-cluster.sh: Debian's slurm-wlm, as
// root) with 3 shards of 6 games, and checks that the merged result is
// exactly the one of the same match played in one run. It skips, saying
// why, where the cluster cannot start.
func TestSlurmRecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no Slurm cluster")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- slurm recipe -->\n```sh\n(.*?)```\n<!-- end slurm recipe -->").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no Slurm recipe between <!-- slurm recipe --> markers")
	}
	recipe := string(m[1])
	// The same match in one run: the job's command without its shard.
	job := regexp.MustCompile(`"(vdl match [^"]*)"`).FindStringSubmatch(recipe)
	if job == nil {
		t.Fatalf("the recipe runs no \"vdl match ...\" job:\n%s", recipe)
	}
	oneRun := regexp.MustCompile(` --shard \S+| --json-out \S+`).ReplaceAllString(job[1], "")

	dir := t.TempDir()
	cluster := filepath.Join(dir, "cluster")
	start := exec.Command("bash", "../../scripts/slurm-cluster.sh", "start", cluster)
	out, err := start.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 2 {
		t.Skipf("no Slurm cluster: %s", strings.TrimSpace(string(exit.Stderr)))
	}
	if err != nil {
		t.Fatalf("scripts/slurm-cluster.sh start: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command("bash", "../../scripts/slurm-cluster.sh", "stop", cluster).Run() })
	conf := strings.TrimPrefix(strings.TrimSpace(string(out)), "export SLURM_CONF=")

	bin := filepath.Join(dir, "bin")
	if out, err := exec.Command("go", "build", "-o", filepath.Join(bin, "vdl"), ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "SLURM_CONF="+conf, "PATH="+bin+":/usr/sbin:"+os.Getenv("PATH"), "N=3", "GAMES=6")
	run := func(script string) string {
		t.Helper()
		cmd := exec.Command("bash", "-euc", script)
		cmd.Dir, cmd.Env = work, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", script, err, out)
		}
		return string(out)
	}
	merged := run(recipe)
	if n, _ := filepath.Glob(filepath.Join(work, "shard-*.json")); len(n) != 3 {
		t.Fatalf("the job array wrote %d shard files, want 3:\n%s", len(n), merged)
	}
	single := run("GAMES=6; " + oneRun)
	// sbatch says which job it submitted; the rest is the merged summary.
	merged = merged[strings.Index(merged, "Score of"):]
	if merged != single {
		t.Errorf("the merged shards report\n%s\none run reports\n%s", merged, single)
	}
}

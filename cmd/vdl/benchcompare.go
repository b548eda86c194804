package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"strings"
	"text/tabwriter"
)

// readBenchFile reads a run saved by vdl bench --save (or --json).
func readBenchFile(name string) ([]benchResult, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("--compare: %w", err)
	}
	return parseBench(name, data)
}

// parseBench decodes and checks a saved bench run; its errors name the
// file and, for a bad entry, the entry's number (from 1).
func parseBench(name string, data []byte) ([]benchResult, error) {
	notBench := func(format string, a ...any) error {
		return fmt.Errorf("%s: not a bench JSON (want the array that vdl bench --save or --json writes): %s", name, fmt.Sprintf(format, a...))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var results []benchResult
	if err := dec.Decode(&results); err != nil {
		if err == io.EOF {
			return nil, notBench("the file is empty")
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if te.Field == "" {
				return nil, notBench("the file holds a JSON %s", te.Value)
			}
			want := "number"
			if te.Type != nil && te.Type.Kind() == reflect.String {
				want = "string"
			}
			return nil, notBench("field %s is a JSON %s, want a %s", te.Field, te.Value, want)
		}
		return nil, notBench("%v", err)
	}
	if dec.More() {
		return nil, notBench("more data after the array")
	}
	if len(results) == 0 {
		return nil, notBench("no cases")
	}
	seen := map[string]int{}
	for i, r := range results {
		switch r.Kind {
		case "perft", "engine":
			if r.Depth < 1 {
				return nil, notBench("entry %d (%s %s): depth %d, want 1 or more", i+1, r.Kind, r.Variant, r.Depth)
			}
		case "playouts":
		default:
			return nil, notBench("entry %d: kind %q, want perft, engine or playouts", i+1, r.Kind)
		}
		if r.Variant == "" {
			return nil, notBench("entry %d (%s): no variant", i+1, r.Kind)
		}
		if !(r.PerSec > 0) || math.IsInf(r.PerSec, 0) {
			return nil, notBench("entry %d (%s %s): per_second %v, want a rate above 0", i+1, r.Kind, r.Variant, r.PerSec)
		}
		if r.CPUPerSec < 0 || math.IsNaN(r.CPUPerSec) || math.IsInf(r.CPUPerSec, 0) {
			return nil, notBench("entry %d (%s %s): cpu_per_second %v, want a rate above 0 (or no field)", i+1, r.Kind, r.Variant, r.CPUPerSec)
		}
		key := r.Kind + "\x00" + r.Variant + "\x00" + r.FEN
		if j, ok := seen[key]; ok {
			return nil, notBench("entries %d and %d are the same case (%s %s)", j, i+1, r.Kind, caseName(r.Variant, r.FEN))
		}
		seen[key] = i + 1
	}
	return results, nil
}

// benchPair is a case of the saved run and the same case in this binary,
// at the saved run's depth.
type benchPair struct {
	old benchResult
	job benchJob
}

// benchComparison is how a saved run's cases meet this binary's.
type benchComparison struct {
	pairs   []benchPair
	onlyOld []string   // cases of the saved run not run here, with why
	onlyNew []benchJob // cases of this binary the saved run lacks
}

func (c *benchComparison) jobs() []benchJob {
	jobs := make([]benchJob, len(c.pairs))
	for i, p := range c.pairs {
		jobs[i] = p.job
	}
	return jobs
}

// matchBench pairs the saved cases with this binary's jobs by kind,
// variant and position; the saved depth is the one run. Saved cases of
// another kind than only ("" for all) are left out without a word.
func matchBench(old []benchResult, only string, jobs []benchJob) *benchComparison {
	c := &benchComparison{}
	used := make([]bool, len(jobs))
	for _, o := range old {
		if only != "" && o.Kind != only {
			continue
		}
		k := -1
		for i, j := range jobs {
			if !used[i] && j.kind == o.Kind && j.bc.variant == o.Variant && j.bc.fen == o.FEN {
				k = i
				break
			}
		}
		name := o.Kind + " " + caseName(o.Variant, o.FEN)
		if o.Relative > 0 {
			c.onlyOld = append(c.onlyOld, name+": a node-limited case of a --variants run")
			continue
		}
		if k < 0 {
			c.onlyOld = append(c.onlyOld, name+": not a case of this binary")
			continue
		}
		used[k] = true
		j := jobs[k]
		if j.kind != "playouts" {
			if hi := j.bc.depth + maxBenchAdd; o.Depth > hi {
				c.onlyOld = append(c.onlyOld, fmt.Sprintf("%s: depth %d, this binary runs it to depth %d at most", name, o.Depth, hi))
				continue
			}
			j.bc.depth = o.Depth
		}
		c.pairs = append(c.pairs, benchPair{old: o, job: j})
	}
	for i, j := range jobs {
		if !used[i] {
			c.onlyNew = append(c.onlyNew, j)
		}
	}
	return c
}

// caseName names a case by its variant and, when not the start, the
// beginning of its FEN.
func caseName(variant, fen string) string {
	if fen == "" {
		return variant
	}
	board := strings.SplitN(fen, " ", 2)[0]
	if r := []rune(board); len(r) > 12 {
		board = string(r[:12]) + "…"
	}
	return variant + " " + board
}

// jobName names a job as the comparison prints it.
func jobName(j benchJob) string {
	s := j.kind + " " + caseName(j.bc.variant, j.bc.fen)
	if j.kind != "playouts" {
		s += fmt.Sprintf(" depth %d", j.bc.depth)
	}
	return s
}

// rate writes a rate per second with a unit prefix.
func rate(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.2f M", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.2f k", v/1e3)
	}
	return fmt.Sprintf("%.1f", v)
}

// printCompare prints each pair's old and new rate and their ratio,
// flags the ratios below threshold, and names the unmatched cases.
func printCompare(out io.Writer, oldName string, c *benchComparison, results []benchResult, threshold float64) error {
	fmt.Fprintf(out, "new/old against %s; flagged below %.2f (one run on a shared machine is noisy: alternate the binaries before believing a slowdown)\n\n", oldName, threshold)
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "kind\tcase\tdepth\tclock\told/s\tnew/s\tnew/old\t")
	var slow []string
	for i, p := range c.pairs {
		r := results[i]
		oldRate, newRate, clock := p.old.PerSec, r.PerSec, "wall"
		if p.old.CPUPerSec > 0 && r.CPUPerSec > 0 {
			oldRate, newRate, clock = p.old.CPUPerSec, r.CPUPerSec, "cpu"
		}
		ratio := newRate / oldRate
		depth := "-"
		if p.job.kind != "playouts" {
			depth = fmt.Sprint(p.job.bc.depth)
		}
		flag := ""
		if ratio < threshold {
			flag = fmt.Sprintf("SLOWER (below %.2f)", threshold)
			slow = append(slow, fmt.Sprintf("%s %s (%.3f)", p.job.kind, caseName(p.job.bc.variant, p.job.bc.fen), ratio))
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%.3f\t%s\n", p.job.kind, caseName(p.job.bc.variant, p.job.bc.fen), depth, clock, rate(oldRate), rate(newRate), ratio, flag)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if len(c.onlyOld) > 0 {
		fmt.Fprintf(out, "\nonly in %s, not compared:\n", oldName)
		for _, s := range c.onlyOld {
			fmt.Fprintf(out, "  %s\n", s)
		}
	}
	if len(c.onlyNew) > 0 {
		fmt.Fprintf(out, "\nonly in this binary, not in %s, not run:\n", oldName)
		for _, j := range c.onlyNew {
			fmt.Fprintf(out, "  %s\n", jobName(j))
		}
	}
	fmt.Fprintln(out)
	switch {
	case len(c.pairs) == 0:
		fmt.Fprintf(out, "no case in common with %s: nothing compared\n", oldName)
	case len(slow) == 0:
		fmt.Fprintf(out, "%d cases compared, none below %.2f\n", len(c.pairs), threshold)
	default:
		fmt.Fprintf(out, "%d of %d cases below %.2f: %s\n", len(slow), len(c.pairs), threshold, strings.Join(slow, ", "))
	}
	return nil
}

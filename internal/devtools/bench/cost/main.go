// Command cost measures what a ddblint run costs next to the no-op
// analyzer (internal/devtools/bench/noop: the same packages, dependencies from
// export data) in the same run, and prints a Markdown table for
// docs/engine.md#cost. For each target it measures three runs:
//
//   - cold: an empty ddblint cache, the Go build cache warm;
//   - warm: nothing changed since;
//   - edit: one file of a leaf package of the module edited.
//
// CPU (user + system) and peak RSS are those of the child process and
// every process it waited for (go list, the compiler), from wait4's
// rusage, as /usr/bin/time -v reports them; with -n, the two tools take
// turns and the median of each is printed. The targets are copied to a
// temporary directory (the edit must not touch the repository) with the
// repository's go.mod, so they resolve the same dependencies. -dir adds
// the module of another checkout (a real service), copied without its
// .git with its own go.mod, named by its module path and commit:
//
//	go run ./internal/devtools/bench/cost                    # examples, repo, gen500
//	go run ./internal/devtools/bench/cost -targets examples -n 3
//	go run ./internal/devtools/bench/cost -targets= -dir ../some-service
//
// The numbers are read by people, not tests: there are no thresholds.
package main

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

var (
	targetsFlag = flag.String("targets", "examples,repo,gen500", "comma-separated targets: examples, repo, gen500")
	nFlag       = flag.Int("n", 1, "runs of each measurement; the median is printed")
	genFlag     = flag.Int("gen", 500, "packages of the generated module (target gen500)")
	keepFlag    = flag.Bool("keep", false, "keep the temporary directory")
	dirFlag     = flag.String("dir", "", "also measure the module of this checkout (copied to the temporary directory, its own go.mod kept)")
)

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "cost:", err)
		os.Exit(1)
	}
}

// usage is what one run of a tool cost.
type usage struct {
	cpu, wall time.Duration
	rssKB     int64
}

// target is a module to measure: pattern run in dir, leaf the file the
// edit scenario changes.
type target struct {
	name, dir, pattern, leaf string
	packages                 int
}

func run() error {
	root, err := repoRoot()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "ddblint-cost-")
	if err != nil {
		return fmt.Errorf("temporary directory: %w", err)
	}
	if *keepFlag {
		fmt.Fprintln(os.Stderr, "keeping", tmp)
	} else {
		// Best effort: a leftover directory under the system's temporary
		// directory changes no measurement.
		defer func() { _ = os.RemoveAll(tmp) }()
	}
	bin := filepath.Join(tmp, "bin")
	tools := map[string]string{}
	for _, t := range []struct{ name, pkg string }{{"noop", "./internal/devtools/bench/noop"}, {"ddblint", "./cmd/ddblint"}} {
		out := filepath.Join(bin, t.name)
		cmd := exec.Command("go", "build", "-o", out, t.pkg)
		cmd.Dir = root
		if b, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go build %s: %w\n%s", t.pkg, err, b)
		}
		tools[t.name] = out
	}

	names := strings.Split(*targetsFlag, ",")
	if *dirFlag != "" {
		names = append(names, "dir")
	}
	var targets []target
	for _, name := range names {
		dir := filepath.Join(tmp, name)
		var t target
		switch name {
		case "":
			continue
		case "dir":
			t, err = checkout(*dirFlag, dir)
		case "examples":
			err = copyTree(root, dir, func(rel string) bool {
				return rel == "go.mod" || rel == "go.sum" || strings.HasPrefix(rel, "examples/")
			})
			t = target{name: "examples/", dir: dir, pattern: "./examples/..."}
		case "repo":
			err = copyTree(root, dir, func(rel string) bool { return !strings.HasPrefix(rel, ".git/") })
			t = target{name: "this repository", dir: dir, pattern: "./..."}
		case "gen500":
			err = generate(root, dir, *genFlag)
			t = target{name: "generated module", dir: dir, pattern: "./..."}
		default:
			err = fmt.Errorf("unknown target %q", name)
		}
		if err != nil {
			return err
		}
		if t.leaf, t.packages, err = leafFile(t.dir, t.pattern); err != nil {
			return err
		}
		targets = append(targets, t)
	}

	fmt.Println("| target | run | CPU noop | CPU ddblint | CPU × | wall noop | wall ddblint | peak RSS noop | peak RSS ddblint | RSS × |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|")
	for _, t := range targets {
		cache := filepath.Join(tmp, "cache-"+filepath.Base(t.dir))
		// Warm the Go build cache (export data) for both tools.
		for _, tool := range []string{"noop", "ddblint"} {
			if _, err := measure(tools[tool], t, cache); err != nil {
				return err
			}
		}
		edits := 0
		for _, scenario := range []string{"cold", "warm", "edit"} {
			// The tools take turns, so that other work on the machine
			// weighs on both alike.
			var runs [2][]usage
			for range *nFlag {
				for i, tool := range []string{"noop", "ddblint"} {
					switch scenario {
					case "cold":
						if err := os.RemoveAll(cache); err != nil {
							return fmt.Errorf("emptying the cache for a cold run: %w", err)
						}
					case "edit":
						edits++
						if err := edit(t.leaf, edits); err != nil {
							return err
						}
					}
					u, err := measure(tools[tool], t, cache)
					if err != nil {
						return err
					}
					runs[i] = append(runs[i], u)
				}
			}
			res := [2]usage{median(runs[0]), median(runs[1])}
			fmt.Printf("| %s (%d packages) | %s | %.2f s | %.2f s | %.1f | %.2f s | %.2f s | %d MiB | %d MiB | %.1f |\n",
				t.name, t.packages, scenario,
				res[0].cpu.Seconds(), res[1].cpu.Seconds(), ratio(res[1].cpu.Seconds(), res[0].cpu.Seconds()),
				res[0].wall.Seconds(), res[1].wall.Seconds(),
				res[0].rssKB/1024, res[1].rssKB/1024, ratio(float64(res[1].rssKB), float64(res[0].rssKB)))
		}
	}
	return nil
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func median(us []usage) usage {
	slices.SortFunc(us, func(a, b usage) int { return cmp.Compare(a.cpu, b.cpu) })
	return us[len(us)/2]
}

// measure runs tool on the target with the ddblint cache in cache.
func measure(tool string, t target, cache string) (usage, error) {
	cmd := exec.Command(tool, t.pattern)
	cmd.Dir = t.dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "DDBLINT_CACHE="+cache)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	// Exit code 3 is "findings"; 1 is an error.
	if err != nil && (cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3) {
		return usage{}, fmt.Errorf("%s %s in %s: %w\n%s", filepath.Base(tool), t.pattern, t.dir, err, out.Bytes())
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return usage{}, fmt.Errorf("no rusage on this system")
	}
	return usage{
		cpu:   cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(),
		wall:  wall,
		rssKB: ru.Maxrss,
	}, nil
}

// leafFile returns a non-test Go file of a package of the target's module
// that imports no other package of it — of those, the one that most module
// packages import, so that the edit costs what editing a shared helper
// does — and the number of module packages.
func leafFile(dir, pattern string) (string, int, error) {
	cmd := exec.Command("go", "list", "-e", "-deps", "-f",
		"{{if .Module}}{{if .Module.Main}}{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}\t{{join .Imports \" \"}}{{end}}{{end}}", pattern)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, err := cmd.Output()
	if err != nil {
		return "", 0, fmt.Errorf("go list in %s: %w", dir, err)
	}
	type pkg struct {
		dir, file string
		imports   []string
	}
	var pkgs []string
	byPath := map[string]pkg{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 || f[2] == "" {
			continue
		}
		pkgs = append(pkgs, f[0])
		byPath[f[0]] = pkg{dir: f[1], file: strings.Fields(f[2])[0], imports: strings.Fields(f[3])}
	}
	importers := map[string]int{}
	for _, p := range byPath {
		for _, imp := range p.imports {
			if _, ok := byPath[imp]; ok {
				importers[imp]++
			}
		}
	}
	leaf, best := "", -1
	for _, path := range pkgs { // in -deps order: stable
		p := byPath[path]
		if slices.ContainsFunc(p.imports, func(imp string) bool { _, ok := byPath[imp]; return ok }) {
			continue
		}
		if importers[path] > best {
			leaf, best = filepath.Join(p.dir, p.file), importers[path]
		}
	}
	if leaf == "" {
		return "", 0, fmt.Errorf("no module package in %s %s", dir, pattern)
	}
	return leaf, len(pkgs), nil
}

// edit appends a new function to file, different each time.
func edit(file string, n int) error {
	f, err := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("editing: %w", err)
	}
	_, err = fmt.Fprintf(f, "\nfunc costBenchEdit%d() string { return %q }\n", n, fmt.Sprint(n))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// copyTree copies the files of src for which keep(path relative to src,
// with slashes) holds into dst.
func copyTree(src, dst string, keep func(rel string) bool) error {
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return fmt.Errorf("copying %s: %w", path, err)
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		if !keep(rel) || !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("copying: %w", err)
		}
		out := filepath.Join(dst, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(out), 0o777); err != nil {
			return fmt.Errorf("copying: %w", err)
		}
		if err := os.WriteFile(out, data, 0o666); err != nil {
			return fmt.Errorf("copying: %w", err)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("copying %s to %s: %w", src, dst, err)
	}
	return nil
}

// checkout copies the module of a checkout at src to dst, without its
// version control and JavaScript dependencies, and names it by module path
// and commit.
func checkout(src, dst string) (target, error) {
	mod, err := os.ReadFile(filepath.Join(src, "go.mod"))
	if err != nil {
		return target{}, fmt.Errorf("-dir: %w", err)
	}
	first, _, _ := strings.Cut(string(mod), "\n")
	name := strings.TrimSpace(strings.TrimPrefix(first, "module"))
	if out, err := exec.Command("git", "-C", src, "rev-parse", "--short", "HEAD").Output(); err == nil {
		name += " @ " + strings.TrimSpace(string(out))
	}
	err = copyTree(src, dst, func(rel string) bool {
		return !strings.HasPrefix(rel, ".git/") && !strings.Contains("/"+rel, "/node_modules/")
	})
	return target{name: "`" + name + "`", dir: dst, pattern: "./..."}, err
}

// generate writes a module of n small packages with DynamoDB code: each
// package declares a key helper (a fact) and writes an item whose
// partition key comes from the helper of the package it imports (p/2, a
// tree of depth log2 n) and whose sort key glues a number without padding
// or separator (findings in every package).
func generate(root, dir string, n int) error {
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return fmt.Errorf("generating the module: %w", err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return fmt.Errorf("generating the module: %w", err)
	}
	_, rest, _ := strings.Cut(string(mod), "\n")
	files := map[string]string{
		"go.mod": "module example.com/gen\n" + rest,
		"go.sum": string(sum),
	}
	for i := range n {
		var b strings.Builder
		fmt.Fprintf(&b, "// Package p%03d is generated by internal/devtools/bench/cost.\npackage p%03d\n\n", i, i)
		b.WriteString("import (\n\t\"context\"\n\t\"strconv\"\n\n")
		b.WriteString("\t\"github.com/aws/aws-sdk-go-v2/aws\"\n\t\"github.com/aws/aws-sdk-go-v2/service/dynamodb\"\n\t\"github.com/aws/aws-sdk-go-v2/service/dynamodb/types\"\n")
		pk := fmt.Sprintf("%q + id", fmt.Sprintf("E%03d#", i))
		if i > 0 {
			fmt.Fprintf(&b, "\n\tparent \"example.com/gen/p%03d\"\n", i/2)
			pk = fmt.Sprintf("parent.Key%03d(id)", i/2)
		}
		b.WriteString(")\n\n")
		fmt.Fprintf(&b, "// Key%03d builds the partition key of entity %d.\nfunc Key%03d(id string) string { return \"E%03d#\" + id }\n\n", i, i, i, i)
		fmt.Fprintf(&b, `// Put%03d writes an item.
func Put%03d(ctx context.Context, c *dynamodb.Client, id string, n int) error {
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("t%03d"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: %s},
			"SK": &types.AttributeValueMemberS{Value: "N" + strconv.Itoa(n)},
		},
	})
	return err
}
`, i, i, i, pk)
		files[fmt.Sprintf("p%03d/p%03d.go", i, i)] = b.String()
	}
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			return fmt.Errorf("generating the module: %w", err)
		}
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			return fmt.Errorf("generating the module: %w", err)
		}
	}
	return nil
}

// repoRoot is the directory of the go.mod of the current directory.
func repoRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("run from the ddblint module")
	}
	return filepath.Dir(gomod), nil
}

package driver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ddblint/ddblint/analyzers/config"
)

// listPackage is the part of `go list -json` output the driver reads.
type listPackage struct {
	ImportPath      string
	Name            string
	Dir             string
	Standard        bool
	DepOnly         bool
	ForTest         string
	Export          string // second listing only
	GoFiles         []string
	CgoFiles        []string
	CompiledGoFiles []string // second listing only
	IgnoredGoFiles  []string
	CFiles          []string
	CXXFiles        []string
	SFiles          []string
	Imports         []string
	ImportMap       map[string]string
	Module          *listModule
	Error           *listError
	DepsErrors      []*listError
}

type listModule struct {
	Path      string
	Version   string
	Main      bool
	Dir       string
	GoVersion string
	Replace   *listModule
	Error     *struct{ Err string }
}

type listError struct {
	Pos string
	Err string
}

func (e *listError) String() string {
	if e.Pos == "" {
		return e.Err
	}
	return e.Pos + ": " + e.Err
}

// listFields are the fields asked of go list: fewer fields, less work.
const listFields = "ImportPath,Name,Dir,Standard,DepOnly,ForTest,GoFiles,CgoFiles," +
	"IgnoredGoFiles,CFiles,CXXFiles,SFiles,Imports,ImportMap,Module,Error,DepsErrors"

// exportFields are the fields of the second listing, with export data.
const exportFields = "ImportPath,Name,Export,CompiledGoFiles,Imports,ImportMap"

// goList runs go list on the patterns for the package graph: every
// dependency, in dependency order (a package after everything it imports).
// Without exportFields it compiles nothing: a run whose packages are all in
// the cache, or which matches no module package (ddblint std), needs no
// export data.
//
// With opts.TestsFromConfig, test files are listed where the config checks
// them: opts.Tests is the setting of the run's directory (analyze); when
// it is off but a package's own config turns tests on (a .ddblint.yml in
// its directory), the packages are listed again with their tests; and
// the test variants of packages whose config leaves tests out are
// dropped, so that their test files are never type-checked.
func goList(ctx context.Context, opts Options, fields string) ([]*listPackage, error) {
	pkgs, err := runList(ctx, opts, opts.Tests, opts.Patterns, fields)
	if err == nil && opts.TestsFromConfig {
		if !opts.Tests && slices.ContainsFunc(pkgs, func(p *listPackage) bool {
			return !p.DepOnly && p.inModule() && checksTests(p.Dir)
		}) {
			pkgs, err = runList(ctx, opts, true, opts.Patterns, fields)
		}
		// A variant belongs to the package whose tests need it ("q
		// [p.test]" is p's, in p's directory); the test mains are
		// skipped anyway (analyze).
		dirs := map[string]string{}
		for _, p := range pkgs {
			if p.ForTest == "" {
				dirs[p.ImportPath] = p.Dir
			}
		}
		checks := map[string]bool{}
		pkgs = slices.DeleteFunc(pkgs, func(p *listPackage) bool {
			if p.ForTest == "" {
				return false
			}
			dir, ok := dirs[p.ForTest]
			if !ok {
				dir = p.Dir
			}
			ok, seen := checks[dir]
			if !seen {
				ok = checksTests(dir)
				checks[dir] = ok
			}
			return !ok
		})
	}
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(opts.Patterns, " "))
	}
	return pkgs, err
}

// checksTests reports whether the config of a package in dir checks its
// test files. A config that does not load is read as no: the config pass
// reports its error when it analyses the package.
func checksTests(dir string) bool {
	cfg, err := config.ForDir(dir)
	return err == nil && cfg.IncludeTests
}

// runList runs go list -deps with the given fields (and, when they ask for
// it, export data and compiled files, as go vet does).
func runList(ctx context.Context, opts Options, tests bool, patterns []string, fields string) ([]*listPackage, error) {
	// The editor server's memo answers a listing without export data
	// whose inputs did not change (see listMemo).
	key := ""
	if opts.Exports != nil {
		plain, withExport := strings.CutSuffix(fields, ","+exportFields)
		key = listKey(opts, tests, patterns, plain)
		if key != "" && !withExport {
			if pkgs, ok := opts.Exports.lists.get(key, opts.Overlay); ok {
				opts.Exports.listReplays.Add(1)
				return pkgs, nil
			}
		}
	}
	start := time.Now()
	pkgs, err := goListCommand(ctx, opts, tests, patterns, fields)
	if err == nil && key != "" {
		// A first run's listing, with export data, also answers the next
		// run's listing without it: the same packages, less the export
		// data, unless cgo's output adds imports (-compiled lists them).
		plain, ok := withoutExport(pkgs)
		if ok {
			opts.Exports.lists.put(key, opts.Dir, listEnv(opts.Env), patterns, plain, opts.Overlay, start)
		}
	}
	return pkgs, err
}

// withoutExport returns pkgs as a listing without export data lists them.
// The two differ only in a package using cgo: -compiled also lists the
// imports cgo's output adds (runtime/cgo, syscall, unsafe), after the
// package's own, so those not in its files are dropped (false if its files
// cannot be read).
func withoutExport(pkgs []*listPackage) ([]*listPackage, bool) {
	out := make([]*listPackage, len(pkgs))
	for i, p := range pkgs {
		if p.Export == "" && p.CompiledGoFiles == nil {
			out[i] = p
			continue
		}
		c := *p
		c.Export, c.CompiledGoFiles = "", nil
		if len(p.CgoFiles) > 0 {
			own, ok := fileImports(p.Dir, p.GoFiles, p.CgoFiles)
			if !ok {
				return nil, false
			}
			c.Imports = slices.DeleteFunc(slices.Clone(p.Imports), func(path string) bool {
				return cgoImports[path] && !own[path]
			})
		}
		out[i] = &c
	}
	return out, true
}

// fileImports returns the import paths the files of dir name.
func fileImports(dir string, lists ...[]string) (map[string]bool, bool) {
	own := map[string]bool{}
	for _, list := range lists {
		for _, name := range list {
			f, err := parser.ParseFile(token.NewFileSet(), absFile(dir, name), nil, parser.ImportsOnly)
			if err != nil {
				return nil, false
			}
			for _, imp := range f.Imports {
				if path, err := strconv.Unquote(imp.Path.Value); err == nil {
					own[path] = true
				}
			}
		}
	}
	return own, true
}

// goListCommand runs the go command for runList.
func goListCommand(ctx context.Context, opts Options, tests bool, patterns []string, fields string) ([]*listPackage, error) {
	args := []string{"list", "-e", "-json=" + fields, "-deps"}
	if opts.Tags != "" {
		args = append(args, "-tags="+opts.Tags)
	}
	if opts.ModFile != "" {
		// The copy is ddblint's own: the go command may complete it
		// (and its go.sum), which -mod=readonly would refuse.
		args = append(args, "-modfile="+opts.ModFile, "-mod=mod")
	}
	if len(opts.Overlay) > 0 {
		file, cleanup, err := writeOverlay(opts.Overlay)
		if err != nil {
			return nil, err
		}
		defer cleanup()
		args = append(args, "-overlay="+file)
	}
	if strings.Contains(fields, "Export") {
		args = append(args, "-export", "-compiled")
	}
	if tests {
		args = append(args, "-test")
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = opts.Dir
	cmd.Env = listEnv(opts.Env)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("listing packages: %s", msg)
	}
	var pkgs []*listPackage
	dec := json.NewDecoder(&stdout)
	for {
		p := new(listPackage)
		if err := dec.Decode(p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("reading go list output: %w", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// isTestMain reports the generated main package of a test binary
// ("p.test"), which holds no user code.
func (p *listPackage) isTestMain() bool {
	return p.Name == "main" && p.ForTest == "" && strings.HasSuffix(p.ImportPath, ".test")
}

// inModule reports whether the package is the user's code, analysed from
// source: a package of a main module (the module, or a go.work module), of
// a module replaced by a local directory, or of no module at all (GOPATH
// mode, files named on the command line). Everything else — the standard
// library, modules from the module cache — is read from export data: it
// builds no user keys (analyzers/keys skips it under every driver).
func (p *listPackage) inModule() bool {
	if p.Standard {
		return false
	}
	m := p.Module
	switch {
	case m == nil:
		return true
	case m.Main:
		return true
	case m.Replace != nil && m.Replace.Version == "":
		return true // replaced by a directory
	}
	return false
}

// pkgPath is the package path of the package's types: the import path
// without the test variant's " [p.test]".
func (p *listPackage) pkgPath() string {
	path, _, _ := strings.Cut(p.ImportPath, " ")
	return path
}

// env returns the environment for go list: the process's if env is nil.
func listEnv(env []string) []string {
	if env == nil {
		return os.Environ()
	}
	return env
}

// writeOverlay writes the go command's -overlay file for overlay: the
// contents in temporary files, and the JSON that maps the real paths to
// them.
func writeOverlay(overlay map[string][]byte) (file string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "ddblint-overlay-")
	if err != nil {
		return "", nil, fmt.Errorf("writing the overlay: %w", err)
	}
	// Best effort: a leftover temporary directory harms no later run.
	cleanup = func() { _ = os.RemoveAll(dir) }
	replace := map[string]string{}
	i := 0
	for path, content := range overlay {
		i++
		tmp := filepath.Join(dir, fmt.Sprintf("%d%s", i, filepath.Ext(path)))
		if err := os.WriteFile(tmp, content, 0o666); err != nil {
			cleanup()
			return "", nil, fmt.Errorf("writing the overlay: %w", err)
		}
		replace[path] = tmp
	}
	data, err := json.Marshal(struct{ Replace map[string]string }{replace})
	if err == nil {
		file = filepath.Join(dir, "overlay.json")
		err = os.WriteFile(file, data, 0o666)
	}
	if err != nil {
		cleanup()
		return "", nil, fmt.Errorf("writing the overlay: %w", err)
	}
	return file, cleanup, nil
}

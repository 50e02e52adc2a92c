package driver

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
)

// A user's module is often listed whole only where it was written: a
// go.work that is not committed ties it to the other modules of its
// repository (github.com/acme/app imports github.com/acme/app/shared,
// which no proxy serves), or go.mod requires a module that is private or
// gone. The go command then lists nothing, or lists the packages that
// import such a module with errors, and every key in them is lost.
// gopls and staticcheck analyse what type-checks; ddblint goes one step
// further: it lists again with a temporary copy of go.mod (-modfile) that
// replaces each missing module that is a folder of the repository by that
// folder, as go.work would, and drops each other requirement that cannot
// be downloaded. The user's go.mod and go.sum are never written; packages
// that import a dropped module are analysed where their types are known
// (see welltyped.go).

// missingModule matches the go command's words for a module it could not
// download: "module github.com/acme/shared/dto: reading https://…: 403",
// "github.com/acme/x@v1.2.0: reading https://…", "…@v0.0.0-…: invalid
// version: unknown revision", and a package no required module provides.
var missingModule = []*regexp.Regexp{
	regexp.MustCompile(`module ([^\s:@]+): reading `),
	regexp.MustCompile(`([^\s:@'"]+)@[^\s:]+: (?:reading |invalid version|unknown revision)`),
	regexp.MustCompile(`no required module provides package ([^\s;:]+)`),
	regexp.MustCompile(`cannot find module providing package ([^\s;:]+)`),
}

// repairPlan is what a temporary go.mod changes.
type repairPlan struct {
	replace map[string]string // module path → folder of the repository
	drop    []string          // required modules that cannot be had
}

// missingPaths returns the module or package paths the go command could
// not download, from its error text and the listed packages' errors.
func missingPaths(listErr error, pkgs []*listPackage) []string {
	var texts []string
	if listErr != nil {
		texts = append(texts, listErr.Error())
	}
	for _, p := range pkgs {
		if p.Error != nil {
			texts = append(texts, p.Error.Err)
		}
		for _, e := range p.DepsErrors {
			texts = append(texts, e.Err)
		}
	}
	var out []string
	for _, t := range texts {
		for _, re := range missingModule {
			for _, m := range re.FindAllStringSubmatch(t, -1) {
				if !slices.Contains(out, m[1]) && module.CheckImportPath(m[1]) == nil {
					out = append(out, m[1])
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// planRepair decides, for the main module at gomod, how to list again:
// a missing path inside a module of the repository is replaced by its
// folder; a required module that is missing is dropped.
func planRepair(gomod string, f *modfile.File, missing []string) repairPlan {
	plan := repairPlan{replace: map[string]string{}}
	local := localModules(filepath.Dir(gomod))
	for _, path := range missing {
		if mod, dir := owningModule(local, path); dir != "" && mod != f.Module.Mod.Path {
			plan.replace[mod] = dir
			continue
		}
		for _, r := range f.Require {
			if r.Mod.Path == path && !slices.Contains(plan.drop, path) {
				plan.drop = append(plan.drop, path)
			}
		}
	}
	// A module the repository holds is never dropped: it is replaced.
	plan.drop = slices.DeleteFunc(plan.drop, func(p string) bool { _, ok := plan.replace[p]; return ok })
	return plan
}

// owningModule returns the local module whose path is path or a prefix
// of it (the longest), and its folder.
func owningModule(local map[string]string, path string) (mod, dir string) {
	for m, d := range local {
		if (path == m || strings.HasPrefix(path, m+"/")) && len(m) > len(mod) {
			mod, dir = m, d
		}
	}
	return mod, dir
}

// Bounds of the look for the repository's modules.
const (
	localDirs  = 2000
	localDepth = 6
)

// localModules lists the modules of the repository holding root (the
// folder of the nearest .git up to three levels above it, else root
// itself): module path → folder, from each go.mod's module line.
func localModules(root string) map[string]string {
	top := root
	for dir, i := root, 0; i <= 3; i++ {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			top = dir
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	out := map[string]string{}
	type folder struct {
		path  string
		depth int
	}
	queue := []folder{{top, 0}}
	seen := 0
	for len(queue) > 0 && seen < localDirs {
		cur := queue[0]
		queue = queue[1:]
		seen++
		ents, err := os.ReadDir(cur.path)
		if err != nil {
			continue
		}
		for _, e := range ents {
			name := e.Name()
			switch {
			case e.IsDir():
				if cur.depth < localDepth && !strings.HasPrefix(name, ".") && !strings.HasPrefix(name, "_") &&
					name != "vendor" && name != "node_modules" && name != "testdata" {
					queue = append(queue, folder{filepath.Join(cur.path, name), cur.depth + 1})
				}
			case name == "go.mod":
				data, err := os.ReadFile(filepath.Join(cur.path, name))
				if err != nil {
					continue
				}
				if p := modfile.ModulePath(data); p != "" {
					if _, dup := out[p]; !dup {
						out[p] = cur.path
					}
				}
			}
		}
	}
	return out
}

// repairModules writes the temporary go.mod (and a copy of go.sum) for a
// listing that lost packages to missing modules, and returns its path,
// what it changed for the user to read, and a cleanup. ok is false when
// there is nothing to repair: no main module, a workspace (go.work, where
// -modfile is refused), or no missing module the plan can mend.
func repairModules(ctx context.Context, opts Options, listErr error, pkgs []*listPackage) (path string, notes []string, cleanup func(), ok bool) {
	missing := missingPaths(listErr, pkgs)
	if len(missing) == 0 || opts.ModFile != "" {
		return "", nil, nil, false
	}
	vals := goEnvIn(ctx, opts.Dir, listEnv(opts.Env), "GOMOD", "GOWORK")
	if len(vals) != 2 {
		return "", nil, nil, false
	}
	gomod, work := vals[0], vals[1]
	if gomod == "" || gomod == os.DevNull || work != "" && work != "off" {
		return "", nil, nil, false
	}
	data, err := os.ReadFile(gomod)
	if err != nil {
		return "", nil, nil, false
	}
	f, err := modfile.Parse(gomod, data, nil)
	if err != nil || f.Module == nil {
		return "", nil, nil, false
	}
	plan := planRepair(gomod, f, missing)
	if len(plan.replace) == 0 && len(plan.drop) == 0 {
		return "", nil, nil, false
	}
	for _, p := range plan.drop {
		if err := f.DropRequire(p); err != nil {
			return "", nil, nil, false
		}
		notes = append(notes, fmt.Sprintf("go.mod requires %s, which could not be downloaded: analysing without it", p))
	}
	mods := make([]string, 0, len(plan.replace))
	for m := range plan.replace {
		mods = append(mods, m)
	}
	slices.Sort(mods)
	for _, m := range mods {
		// A replacement takes a module the user replaced already as
		// they did: only a module the go.mod does not replace is added.
		if slices.ContainsFunc(f.Replace, func(r *modfile.Replace) bool { return r.Old.Path == m }) {
			continue
		}
		if err := f.AddReplace(m, "", plan.replace[m], ""); err != nil {
			return "", nil, nil, false
		}
		// A replacement provides packages only to a requirement; the
		// version is the one go mod tidy gives a local module.
		if !slices.ContainsFunc(f.Require, func(r *modfile.Require) bool { return r.Mod.Path == m }) {
			f.AddNewRequire(m, "v0.0.0-00010101000000-000000000000", false)
		}
		rel, err := filepath.Rel(filepath.Dir(gomod), plan.replace[m])
		if err != nil {
			rel = plan.replace[m]
		}
		notes = append(notes, fmt.Sprintf("%s could not be downloaded; it is the module in %s of this repository, and is read from there, as a go.work would", m, rel))
	}
	f.Cleanup()
	out, err := f.Format()
	if err != nil {
		return "", nil, nil, false
	}
	dir, err := os.MkdirTemp("", "ddblint-gomod-")
	if err != nil {
		return "", nil, nil, false
	}
	// Best effort: a leftover temporary directory harms no later run.
	cleanup = func() { _ = os.RemoveAll(dir) }
	path = filepath.Join(dir, "go.mod")
	if err := os.WriteFile(path, out, 0o666); err != nil {
		cleanup()
		return "", nil, nil, false
	}
	// The go command reads and updates the go.sum beside -modfile.
	if sum, err := os.ReadFile(strings.TrimSuffix(gomod, ".mod") + ".sum"); err == nil {
		if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o666); err != nil {
			cleanup()
			return "", nil, nil, false
		}
	}
	return path, notes, cleanup, true
}

// goEnvIn runs go env with the names in dir, one call for all: the go
// command's own answers (which account for GOFLAGS, GOWORK and the
// directory), one a name. nil when it fails.
func goEnvIn(ctx context.Context, dir string, env []string, names ...string) []string {
	cmd := exec.CommandContext(ctx, "go", append([]string{"env"}, names...)...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

package driver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
)

// checkOutputs refuses output paths that would clobber something: a Go
// source file, go.mod and its kin, an input of the run (the baseline, the
// config and schema files, given as inputs once known), or the other
// output. A mistyped flag must fail rather than overwrite a file the user
// cannot get back.
func (r *runner) checkOutputs(inputs []string) error {
	type named struct{ flag, path string }
	var outs []named
	if r.SARIF != "" && r.SARIF != "-" {
		outs = append(outs, named{"sarif", r.SARIF})
	}
	if r.WriteBaseline != "" {
		outs = append(outs, named{"write-baseline", r.WriteBaseline})
	}
	var ins []named
	if r.Baseline != "" {
		ins = append(ins, named{"-baseline", r.Baseline})
	}
	for _, in := range inputs {
		ins = append(ins, named{"an input of this run", in})
	}
	for i, o := range outs {
		base := filepath.Base(o.path)
		switch {
		case strings.HasSuffix(base, ".go"):
			return fmt.Errorf("-%s %s: refusing to overwrite a Go source file", o.flag, o.path)
		case base == "go.mod" || base == "go.sum" || base == "go.work" || base == "go.work.sum":
			return fmt.Errorf("-%s %s: refusing to overwrite %s", o.flag, o.path, base)
		case base == ".ddblint.yml" || base == ".ddblint.yaml":
			return fmt.Errorf("-%s %s: refusing to overwrite a ddblint config file", o.flag, o.path)
		}
		if st, err := os.Stat(o.path); err == nil && st.IsDir() {
			return fmt.Errorf("-%s %s: is a directory", o.flag, o.path)
		}
		for _, in := range ins {
			if samePath(o.path, in.path) {
				if strings.HasPrefix(in.flag, "-") {
					return fmt.Errorf("-%s %s: the same file as %s: refusing to overwrite an input", o.flag, o.path, in.flag)
				}
				return fmt.Errorf("-%s %s: refusing to overwrite %s", o.flag, o.path, in.flag)
			}
		}
		for _, other := range outs[:i] {
			if samePath(o.path, other.path) {
				return fmt.Errorf("-%s and -%s name the same file %s", other.flag, o.flag, o.path)
			}
		}
	}
	return nil
}

// samePath reports whether a and b name the same file, through symbolic
// links and different spellings.
func samePath(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	if err1 == nil && err2 == nil && aa == bb {
		return true
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// writeFileAtomic writes data to path through a temporary file in the same
// directory, renamed over path, so an interrupted run leaves the old file
// or the new one, never half of one. An existing file keeps its mode.
func writeFileAtomic(path string, data []byte) (err error) {
	mode := os.FileMode(0o644) // CreateTemp's 0600 would hide a baseline from a team
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("creating a temporary file: %w", err)
	}
	defer func() {
		if err != nil {
			_ = os.Remove(f.Name()) // best effort: the error says what failed
		}
	}()
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return fmt.Errorf("writing a temporary file: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing a temporary file: %w", err)
	}
	if err := os.Chmod(f.Name(), mode); err != nil {
		return fmt.Errorf("setting the mode: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("replacing the file: %w", err)
	}
	return nil
}

// modInfo is the module a directory belongs to.
type modInfo struct {
	dir  string // root: the directory of go.mod; "" if none
	path string // module path
}

// modCache finds the module of directories, by their go.mod files.
type modCache map[string]modInfo

func (c *modCache) of(dir string) modInfo {
	if *c == nil {
		*c = modCache{}
	}
	if m, ok := (*c)[dir]; ok {
		return m
	}
	var m modInfo
	if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
		m = modInfo{dir: dir, path: modfile.ModulePath(data)}
	} else if parent := filepath.Dir(dir); parent != dir && !errors.Is(err, os.ErrPermission) {
		m = c.of(parent)
	}
	(*c)[dir] = m
	return m
}

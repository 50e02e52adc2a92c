package driver

import (
	"errors"
	"fmt"
	"io/fs"
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
	if r.workbench != "" && r.workbench != "-" {
		outs = append(outs, named{"map-workbench", r.workbench})
	}
	var ins []named
	if r.Baseline != "" {
		ins = append(ins, named{"-baseline", r.Baseline})
	}
	for _, in := range inputs {
		ins = append(ins, named{"an input of this run", in})
	}
	for i, o := range outs {
		if why := protectedName(o.path); why != "" {
			return fmt.Errorf("-%s %s: refusing to overwrite %s", o.flag, o.path, why)
		}
		// An output written through a symbolic link writes the link's
		// target (writeOutput): judge that file too.
		if target, err := filepath.EvalSymlinks(o.path); err == nil {
			if why := protectedName(target); why != "" {
				return fmt.Errorf("-%s %s: a symbolic link to %s: refusing to overwrite %s", o.flag, o.path, target, why)
			}
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

// protectedName says what the file at path is if its name marks it as
// one an output must never replace (a Go file, go.mod and its kin, a
// ddblint config file), or "".
func protectedName(path string) string {
	base := filepath.Base(path)
	switch {
	case strings.HasSuffix(base, ".go"):
		return "a Go source file"
	case base == "go.mod" || base == "go.sum" || base == "go.work" || base == "go.work.sum":
		return base
	case base == ".ddblint.yml" || base == ".ddblint.yaml":
		return "a ddblint config file"
	}
	return ""
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

// writeOutput writes an output file of the run (-sarif, -write-baseline)
// without ever replacing what the path names with something else: a new
// path or a regular file is written atomically (writeFileAtomic); through
// a symbolic link, the file the link points to is written and the link is
// kept; a device, pipe or socket (/dev/null, /dev/stderr, a process
// substitution) is written directly, as a shell redirection would. A
// dangling link, a read-only file and a directory are refused.
func writeOutput(path string, data []byte) error {
	st, err := os.Stat(path) // follows links, /proc's magic ones included
	if errors.Is(err, fs.ErrNotExist) {
		if lst, lerr := os.Lstat(path); lerr == nil && lst.Mode()&os.ModeSymlink != 0 {
			return fmt.Errorf("%s is a symbolic link to a missing file: refusing to replace the link", path)
		}
		return writeFileAtomic(path, data)
	}
	if err != nil {
		return fmt.Errorf("checking the output: %w", err)
	}
	switch {
	case st.IsDir():
		return fmt.Errorf("%s is a directory", path)
	case !st.Mode().IsRegular():
		return writeDirect(path, data)
	}
	target := path
	if lst, err := os.Lstat(path); err == nil && lst.Mode()&os.ModeSymlink != 0 {
		resolved, err := filepath.EvalSymlinks(path)
		if err != nil || strings.HasPrefix(resolved, "/proc/") {
			// A descriptor's link (/dev/stdout redirected to a file):
			// the file is open in the shell, so write through it.
			return writeDirect(path, data)
		}
		target = resolved
	}
	if err := checkWritable(target); err != nil {
		return err
	}
	return writeFileAtomic(target, data)
}

// writeDirect writes data to an existing file that is not a regular one.
func writeDirect(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("opening the output: %w", err)
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close() // the write error is the one to report
		return fmt.Errorf("writing the output: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing the output: %w", err)
	}
	return nil
}

// checkWritable refuses a file whose mode lets no one write it, as gofmt
// -w and editors do (root, as in CI containers, could write it anyway),
// and one this process may not open for writing.
func checkWritable(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("checking permissions: %w", err)
	}
	if st.Mode().Perm()&0o222 == 0 {
		return fmt.Errorf("the file is read-only (mode %v)", st.Mode().Perm())
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("the file is not writable: %w", err)
	}
	_ = f.Close() // opened only to ask: nothing was written
	return nil
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

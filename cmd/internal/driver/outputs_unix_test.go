//go:build unix

package driver_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/cmd/internal/sarif/schematest"
)

// TestOutputsKeepWhatThePathIs: an output never replaces what its path
// names with a regular file. A pipe or device is written directly, a
// symbolic link's target is written and the link kept, a link to a Go
// file or to nothing and a read-only file are refused (issue 23, item 2).
func TestOutputsKeepWhatThePathIs(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", gluedUser))
	out := t.TempDir()

	t.Run("pipe", func(t *testing.T) {
		fifo := filepath.Join(out, "pipe")
		if err := syscall.Mkfifo(fifo, 0o666); err != nil {
			t.Skipf("no named pipes here: %v", err)
		}
		got := make(chan []byte)
		go func() {
			f, err := os.Open(fifo) // blocks until the writer opens it
			if err != nil {
				got <- nil
				return
			}
			data, _ := io.ReadAll(f)
			_ = f.Close()
			got <- data
		}()
		if r := p.run(func(o *driver.Options) { o.SARIF = fifo }); r.code != driver.ExitFindings {
			t.Errorf("want exit code 3, got %s", r)
		}
		// Not a timing assertion: a pipe replaced by a file never gets a
		// writer, and its reader would block the test forever.
		select {
		case data := <-got:
			if schematest.Validate(data) != nil {
				t.Errorf("the pipe did not receive a valid SARIF log: %q", data)
			}
		case <-time.After(time.Minute):
			t.Errorf("the pipe never received the log")
		}
		if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("the pipe was replaced: %v %v", fi.Mode(), err)
		}
	})

	t.Run("full device", func(t *testing.T) {
		fi, err := os.Stat("/dev/full")
		if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Skip("no /dev/full here")
		}
		r := p.run(func(o *driver.Options) { o.SARIF = "/dev/full" })
		if r.code != driver.ExitErrors || !strings.Contains(r.stderr, "writing SARIF") {
			t.Errorf("a full device: want exit code 1 and the write error, got %s", r)
		}
		if fi, err := os.Stat("/dev/full"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("/dev/full was replaced: %v %v", fi.Mode(), err)
		}
	})

	t.Run("stdout by name", func(t *testing.T) {
		r := p.run(func(o *driver.Options) { o.SARIF = "/dev/stdout" })
		if r.code != driver.ExitFindings || schematest.Validate([]byte(r.stdout)) != nil {
			t.Errorf("-sarif /dev/stdout: want the log on standard output, got %s", r)
		}
		if !strings.Contains(r.stderr, "(keydelimiter)") {
			t.Errorf("-sarif /dev/stdout: want the text findings on standard error, as with -, got %s", r)
		}
	})

	t.Run("link to a file", func(t *testing.T) {
		target := filepath.Join(out, "real", "ddblint.sarif")
		if err := os.MkdirAll(filepath.Dir(target), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(out, "link.sarif")
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
		if r := p.run(func(o *driver.Options) { o.SARIF = link }); r.code != driver.ExitFindings {
			t.Errorf("want exit code 3, got %s", r)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("the link was replaced: %v", err)
		}
		if data, err := os.ReadFile(target); err != nil || schematest.Validate(data) != nil {
			t.Errorf("the link's target did not receive the log: %v", err)
		}
	})

	for _, tc := range []struct {
		name  string
		setup func(t *testing.T) (path, keep string)
		code  int
		want  string
	}{
		{"link to a Go file", func(t *testing.T) (string, string) {
			link := filepath.Join(out, "to-source.sarif")
			if err := os.Symlink(filepath.Join(p.dir, "shop.go"), link); err != nil {
				t.Fatal(err)
			}
			return link, filepath.Join(p.dir, "shop.go")
		}, driver.ExitUsage, "refusing to overwrite a Go source file"},
		{"dangling link", func(t *testing.T) (string, string) {
			link := filepath.Join(out, "dangling.sarif")
			if err := os.Symlink(filepath.Join(out, "missing", "x.sarif"), link); err != nil {
				t.Fatal(err)
			}
			return link, ""
		}, driver.ExitErrors, "symbolic link to a missing file"},
		{"read-only file", func(t *testing.T) (string, string) {
			file := filepath.Join(out, "ro.sarif")
			if err := os.WriteFile(file, []byte("keep"), 0o444); err != nil {
				t.Fatal(err)
			}
			return file, file
		}, driver.ExitErrors, "read-only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path, keep := tc.setup(t)
			var before []byte
			if keep != "" {
				before, _ = os.ReadFile(keep)
			}
			lbefore, _ := os.Lstat(path)
			r := p.run(func(o *driver.Options) { o.SARIF = path })
			if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("want exit code %d and %q, got %s", tc.code, tc.want, r)
			}
			if lafter, err := os.Lstat(path); err != nil || lafter.Mode() != lbefore.Mode() {
				t.Errorf("%s was replaced", path)
			}
			if keep != "" {
				if after, _ := os.ReadFile(keep); string(after) != string(before) {
					t.Errorf("%s was changed", keep)
				}
			}
		})
	}

	// The baseline goes through the same writer.
	ro := filepath.Join(out, "ro-baseline.json")
	if err := os.WriteFile(ro, []byte("keep"), 0o444); err != nil {
		t.Fatal(err)
	}
	if r := p.run(func(o *driver.Options) { o.WriteBaseline = ro }); r.code != driver.ExitErrors || !strings.Contains(r.stderr, "read-only") {
		t.Errorf("-write-baseline over a read-only file: want exit code 1 and why, got %s", r)
	}
	if data, _ := os.ReadFile(ro); string(data) != "keep" {
		t.Errorf("the read-only baseline was written")
	}
}

// TestFixReadOnly: -fix leaves a read-only file as it is, says why, and
// the finding stays (exit code 3), as gofmt -w refuses it (issue 23,
// item 3). Root could write the file; the mode is what decides.
func TestFixReadOnly(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	src := source("", gluedUser)
	p.write(src)
	shop := filepath.Join(p.dir, "shop.go")
	if err := os.Chmod(shop, 0o444); err != nil {
		t.Fatal(err)
	}
	r := p.run(func(o *driver.Options) { o.Fix = true })
	if r.code != driver.ExitFindings || len(findingLines(r.stdout)) != 1 || !strings.Contains(r.stderr, "not fixing shop.go: the file is read-only") {
		t.Errorf("-fix on a read-only file: want exit code 3, the finding and why, got %s", r)
	}
	if data, _ := os.ReadFile(shop); string(data) != src {
		t.Errorf("the read-only file was rewritten")
	}
	if fi, err := os.Stat(shop); err != nil || fi.Mode().Perm() != 0o444 {
		t.Errorf("the file's mode changed: %v", fi.Mode())
	}
}

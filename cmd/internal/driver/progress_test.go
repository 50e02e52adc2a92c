package driver_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/driver"
)

// fakeClock advances by a second each time it is read: the summary's time
// comes from it, not from the machine.
func fakeClock() func() time.Time {
	t := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

// TestProgress drives the progress line with a fake terminal flag and no
// delay: loading, then analysing n/N, redrawn on one line with \r and
// cleared before the findings, then one summary line — all on standard
// error, with standard output the same as without it.
func TestProgress(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", gluedUser))
	plain := p.run(nil)

	// Another cache: the package is analysed again, not read back.
	p2 := newPkg(t)
	p2.write(source("", gluedUser))
	r := p2.run(func(o *driver.Options) { driver.WithProgress(o, true, 0, fakeClock()) })
	if r.code != plain.code || r.stdout != plain.stdout {
		t.Errorf("progress changed the exit code or standard output:\nwithout: %s\nwith: %s", plain, r)
	}
	for _, re := range []string{
		`^\rddblint: loading packages…`,
		`\rddblint: analysing 0/\d+ packages?\r`,
		`\r +\r` + `ddblint: 1 finding in 1 package \(\d[\d.]*m?s\)\n$`, // cleared, then the summary
	} {
		if !regexp.MustCompile(re).MatchString(r.stderr) {
			t.Errorf("stderr does not match %q:\n%q", re, r.stderr)
		}
	}
	if m := regexp.MustCompile(`analysing 0/(\d+) `).FindStringSubmatch(r.stderr); m == nil ||
		!strings.Contains(r.stderr, "analysing "+m[1]+"/"+m[1]+" ") {
		t.Errorf("want the count to reach the total, got:\n%q", r.stderr)
	}
	if strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("want the progress on one line and one summary line, got:\n%q", r.stderr)
	}

	// Before the delay: nothing but the summary.
	p3 := newPkg(t)
	p3.write(source("", gluedUser))
	r = p3.run(func(o *driver.Options) { driver.WithProgress(o, true, time.Hour, fakeClock()) })
	if !regexp.MustCompile(`^ddblint: 1 finding in 1 package \(\S+\)\n$`).MatchString(r.stderr) {
		t.Errorf("a run shorter than the delay: want only the summary on stderr, got:\n%q", r.stderr)
	}

	// Not a terminal, or -json: nothing changes.
	for _, tc := range []struct {
		name     string
		terminal bool
		json     bool
	}{{"not a terminal", false, false}, {"-json", true, true}} {
		p := newPkg(t)
		p.write(source("", gluedUser))
		want := p.run(func(o *driver.Options) { o.JSON = tc.json })
		got := p.run(func(o *driver.Options) {
			o.JSON = tc.json
			driver.WithProgress(o, tc.terminal, 0, fakeClock())
		})
		if got.stderr != want.stderr || got.stdout != want.stdout || got.code != want.code {
			t.Errorf("%s: want the output unchanged\nwithout: %s\nwith: %s", tc.name, want, got)
		}
	}
}

// TestIsTerminal: a buffer, a file and /dev/null are not terminals (a
// character device is not enough: output thrown away shows no progress).
func TestIsTerminal(t *testing.T) {
	t.Parallel()
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Close() }) // nothing was written through it
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = null.Close() })
	for _, w := range []io.Writer{&bytes.Buffer{}, f, null} {
		if driver.IsTerminal(w) {
			t.Errorf("%T %v taken for a terminal", w, w)
		}
	}
}

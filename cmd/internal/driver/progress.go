package driver

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/term"
)

// Progress is what Options.Progress is told as a run goes.
type Progress struct {
	Phase Phase
	// Done and Total count the packages analysed from source so far and
	// to analyse in this run (PhaseAnalysing); packages read from the
	// cache are not counted.
	Done, Total int
	// Findings and Packages are the findings reported and the packages
	// checked (PhaseSummary).
	Findings, Packages int
}

// Phase is a step of a run, in the order they come.
type Phase int

const (
	PhaseLoading   Phase = iota // listing and loading the packages
	PhaseAnalysing              // analysing them: Done of Total
	PhaseAnalysed               // the analysis is over: the outputs come next
	PhaseSummary                // the run is over: Findings, Packages
)

// progressDelay is how long a run stays silent before it shows progress:
// a quick run prints nothing but its summary.
const progressDelay = time.Second

// isTerminal reports whether w is a terminal. golang.org/x/term is already
// in the module graph (hcl requires it), and it asks the terminal driver
// (isatty), where os.ModeCharDevice would also take /dev/null, and any other
// character device, for a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// withProgress shows the run's progress on standard error when it is a
// terminal (terminal) and the output is text: after delay, one line
// redrawn with \r ("loading packages", then "analysing n/N packages"),
// cleared before the outputs, and one summary line at the end. Standard
// output is untouched, so it stays machine-readable; with -json, or
// when standard error is not a terminal, nothing changes. now is the
// clock of the summary's time.
func withProgress(opts *Options, terminal bool, delay time.Duration, now func() time.Time) {
	if !terminal || opts.JSON || opts.Progress != nil || opts.Stderr == nil {
		return
	}
	pl := &progressLine{w: opts.Stderr, name: opts.Analyzer.Name, now: now, start: now()}
	if delay <= 0 {
		pl.shown = true
	} else {
		pl.timer = time.AfterFunc(delay, pl.show)
	}
	opts.Progress = pl.report
	opts.Stderr = pl // a warning during the run clears the line first
}

// progressLine draws the progress on one terminal line.
type progressLine struct {
	w     io.Writer
	name  string
	now   func() time.Time
	start time.Time
	timer *time.Timer

	mu    sync.Mutex
	shown bool   // the delay has passed: draw
	over  bool   // the analysis is over: draw no more
	text  string // the current line
	drawn int    // the width of the line on the screen (0: none)
}

func (p *progressLine) show() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.shown = true
	p.draw()
}

// draw redraws the line; p.mu is held.
func (p *progressLine) draw() {
	if !p.shown || p.over || p.text == "" {
		return
	}
	width := utf8.RuneCountInString(p.text)
	pad := max(p.drawn-width, 0)
	fmt.Fprintf(p.w, "\r%s%s", p.text, strings.Repeat(" ", pad))
	if pad > 0 {
		fmt.Fprintf(p.w, "\r%s", p.text)
	}
	p.drawn = width
}

// clear erases the line; p.mu is held.
func (p *progressLine) clear() {
	if p.drawn > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.drawn))
		p.drawn = 0
	}
}

func (p *progressLine) report(ev Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch ev.Phase {
	case PhaseLoading:
		p.text = p.name + ": loading packages…"
	case PhaseAnalysing:
		p.text = fmt.Sprintf("%s: analysing %d/%d %s", p.name, ev.Done, ev.Total, plural(ev.Total, "package"))
	case PhaseAnalysed, PhaseSummary:
		if p.timer != nil {
			p.timer.Stop()
		}
		p.clear()
		p.over = true
		if ev.Phase == PhaseSummary {
			elapsed := p.now().Sub(p.start)
			if elapsed >= time.Second {
				elapsed = elapsed.Round(100 * time.Millisecond)
			} else {
				elapsed = elapsed.Round(time.Millisecond)
			}
			fmt.Fprintf(p.w, "%s: %d %s in %d %s (%s)\n", p.name,
				ev.Findings, plural(ev.Findings, "finding"), ev.Packages, plural(ev.Packages, "package"), elapsed)
		}
		return
	}
	p.draw()
}

// Write writes to the terminal below the progress line: it clears the
// line, writes, and draws it again.
func (p *progressLine) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
	n, err := p.w.Write(b)
	p.draw()
	if err != nil {
		return n, fmt.Errorf("writing below the progress line: %w", err)
	}
	return n, nil
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// Command ddblint-lsp is ddblint's language server: editors run it next to
// gopls (which cannot load third-party analyzers, golang/go#59869) to show
// ddblint's findings as you open and save Go files, with quick fixes.
//
// Usage:
//
//	ddblint-lsp [flags]
//
// It speaks the Language Server Protocol on stdin and stdout. The flags are
// ddblint's config options (see ddblint -help; a .ddblint.yml next to
// go.mod is read as by the command) and:
//
//	-logfile file   append the server's log to file instead of stderr
//	-onchange       also analyse while typing, not only on open and save
//	-debounce d     quiet period before the analysis of an opened or changed file (default 300ms; a save waits 30ms)
//	-test=false     do not analyse test files
//
// See docs/editors.md for Neovim, Helix, Zed and VS Code.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/cmd/internal/lsp"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func main() { os.Exit(run(os.Args[1:])) }

func run(args []string) int {
	fs := flag.NewFlagSet("ddblint-lsp", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: ddblint-lsp [flags]\n\nddblint-lsp is ddblint's language server; it speaks LSP on stdin and stdout.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	config.ShareFlags(fs)
	logfile := fs.String("logfile", "", "append the server's log to `file` instead of writing it to stderr")
	onChange := fs.Bool("onchange", false, "also analyse a package while its files are edited, not only on open and save")
	debounce := fs.Duration("debounce", 300*time.Millisecond, "quiet `period` before the analysis of an opened or changed file (a save waits 30ms)")
	tests := fs.Bool("test", true, "also analyse test files")
	// vscode-languageclient appends --stdio for its stdio transport; stdio
	// is the only transport, so the flag changes nothing.
	fs.Bool("stdio", true, "speak LSP on stdin and stdout (the only transport; accepted for clients that pass it)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "ddblint-lsp: unexpected arguments %q: the server takes only flags\n", fs.Args())
		return 2
	}

	var logw io.Writer = os.Stderr
	if *logfile != "" {
		f, err := os.OpenFile(*logfile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o666)
		if err != nil {
			fmt.Fprintf(os.Stderr, "ddblint-lsp: opening log file: %v\n", err)
			return 1
		}
		defer func() {
			if err := f.Close(); err != nil { // the log's last lines may be lost
				fmt.Fprintf(os.Stderr, "ddblint-lsp: closing log file: %v\n", err)
			}
		}()
		logw = f
	}
	logger := log.New(logw, "ddblint-lsp: ", log.LstdFlags|log.Lmicroseconds)

	// Stdout carries the protocol: anything else printed there would
	// corrupt it, so the rest of the program gets stderr as os.Stdout.
	stdout := os.Stdout
	os.Stdout = os.Stderr
	logger.Printf("starting, pid %d", os.Getpid())
	code := lsp.Serve(context.Background(), stdio{os.Stdin, stdout}, lsp.Options{
		Analyzer: ddblint.Analyzer,
		Tests:    *tests,
		OnChange: *onChange,
		Debounce: *debounce,
		Log:      logger,
	})
	logger.Printf("exiting with code %d", code)
	return code
}

// stdio is the server's end of the connection: stdin and stdout. Read and
// Write are the files' own: an io.EOF must reach the reader as it is.
type stdio struct {
	io.ReadCloser  // stdin
	io.WriteCloser // the real stdout
}

func (s stdio) Close() error { return errors.Join(s.ReadCloser.Close(), s.WriteCloser.Close()) }

package config

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ddblint/ddblint/internal/engine/schema"
	"github.com/ddblint/ddblint/internal/filememo"
)

// Projects often declare their tables in Go only where nothing else reads
// them: a CreateTableInput in a test helper package that imports the store
// (store/dynamotest), in a _test.go file the ddblint command does not
// load, in a setup command, or in another module of the repository. Facts
// carry a package's declarations to its importers only, so the store sees
// none of these; nor does it see a CDK app in Go (cdk/main.go, package
// main) that declares them. The look below finds the Go files of the
// repository that mention CreateTableInput or import the Go CDK; the keys
// pass reads them syntactically, as it
// reads a Pulumi program (internal/engine/schema), and only for a package
// that sees no other table declaration (Config.CodeSchemas). The same look
// finds the Markdown files whose shell code blocks create a table (a
// README's set-up, docs/deployment.md): for some repositories the only
// place their indexes are written down.

// Bounds of the look: entries listed and Go files read in all. A
// repository larger than this is looked at in part (folders in name
// order), and the look says nothing of the rest.
const (
	codeEntries = 20000
	codeFiles   = 5000
)

// codeMarkers are what a Go file that declares a table contains: a
// CreateTableInput of the AWS SDK (either major version), or an import of
// the Go CDK's DynamoDB constructs (a CDK app beside the services, which
// no analysed package imports).
var codeMarkers = [][]byte{[]byte("CreateTableInput"), []byte("aws-cdk-go/awscdk")}

// codeRecheck is how long a look is trusted before its folders are stat'ed
// again: every package of a run asks, and a repository of two thousand
// folders would cost each package two thousand stats. The files found are
// checked at every ask, so an edited declaration is seen at once; a new
// file that declares a table, within codeRecheck.
const codeRecheck = 2 * time.Second

// CodeSchemas returns the Go files of the package's repository (or of its
// module, outside a repository) that mention CreateTableInput or import
// the Go CDK, test files included, and its Markdown files that run aws
// dynamodb create-table with a --key-schema: schema files of last resort, read by the keys pass for a
// package that sees no table declared by the config, an infrastructure
// file, its own code or its dependencies. None when the configuration
// names its schema files, and for a dependency.
//
// The look is made on the first call, not when the configuration is
// loaded: go vet runs a process per package, and most packages never ask.
func (c *Config) CodeSchemas() []string {
	if c.codeDir == "" || c.Dependency {
		return nil
	}
	return findCodeSchemas(c.codeDir)
}

// findCodeSchemas returns the Go files that mention CreateTableInput in the
// repository holding the package in dir (see CodeSchemas).
func findCodeSchemas(dir string) []string {
	root := moduleRoot(dir)
	if root == "" {
		return nil
	}
	f := &infraFinder{}
	if repo := f.repoRoot(root); repo != "" {
		root = repo
	}
	if abs, err := filepath.Abs(dir); err != nil || ignoredBelow(root, abs) {
		return nil
	}
	return codeMemo.get(root, time.Now())
}

// ignoredBelow reports whether dir lies in a folder of root the look does
// not enter (testdata, vendor, a hidden folder…): a test input or a copy
// of a dependency, whose tables are its own, not the repository's.
func ignoredBelow(root, dir string) bool {
	rel, err := filepath.Rel(root, dir)
	if err != nil || rel == "." || !filepath.IsLocal(rel) {
		return false
	}
	return slices.ContainsFunc(strings.Split(rel, string(filepath.Separator)), func(name string) bool { return !enterable(name) })
}

// enterable reports whether the look enters a folder of this name.
func enterable(name string) bool {
	return !strings.HasPrefix(name, ".") && !strings.HasPrefix(name, "_") && !slices.Contains(skipDirs, name)
}

// codeLooks remembers, per repository root, the files the look found and
// what it read to find them (see codeRecheck). A process cache, like
// infraMemo: it changes no result but when a new file is seen.
type codeLooks struct {
	mu sync.Mutex
	m  map[string]*codeLook
}

type codeLook struct {
	found   []string
	files   []stamp // of the files found
	folders []stamp // of every folder listed
	checked time.Time
}

var codeMemo codeLooks

// get returns the files found under root, looking again when a found file
// changed, or, once codeRecheck has passed since the last check, when a
// folder did.
func (l *codeLooks) get(root string, now time.Time) []string {
	l.mu.Lock()
	e := l.m[root]
	var recent bool
	if e != nil {
		recent = now.Sub(e.checked) < codeRecheck
	}
	l.mu.Unlock()
	// A look is never changed once made (a new one replaces it), but for
	// its checked time: found, files and folders are read without the lock.
	if e != nil && unchanged(e.files) && (recent || unchanged(e.folders)) {
		l.mu.Lock()
		e.checked = now
		l.mu.Unlock()
		return slices.Clone(e.found)
	}
	s := &codeScan{}
	s.scan(root)
	look := &codeLook{found: s.found, folders: s.folders, checked: now}
	for _, p := range s.found {
		look.files = append(look.files, stampOf(p, false))
	}
	l.mu.Lock()
	if l.m == nil {
		l.m = map[string]*codeLook{}
	}
	l.m[root] = look
	l.mu.Unlock()
	return slices.Clone(s.found)
}

func unchanged(stamps []stamp) bool {
	for _, st := range stamps {
		if stampOf(st.path, st.only) != st {
			return false
		}
	}
	return true
}

// codeScan is one look through a repository.
type codeScan struct {
	entries, read int
	found         []string
	folders       []stamp
}

// scan lists dir and its folders depth first, in name order, reading the
// Go files for codeMarkers. Hidden folders and those of skipDirs are not
// entered (testdata among them: the go command ignores it too).
func (s *codeScan) scan(dir string) {
	if s.entries >= codeEntries {
		return
	}
	s.folders = append(s.folders, stampOf(dir, false))
	for _, e := range listDir(dir, codeEntries-s.entries+1) {
		if s.entries++; s.entries > codeEntries {
			return
		}
		name := e.Name()
		path := filepath.Join(dir, name)
		switch {
		case e.IsDir():
			if enterable(name) {
				s.scan(path)
			}
		case e.Type().IsRegular() && (strings.HasSuffix(name, ".go") || schema.IsMarkdown(name)) && s.read < codeFiles:
			s.read++
			if mentionsCreateTable(path) {
				s.found = append(s.found, path)
			}
		}
	}
}

// mentionsCreateTable reports whether the first infraBytes of the Go file
// at path hold one of codeMarkers, reading each version of a file once per process.
func mentionsCreateTable(path string) bool {
	ok, err := codeMarkerMemo.Get(path, func() (bool, error) {
		fh, err := os.Open(path)
		if err != nil {
			return false, nil
		}
		defer func() { _ = fh.Close() }() // read only: a close error loses nothing
		data, err := io.ReadAll(io.LimitReader(fh, infraBytes))
		if schema.IsMarkdown(path) {
			return err == nil && bytes.Contains(data, []byte("create-table")) && bytes.Contains(data, []byte("--key-schema")), nil
		}
		return err == nil && slices.ContainsFunc(codeMarkers, func(m []byte) bool { return bytes.Contains(data, m) }), nil
	})
	return err == nil && ok
}

// codeMarkerMemo remembers which Go files mention codeMarkers (see
// markerMemo).
var codeMarkerMemo filememo.Memo[bool]

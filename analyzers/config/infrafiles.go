package config

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/ddblint/ddblint/internal/engine/schema"
	"github.com/ddblint/ddblint/internal/filememo"
)

// Projects keep the templates that declare their tables beside their code:
// a SAM template.yaml or a serverless.yml at the root, Terraform under
// infra/ or terraform/, a Pulumi program in Go in a module of its own under
// infrastructure/ or pulumi/, a CDK app in TypeScript under cdk/ or infra/,
// or in any folder of the root with its cdk.json; a monorepo keeps one
// serverless.yml per service (services/orders/). When the config names no
// schema files (no schemas: key, no -schemas flag), ddblint looks for them
// in the module's root and in the repository's, in the infrastructure
// folders there, and by name in the folders below: a bounded look, since
// it is repeated for every package.

// Bounds of the look: folders below an infrastructure folder, entries read
// in all, candidate files opened, and bytes read of each.
const (
	infraDepth   = 6 // deployments/terraform_modules/app/modules/store/dynamodb.tf
	infraEntries = 1000
	infraFiles   = 150
	infraBytes   = 1 << 20
	repoLevels   = 4 // folders above the module root searched for .git: infra/modules/lambda/src
	// The look below a root's other folders (services/orders/serverless.yml,
	// backend/infrastructure/…): folders listed in all, how deep, and the
	// most subfolders a folder may have to be entered (a folder of
	// hundreds of packages is code, not a repository of services).
	deepFolders = 120
	deepDepth   = 3
	deepFanout  = 40
)

// infraDirs are the names of folders that hold infrastructure as code.
var infraDirs = []string{
	"infra", "infrastructure", "deploy", "deployment", "deployments",
	"terraform", "tf", "cloudformation", "cfn", "iac", "sam", "stack", "stacks", "templates", "pulumi", "cdk",
}

// isInfraDir reports a folder name of infraDirs, in any letter case, also
// after a leading "_" (kept out of the go command's sight: _infrastructure)
// or "." (.infrastructure).
func isInfraDir(name string) bool {
	return slices.Contains(infraDirs, strings.ToLower(strings.TrimLeft(name, "_.")))
}

// hidden reports a hidden folder that is not one of infrastructure:
// .git, .github, .idea are not looked in.
func hidden(name string) bool {
	return strings.HasPrefix(name, ".") && !isInfraDir(name)
}

// skipDirs are folders of generated or downloaded files, and of test
// inputs (testdata, which the go command ignores too).
var skipDirs = []string{"node_modules", "vendor", "testdata", "cdk.out", ".terraform", ".serverless", ".aws-sam"}

// tableMarkers are what a file that declares a DynamoDB table contains:
// the CloudFormation resource types, and Terraform's resource type in HCL
// ("aws_dynamodb_table" "x") or JSON ("aws_dynamodb_table": {), or the
// source of terraform-aws-modules' dynamodb-table module.
var tableMarkers = [][]byte{
	[]byte("AWS::DynamoDB::Table"), []byte("AWS::DynamoDB::GlobalTable"), []byte(`"aws_dynamodb_table"`),
	// The community module's source (schema.isTableModule).
	[]byte("terraform-aws-modules/dynamodb-table"), []byte("terraform-aws-dynamodb-table"),
	// A function, which may be given a table's name in its environment:
	// Terraform declares it in a file of its own beside the table's
	// (schema.Table.EnvOnly).
	[]byte(`"aws_lambda_function"`), []byte("terraform-aws-modules/lambda"),
	// An AWS CLI create-table call (a script, a Makefile, a Compose
	// file), and the CreateTable request in JSON it may read.
	[]byte("create-table"), []byte(`"KeySchema"`),
	// A NoSQL Workbench data model.
	[]byte(`"DataModel"`),
}

// pulumiMarker is what a Go file that declares a table imports: the Pulumi
// AWS provider's dynamodb package, in any major version. Only Go files are
// looked at for it, and only it is looked for in them.
var pulumiMarker = regexp.MustCompile(`"github\.com/pulumi/pulumi-aws/sdk(/v[0-9]+)?/go/aws/dynamodb"`)

// findInfraFiles returns the infrastructure files that declare DynamoDB
// tables around the package in dir: in the root of its module and of the
// repository holding it (up to repoLevels above), by the names SAM and the
// Serverless Framework give them, and any template or Terraform file in
// their infrastructure folders. nil when dir is in no module.
func findInfraFiles(dir string) []string {
	root := moduleRoot(dir)
	if root == "" {
		return nil
	}
	if found, ok := infraMemo.get(root); ok {
		return inScope(found, dir)
	}
	f := &infraFinder{}
	roots := []string{root}
	if repo := f.repoRoot(root); repo != "" && repo != root {
		roots = append(roots, repo)
	}
	for _, r := range roots {
		f.root(r)
	}
	f.dropIncluded()
	infraMemo.put(root, f.found, f.stamps)
	return inScope(f.found, dir)
}

// foundFile is a file the look found, and the folder whose packages it is
// for: "" for every package of the module, or, for a template deep found
// beside Go code (a function's own template.yaml next to its main.go, one
// tutorial episode's of many), that folder.
type foundFile struct {
	path, scope string
}

// inScope returns the found files that are for the package in dir.
func inScope(found []foundFile, dir string) []string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	var out []string
	for _, f := range found {
		if f.scope == "" || abs == f.scope || strings.HasPrefix(abs, f.scope+string(filepath.Separator)) {
			out = append(out, f.path)
		}
	}
	return out
}

type infraFinder struct {
	entries, opened int
	found           []foundFile
	// stamps are every folder and file the look read: while none of them
	// changed, the look finds the same files (see infraLooks).
	stamps []stamp
}

// stamp is what os.Stat said of a path the look read; ok false when the
// path did not exist. A folder's modification time changes when an entry
// is added, removed or renamed in it; a file's when it is written.
type stamp struct {
	path        string
	ok          bool
	size, mtime int64
	// only: whether the path exists is all the look read of it.
	only bool
}

func stampOf(path string, only bool) stamp {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return stamp{path: path, only: only}
	case only:
		return stamp{path: path, ok: true, only: true}
	}
	return stamp{path: path, ok: true, size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

func (f *infraFinder) stamp(path string) { f.stamps = append(f.stamps, stampOf(path, false)) }

// exists stamps path by its existence alone and reports it.
func (f *infraFinder) exists(path string) bool {
	st := stampOf(path, true)
	f.stamps = append(f.stamps, st)
	return st.ok
}

// infraLooks remembers, per module root, the files the look found and
// what it read to find them. Every package of a module repeats the same
// look (some twenty stats of names that are not there, at two roots), and
// in a module of thousands of packages that is a sixth of the run;
// checking the stamps is one stat per folder and file read. It changes no
// result: a look whose stamps changed (a template written, a folder made
// under the root, a .git added above it) is made again, so the editor
// server sees an edit. Like markerMemo, it is a process cache.
type infraLooks struct {
	mu sync.Mutex
	m  map[string]infraLook
	// made counts the looks made, for tests.
	made int
}

type infraLook struct {
	found  []foundFile
	stamps []stamp
}

var infraMemo infraLooks

func (l *infraLooks) get(root string) ([]foundFile, bool) {
	l.mu.Lock()
	e, ok := l.m[root]
	l.mu.Unlock()
	if !ok {
		return nil, false
	}
	for _, st := range e.stamps {
		if stampOf(st.path, st.only) != st {
			return nil, false
		}
	}
	return slices.Clone(e.found), true
}

func (l *infraLooks) put(root string, found []foundFile, stamps []stamp) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.m == nil {
		l.m = map[string]infraLook{}
	}
	l.made++
	l.m[root] = infraLook{found: slices.Clone(found), stamps: stamps}
}

// rootNames are the names a table declaration has in a root folder: a SAM
// template's and a Serverless service's.
var rootNames = []string{"template.yaml", "template.yml", "template.json", "serverless.yml", "serverless.yaml"}

// root looks in a root folder for the files named in rootNames and in its
// infrastructure folders: by name, without listing the root, which in a
// large module holds hundreds of package folders.
func (f *infraFinder) root(dir string) {
	f.stamp(dir)
	for _, name := range rootNames {
		if path := filepath.Join(dir, name); isTemplate(path) {
			f.consider(path)
		}
	}
	for _, name := range infraDirs {
		if path := filepath.Join(dir, name); isDir(path) {
			f.scan(path, 1)
		}
	}
	// A folder of the root is one of infrastructure too when its name is
	// one of those after a leading "_" or "." (kept out of the go command's
	// sight: _infrastructure) or in capitals, or when it holds an AWS CDK
	// app, whatever its name: the cdk.json every app has at its root. A
	// cdk.json added later to a folder that existed is seen by the next
	// process (the folder's own stamp does not change).
	//
	// A Pulumi project's Pulumi.yaml marks its folder the same way; at the
	// root itself (a repository whose root module is the Pulumi program,
	// its services modules of their own below it), the root's Go files are
	// the program, and only they are opened: the root's folders are code.
	ents := listDir(dir, infraEntries)
	pulumiRoot := slices.ContainsFunc(ents, func(e os.DirEntry) bool { return !e.IsDir() && isPulumiProject(e.Name()) })
	for _, e := range ents {
		name := e.Name()
		path := filepath.Join(dir, name)
		if !e.IsDir() {
			if pulumiRoot && e.Type().IsRegular() && templateName(name) && isGo(name) {
				f.consider(path)
			}
			continue
		}
		if slices.Contains(skipDirs, name) || slices.Contains(infraDirs, name) || hidden(name) {
			continue
		}
		if isInfraDir(name) {
			f.scan(path, 1)
			continue
		}
		if f.app(path) {
			f.scan(path, 1)
		}
	}
	f.deep(dir)
}

// deep looks below the root's other folders, breadth first, for what a
// root holds: a monorepo keeps a service's serverless.yml or template.yaml
// in the service's folder (services/orders/serverless.yml), Terraform
// beside it, and infrastructure folders one level down
// (services/infrastructure/dynamodb/…). Only the names a template has at a
// root are opened there, and .tf files; an infrastructure folder is
// scanned as at the root. It is bounded by deepFolders, deepDepth and
// deepFanout, and stamps each folder it lists.
func (f *infraFinder) deep(root string) {
	type folder struct {
		path  string
		depth int
	}
	queue := []folder{{root, 0}}
	listed := 0
	for len(queue) > 0 && listed < deepFolders && f.entries < infraEntries {
		cur := queue[0]
		queue = queue[1:]
		ents := listDir(cur.path, infraEntries-f.entries+1)
		if cur.depth > 0 {
			listed++
			f.stamp(cur.path)
			// Another module's folder: its packages look from there,
			// and its templates are its own.
			if slices.ContainsFunc(ents, func(e os.DirEntry) bool { return e.Name() == "go.mod" }) {
				continue
			}
		}
		// A folder of Go code (tests too): what is deep found in it is
		// that code's.
		scope := ""
		if cur.depth > 0 && slices.ContainsFunc(ents, func(e os.DirEntry) bool {
			return !e.IsDir() && strings.HasSuffix(e.Name(), ".go")
		}) {
			scope = cur.path
		}
		var subs []string
		for _, e := range ents {
			name := e.Name()
			path := filepath.Join(cur.path, name)
			if !e.IsDir() {
				// The root's own template names were looked at by name.
				if e.Type().IsRegular() && deepName(name, cur.depth) && (cur.depth > 0 || !slices.Contains(rootNames, strings.ToLower(name))) {
					f.entries++
					f.considerIn(path, scope)
				}
				continue
			}
			if slices.Contains(skipDirs, name) || hidden(name) || slices.Contains(asideDirs, strings.ToLower(name)) {
				continue
			}
			if isInfraDir(name) {
				if cur.depth > 0 { // the root's own were scanned
					f.entries++
					f.scan(path, 1)
				}
				continue
			}
			subs = append(subs, path)
		}
		if cur.depth >= deepDepth || len(subs) > deepFanout {
			continue
		}
		for _, sub := range subs {
			if cur.depth > 0 && f.app(sub) {
				f.scan(sub, 1)
				continue
			}
			queue = append(queue, folder{sub, cur.depth + 1})
		}
	}
}

// app reports a folder holding an infrastructure app, whatever its name:
// an AWS CDK app's cdk.json or a Pulumi project's Pulumi.yaml, which
// every app has at its root, stamping the file found. A Pulumi project
// in Go is often a module of its own: it is scanned all the same, since
// the tables it declares are the repository's.
func (f *infraFinder) app(dir string) bool {
	for _, name := range []string{"cdk.json", "Pulumi.yaml", "Pulumi.yml"} {
		if path := filepath.Join(dir, name); isTemplate(path) {
			f.stamp(path)
			return true
		}
	}
	return false
}

// isPulumiProject reports the name of a Pulumi project's file.
func isPulumiProject(name string) bool { return name == "Pulumi.yaml" || name == "Pulumi.yml" }

// asideDirs are folders deep does not enter: what they declare is not the
// application's (an example's template, a test's fixture).
var asideDirs = []string{"example", "examples", "sample", "samples", "doc", "docs", "test", "tests", "e2e", "fixtures", "mocks"}

// deepName reports a file name deep opens at depth (0 for the root): a
// root template's name, Terraform's, a command file's (a script, a
// Makefile, a Compose file: local set-ups create their tables with the AWS
// CLI), a JSON file named for what it holds (schema.json, tables.json, the
// NoSQL Workbench model dynamo-model.json, a CreateTable request
// users-table.json), or a CloudFormation template under a name of its
// own: any YAML or .template file at the root (a deploy command names it:
// resources.yml, iac_template.yaml), and below it one whose name says what
// it holds (dynamodb.yml, db-stack.yaml).
func deepName(name string, depth int) bool {
	lower := strings.ToLower(name)
	if base, ok := strings.CutSuffix(lower, ".json"); ok && !strings.HasSuffix(base, ".tf") {
		return slices.ContainsFunc(jsonWords, func(w string) bool { return strings.Contains(base, w) })
	}
	for _, ext := range []string{".yaml", ".yml", ".template"} {
		if base, ok := strings.CutSuffix(lower, ext); ok && !schema.IsCommandFile(name) && !slices.Contains(rootNames, lower) {
			return depth == 0 || slices.ContainsFunc(yamlWords, func(w string) bool { return strings.Contains(base, w) })
		}
	}
	return slices.Contains(rootNames, lower) || strings.HasSuffix(lower, ".tf") || strings.HasSuffix(lower, ".tf.json") || schema.IsCommandFile(name)
}

// yamlWords are the words in a YAML file's name below the root that say
// it may declare tables.
var yamlWords = []string{"dynamo", "ddb", "table", "template", "resource", "cloudformation", "cfn", "stack", "infra", "db", "database"}

// jsonWords are the words in a JSON file's name that say it may declare
// tables.
var jsonWords = []string{"schema", "model", "table", "dynamo", "ddb"}

// scan looks at the entries of an infrastructure folder at depth (1 for
// the folder itself): every template file counts, and folders are entered
// to infraDepth.
func (f *infraFinder) scan(dir string, depth int) {
	if f.entries >= infraEntries {
		return // ReadDir(n) with n <= 0 would list the folder whole
	}
	f.stamp(dir)
	for _, e := range listDir(dir, infraEntries-f.entries+1) {
		if f.entries++; f.entries > infraEntries || f.opened >= infraFiles {
			return
		}
		name := e.Name()
		path := filepath.Join(dir, name)
		switch {
		case e.IsDir():
			if depth < infraDepth && !strings.HasPrefix(name, ".") && !slices.Contains(skipDirs, name) {
				f.scan(path, depth+1)
			}
		case e.Type().IsRegular() && templateName(name):
			f.consider(path)
		}
	}
}

// consider opens a candidate file and keeps it if it declares a table.
func (f *infraFinder) consider(path string) {
	f.considerIn(path, "")
}

// considerIn is consider for a file that is only for the packages of
// scope ("" for all).
func (f *infraFinder) considerIn(path, scope string) {
	if f.opened >= infraFiles || slices.ContainsFunc(f.found, func(x foundFile) bool { return x.path == path }) {
		return
	}
	f.opened++
	f.stamp(path)
	if declaresTable(path) || f.includesTable(path) {
		f.found = append(f.found, foundFile{path: path, scope: scope})
	}
}

// includesTable reports a Serverless service whose tables are all in the
// files it includes (resources: [${file(resources/dynamodb.yml)}]),
// stamping them.
func (f *infraFinder) includesTable(path string) bool {
	if !schema.IsServerless(path) {
		return false
	}
	found := false
	for _, inc := range schema.Includes(path) {
		f.stamp(inc)
		found = found || declaresTable(inc)
	}
	return found
}

// dropIncluded leaves out a found file that a found Serverless service
// includes (resources/dynamodb.yml): read alone, its ${self:…} variables
// would be the names of other tables. The service reads it, and makes it
// an input (schema.Includes); a change to it changes the service's stamp
// only through that, so it stays stamped here.
func (f *infraFinder) dropIncluded() {
	var included []string
	for _, x := range f.found {
		if schema.IsServerless(x.path) {
			included = append(included, schema.Includes(x.path)...)
		}
	}
	f.found = slices.DeleteFunc(f.found, func(x foundFile) bool { return slices.Contains(included, x.path) })
}

// isTemplate is isFile (the config file's test) with its error taken as
// no file: a root the look cannot stat has nothing to offer.
func isTemplate(path string) bool {
	ok, err := isFile(path)
	return ok && err == nil
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// templateName reports a file name an infrastructure folder may declare
// tables in: CloudFormation and SAM templates (YAML, JSON, .template),
// Serverless services, Terraform (.tf, .tf.json), Pulumi programs in Go
// (.go, but not tests), AWS CDK apps in TypeScript or JavaScript (.ts,
// .js, but not tests or declaration files).
func templateName(name string) bool {
	lower := strings.ToLower(name)
	if strings.HasSuffix(lower, "_test.go") {
		return false
	}
	if schema.IsCDKSource(name) || schema.IsCommandFile(name) {
		return true
	}
	for _, ext := range []string{".yaml", ".yml", ".json", ".template", ".tf", ".go"} {
		if strings.HasSuffix(lower, ext) {
			return true
		}
	}
	return false
}

// declaresTable reports whether the first infraBytes of the file hold a
// table marker, reading each version of the file once per process (see
// markerMemo).
func declaresTable(path string) bool {
	ok, err := markerMemo.Get(path, func() (bool, error) { return hasMarker(path, isGo(path)), nil })
	return err == nil && ok
}

// markerMemo remembers which found files declare a table: every package
// of a run looks at the same files, and a folder of large templates would
// otherwise be read again for each. Like fileMemo, it changes no result.
var markerMemo filememo.Memo[bool]

func isGo(path string) bool { return strings.HasSuffix(strings.ToLower(path), ".go") }

// hasMarker reads the first infraBytes of the file for a table marker: the
// Pulumi import in a Go file, the CDK's DynamoDB module in a TypeScript or
// JavaScript one, a resource type in any other.
func hasMarker(path string, goFile bool) bool {
	fh, err := os.Open(path)
	if err != nil {
		return false
	}
	defer func() { _ = fh.Close() }() // read only: a close error loses nothing
	data, err := io.ReadAll(io.LimitReader(fh, infraBytes))
	if err != nil {
		return false
	}
	if goFile {
		return pulumiMarker.Match(data)
	}
	if schema.IsCDKSource(path) {
		return schema.HasCDKMarker(data)
	}
	return slices.ContainsFunc(tableMarkers, func(m []byte) bool { return bytes.Contains(data, m) })
}

// moduleRoot returns the nearest folder at or above dir holding a go.mod,
// "" if none.
func moduleRoot(dir string) string {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		if ok, _ := isFile(filepath.Join(dir, "go.mod")); ok {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// repoRoot returns the folder at or up to repoLevels above root that holds
// .git, "" if none: a module in backend/ of a repository whose templates are
// at its root.
//
// It stamps each .git it looks for by its existence: one made or removed
// makes the look again.
func (f *infraFinder) repoRoot(root string) string {
	dir := root
	for range repoLevels + 1 {
		// Only whether a .git is there: the folders above a module
		// (a home folder, /tmp) change all the time, and git writes in
		// its own folder at every command.
		if f.exists(filepath.Join(dir, ".git")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	return ""
}

// listDir lists up to n entries of dir, sorted by name: only as many as a
// bounded look has left, so a folder of thousands of files is not listed
// whole (ReadDir with a count does not sort). None if dir cannot be read.
func listDir(dir string, n int) []os.DirEntry {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	ents, _ := d.ReadDir(n)
	_ = d.Close() // read only: a close error loses nothing
	slices.SortFunc(ents, func(a, b os.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return ents
}

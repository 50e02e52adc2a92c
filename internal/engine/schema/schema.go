// Package schema reads the key schemas of DynamoDB tables from
// infrastructure files: CloudFormation and SAM templates (YAML or JSON),
// Serverless Framework services (serverless.yml), Terraform
// configurations (.tf, .tf.json), Go files (.go): Pulumi programs, and
// the AWS SDK's CreateTableInput literals of any Go code, AWS CDK apps
// in TypeScript or JavaScript (.ts, .js), and AWS CLI create-table calls
// in shell scripts, Makefiles and Docker Compose files, with the JSON
// requests they read. The engine
// (analyzers/keys) reads the files the config lists under `schemas:` (or
// -schemas), or finds, with [ReadFile], which parses each version of a
// file once per process.
//
// A file that cannot be read, does not parse, or declares a table whose key
// schema is missing or malformed is an error naming the file and line: a
// listed file never silently contributes nothing. Parts the reader cannot
// know without deploying — a table name built from parameters, a key
// attribute named by a variable — are handled as documented in
// docs/schemas.md: unresolved names become wildcard patterns (see [Match]),
// and a table or index whose key attributes are not literal is left out.
// In a Go file, where declarations are code, a table whose key schema the
// file does not give in full is left out the same way, not an error.
package schema

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/filememo"
)

// Table is one table's key schema as an infrastructure file declares it.
type Table struct {
	// Name is the table's name, when the file gives it literally.
	Name string
	// Pattern is the table's name with its unresolved parts as "*"
	// ("*-orders" for !Sub "${Env}-orders"), when the name is partly
	// known; "" when Name is set or nothing of the name is known.
	Pattern string
	// ID is the CloudFormation logical ID or the Terraform resource name
	// ("x" in resource "aws_dynamodb_table" "x").
	ID string
	// Type is the resource type: AWS::DynamoDB::Table, aws_dynamodb_table,
	// aws:dynamodb/table:Table (Pulumi), dynamodb.CreateTableInput (AWS
	// SDK)…
	Type string

	Partition string
	Sort      string
	Indexes   []Index
	// Types are the attribute types AttributeDefinitions (CloudFormation)
	// or attribute blocks (Terraform) declare, in file order.
	Types []AttrType

	// Source is where the resource is declared: "infra/template.yaml:12",
	// with the file name as given to ReadFile.
	Source string

	// Env are the environment variables the file gives its functions the
	// table's name in (a SAM function's MESSAGE_TABLE_NAME: !Ref
	// MessageTable), sorted: code that reads one (os.Getenv) names the
	// table.
	Env []string
	// IndexesPartial says the declaration has indexes it could not read
	// (an index whose keys are not literal, a malformed one): a query of
	// an index not in Indexes may still be right.
	IndexesPartial bool
	// NameRef is the variable or local a Terraform table's name is
	// ("var.orders_table"): a function given that variable is given the
	// table's name.
	NameRef string
}

// EnvOnly reports an entry that declares no table: a Terraform file's
// function given, in Env, the name of a table that another file of the
// same folder declares — the one of this ID
// (aws_dynamodb_table.orders.name) or whose name is NameRef
// (var.orders_table). The reader of all the files joins it to that table
// (tables.ReadInfra); alone, it is no table.
func (t *Table) EnvOnly() bool { return t.Partition == "" }

// Index is a secondary index's key schema.
type Index struct {
	Name      string
	Partition string
	Sort      string
	Local     bool
}

// Error is a problem with a schema file, at a line when known.
type Error struct {
	File string
	Line int // 0 if unknown
	Msg  string
	// Range is "file:line,col-col" when the problem spans a known range
	// (Terraform's diagnostics); it replaces File and Line in the message.
	Range string
}

func (e *Error) Error() string {
	if e.Range != "" {
		return e.Range + ": " + e.Msg
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return e.File + ": " + e.Msg
}

// ReadFile reads the tables declared in the file at name. The format comes
// from the file name: serverless.yml and serverless.yaml are Serverless
// Framework services; shell scripts (.sh, .bash), Makefiles (Makefile,
// .mk) and Docker Compose files (docker-compose*.yml, compose*.yaml) are
// read for AWS CLI create-table calls; a .json file that is a CreateTable
// request (KeySchema at its top) is one, and one with a DataModel list is a
// NoSQL Workbench data model; other .yaml, .yml, .json and
// .template files are CloudFormation or SAM templates; .tf and .tf.json
// are Terraform; .go
// files (also _test.go) are read, without type checking, for the Pulumi
// AWS provider's dynamodb.NewTable calls and the AWS SDK's (v1 or v2)
// CreateTableInput literals, both in one file if it has both.
//
// A Serverless service's ${file(…)} includes are read with it, relative
// to its folder (see Includes).
//
// A file is parsed once per process for each version of it and of the
// files it includes (by name, size and modification time): every package
// of a run reads the same schema files, and a large template parsed once
// per package costs gigabytes. Callers must not modify the tables
// returned.
func ReadFile(name string) ([]Table, error) {
	p, err := read(name)
	return p.tables, err
}

// Includes returns the files the schema file at name includes, or tried
// to (a Serverless service's ${file(…)}), whose contents decide its
// tables too: a driver that caches findings keys them by these files as
// well. None for other formats, or a file that cannot be read.
func Includes(name string) []string {
	p, _ := read(name)
	return slices.Clone(p.includes)
}

// read is ReadFile's memo: a version whose includes changed since it was
// parsed is parsed again.
func read(name string) (parsed, error) {
	p, err := memo.GetDeps(name, func() (parsed, []filememo.Stamp, error) {
		p, err := readFile(name)
		return p, p.stamps, err
	})
	if filememo.StatError(err) {
		return parsed{}, &Error{File: name, Msg: "cannot read schema file: " + unwrapPathError(err)}
	}
	return p, err
}

// parsed is what ReadFile made of a file: its tables, and the files it
// includes with what they were when read.
type parsed struct {
	tables   []Table
	includes []string
	stamps   []filememo.Stamp
}

// memo holds the schema files parsed by this process (see ReadFile).
var memo filememo.Memo[parsed]

// readFile reads and parses the file at name, refusing one larger than
// maxFileSize.
func readFile(name string) (parsed, error) {
	f, err := os.Open(name)
	if err != nil {
		return parsed{}, &Error{File: name, Msg: "cannot read schema file: " + unwrapPathError(err)}
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	// Read one byte past the limit, so that a file that grows while it is
	// read, or a device that never ends, is still refused.
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return parsed{}, &Error{File: name, Msg: "cannot read schema file: " + unwrapPathError(err)}
	}
	if len(data) > maxFileSize {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			return parsed{}, tooLarge(name, fi.Size())
		}
		return parsed{}, tooLarge(name, int64(len(data)))
	}
	if IsServerless(name) {
		tables, in, err := parseServerlessIncludes(name, data)
		p := parsed{tables: tables}
		if in != nil {
			p.includes, p.stamps = in.read, in.stamps
		}
		return p, err
	}
	tables, err := Parse(name, data)
	return parsed{tables: tables}, err
}

// Parse reads the tables declared in data, the contents of the file name
// (used for the format, as documented at ReadFile, and in messages). A .go
// file yields the union of its Pulumi tables and its CreateTableInput
// tables, from one parse.
func Parse(name string, data []byte) ([]Table, error) {
	if len(data) > maxFileSize {
		return nil, tooLarge(name, int64(len(data)))
	}
	lower := strings.ToLower(name)
	switch {
	case IsServerless(name):
		return parseServerless(name, data)
	case strings.HasSuffix(lower, ".tf.json"):
		return parseTerraform(name, data, true)
	case strings.HasSuffix(lower, ".tf"):
		return parseTerraform(name, data, false)
	case IsCommandFile(name):
		return parseCommands(name, data)
	case IsMarkdown(name):
		return parseMarkdown(name, data)
	}
	if IsCDKSource(name) {
		return parseCDK(name, data)
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".yaml", ".yml":
		return parseCloudFormation(name, data, false)
	case ".json":
		if isCreateTableJSON(data) {
			return parseCreateTableJSON(name, data)
		}
		if isWorkbenchJSON(data) {
			return parseWorkbench(name, data)
		}
		return parseCloudFormation(name, data, true)
	case ".go":
		return parseGo(name, data)
	case ".template":
		// CloudFormation's own extension, for either syntax.
		return parseCloudFormation(name, data, strings.HasPrefix(strings.TrimSpace(string(data)), "{"))
	}
	return nil, &Error{File: name, Msg: "unknown schema file type (want a CloudFormation or SAM template: .yaml, .yml, .json, .template; Terraform: .tf, .tf.json; Go: .go, a Pulumi program or AWS SDK CreateTableInput literals; or an AWS CDK app: .ts, .js; AWS CLI create-table calls in a shell script, a Makefile or a Docker Compose file)"}
}

func unwrapPathError(err error) string {
	if pe := (*os.PathError)(nil); errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Match reports whether the table name matches pattern, in which "*"
// stands for any text (also none) and everything else for itself.
func Match(pattern, name string) bool {
	// Iterative glob matching with backtracking to the last star.
	p, n := 0, 0
	star, mark := -1, 0
	for n < len(name) {
		switch {
		case p < len(pattern) && pattern[p] == '*':
			star, mark = p, n
			p++
		case p < len(pattern) && pattern[p] == name[n]:
			p++
			n++
		case star >= 0:
			p = star + 1
			mark++
			n = mark
		default:
			return false
		}
	}
	for p < len(pattern) && pattern[p] == '*' {
		p++
	}
	return p == len(pattern)
}

// nameOrPattern turns the parts of a table name, literal text and unknown
// parts, into a Name (all literal) or a Pattern (some literal text). It
// returns neither when no text of the name is known: such a pattern would
// match every table.
func nameOrPattern(parts []namePart) (name, pattern string) {
	var b strings.Builder
	known, unknown := false, false
	for _, p := range parts {
		if p.unknown {
			unknown = true
			if !strings.HasSuffix(b.String(), "*") {
				b.WriteByte('*')
			}
			continue
		}
		if p.text != "" {
			known = true
			b.WriteString(p.text)
		}
	}
	switch {
	case !known:
		return "", ""
	case !unknown:
		return b.String(), ""
	default:
		return "", b.String()
	}
}

// namePart is a piece of a table name: literal text, or an unknown value.
type namePart struct {
	text    string
	unknown bool
}

// position is "file:line".
func position(file string, line int) string {
	return fmt.Sprintf("%s:%d", file, line)
}

// Command ddblint finds DynamoDB key-design mistakes in Go code.
//
// Usage:
//
//	ddblint [flags] ./...
//	go vet -vettool=$(which ddblint) ./...
//
// Exit codes: 0 no findings, 3 findings, 1 errors (load, type or config).
// See https://github.com/ddblint/ddblint for the rules and options.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/ddblint/ddblint/analyzers/ddblint"
)

func main() { singlechecker.Main(ddblint.Analyzer) }

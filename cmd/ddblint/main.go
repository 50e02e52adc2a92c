// Command ddblint finds DynamoDB key-design mistakes in Go code.
//
// Usage:
//
//	ddblint [flags] ./...
//	go vet -vettool=$(which ddblint) ./...
//
// Every flag, output and exit code is the driver's (cmd/internal/driver; run
// ddblint -h). Only go vet's protocol goes elsewhere: go vet runs the tool
// once per package with a *.cfg file describing it, and asks -V=full and
// -flags first. singlechecker answers those as x/tools' unitchecker does,
// but lists the analyzer's flags under their own names (unitchecker.Main
// would prefix them "ddblint."), which is what go vet users type.
package main

//go:generate go run ../internal/keymapdoc ../..

import (
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func main() {
	if isVetProtocol(os.Args[1:]) {
		singlechecker.Main(ddblint.Analyzer) // runs unitchecker for the .cfg; exits
	}
	os.Exit(driver.Main(ddblint.Analyzer, os.Args[1:], os.Stdout, os.Stderr))
}

// isVetProtocol reports whether go vet (or go fix) runs the command: it
// asks -V=full or -flags, or gives flags and then one *.cfg file.
func isVetProtocol(args []string) bool {
	if len(args) == 0 {
		return false
	}
	for _, a := range args {
		if a == "-V=full" || a == "--V=full" || a == "-flags" || a == "--flags" {
			return true
		}
	}
	last := args[len(args)-1]
	if !strings.HasSuffix(last, ".cfg") {
		return false
	}
	for _, a := range args[:len(args)-1] {
		if !strings.HasPrefix(a, "-") {
			return false // packages, then a file: not go vet's shape
		}
	}
	return true
}

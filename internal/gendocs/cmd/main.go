// Command gendocs rewrites docs/rules/*.md and the README's rules table from
// the catalog: go generate ./rules (or go run ./internal/gendocs/cmd).
package main

import (
	"flag"
	"log"

	"github.com/ddblint/ddblint/internal/gendocs"
)

func main() {
	log.SetFlags(0)
	root := flag.String("root", ".", "repository root")
	flag.Parse()
	if err := gendocs.Write(*root); err != nil {
		log.Fatal(err)
	}
}

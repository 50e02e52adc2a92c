// Package schematest validates SARIF logs against the SARIF 2.1.0 JSON
// schemas vendored in cmd/internal/sarif/testdata. Only tests import it, so the
// JSON-schema library it uses is not built into the ddblint command (and
// is not a dependency of the modules that install ddblint).
//
// The validator is github.com/santhosh-tekuri/jsonschema/v6: maintained,
// small (its one dependency is golang.org/x/text), and complete for the
// drafts the two schemas use (draft-04 for OASIS's, 2020-12 for the SARIF
// SDK's), including format assertions such as "uri".
package schematest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Schemas are the vendored schema files, relative to cmd/internal/sarif.
var Schemas = []string{
	"testdata/sarif-schema-2.1.0.json",        // OASIS, the official one
	"testdata/sarif-2.1.0-microsoft-sdk.json", // Microsoft's SARIF SDK, from npm
}

var (
	once     sync.Once
	compiled []*jsonschema.Schema
	errLoad  error
)

// dir is cmd/internal/sarif.
func dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..")
}

func load() {
	for _, name := range Schemas {
		path := filepath.Join(dir(), filepath.FromSlash(name))
		data, err := os.ReadFile(path)
		if err != nil {
			errLoad = fmt.Errorf("reading the schema: %w", err)
			return
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			errLoad = fmt.Errorf("%s: %w", path, err)
			return
		}
		c := jsonschema.NewCompiler()
		c.AssertFormat() // "uri", "uri-reference", "date-time" are checked, not only annotations
		url := "file://" + filepath.ToSlash(path)
		if err := c.AddResource(url, doc); err != nil {
			errLoad = fmt.Errorf("adding %s: %w", path, err)
			return
		}
		sch, err := c.Compile(url)
		if err != nil {
			errLoad = fmt.Errorf("compiling %s: %w", path, err)
			return
		}
		compiled = append(compiled, sch)
	}
}

// Validate checks data, a SARIF log, against every vendored schema.
func Validate(data []byte) error {
	once.Do(load)
	if errLoad != nil {
		return errLoad
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	for i, sch := range compiled {
		if err := sch.Validate(inst); err != nil {
			return fmt.Errorf("against %s: %w", Schemas[i], err)
		}
	}
	return nil
}

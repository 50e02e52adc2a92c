// Package thirdparty checks the stubs of the modules listed in
// stubcheck.ThirdParty against the real modules this module's go.mod pins.
package thirdparty

import (
	"path/filepath"
	"slices"
	"testing"

	// The real packages behind the stubs: importing them keeps their
	// modules in go.mod at the versions the stubs are checked against.
	_ "github.com/aws/aws-lambda-go/events"
	_ "github.com/gin-gonic/gin"
	_ "github.com/go-chi/chi/v5"
	_ "github.com/gorilla/mux"
	_ "github.com/labstack/echo/v4"
	_ "github.com/labstack/gommon/log"

	"github.com/ddblint/ddblint/internal/devtools/stubcheck"
)

func TestThirdPartyStubsMatchRealModules(t *testing.T) {
	gopath, err := filepath.Abs("../../../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	moduleDir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	all, err := stubcheck.StubImportPaths(filepath.Join(gopath, "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range stubcheck.ThirdParty {
		if !slices.Contains(all, p) {
			t.Errorf("stub package %s is missing from testdata/src", p)
		}
	}
	stubcheck.CompareStubs(t, gopath, moduleDir, stubcheck.ThirdParty)
}

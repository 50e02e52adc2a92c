// Command keysdump prints every key set the keys pass reads, one line a
// key, for working out why a rule is silent on a repository: run it as
// keysdump ./... in the module. It is a development aid, not a product
// route; it uses the x/tools single-analyzer driver, which analyses
// dependencies from source, so it is slower than ddblint.
package main

import (
	"fmt"
	"os"
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/ddblint/ddblint/analyzers/keys"
)

var analyzer = &analysis.Analyzer{
	Name:       "keysdump",
	Doc:        "print the key sets the keys pass reads",
	Requires:   []*analysis.Analyzer{keys.Analyzer},
	ResultType: reflect.TypeOf(0),
	Run:        run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	for _, s := range res.Sets {
		fmt.Fprintf(os.Stdout, "%s: set %s op=%v table=%q expr=%q index=%q remote=%v keys=%d form=%v attrs=%d complete=%v fits=%q\n",
			pass.Fset.Position(s.Pos), s.Call, s.Op, s.Table, s.TableExpr, s.Index, s.Remote, len(s.Keys), s.Form, len(s.Attrs), s.AttrsComplete, fits(res, s))
		for _, at := range s.Attrs {
			fmt.Fprintf(os.Stdout, "\tattr %s cond=%q\n", at.Name, at.Cond)
		}
		for _, k := range s.Keys {
			fmt.Fprintf(os.Stdout, "\t%s: %s %v index=%q cond=%q value=%v\n",
				pass.Fset.Position(k.Expr.Pos()), k.Attr, k.Role, k.Index, k.Cond, k.Value)
		}
	}
	return 0, nil
}

// fits names the declared table the set's item or key fits, "" if none.
func fits(res *keys.Result, s *keys.KeySet) string {
	if t := s.Declared(res.Schema); t != nil {
		return t.Name + "/" + t.ID
	}
	return ""
}

func main() { singlechecker.Main(analyzer) }

package keys

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// The files ddblint skips (generated code, and tests unless configured;
// see config.Config.Skips) report nothing, and the sets found there are
// dropped (see add). The engine does not read them either, but for the
// functions there that code it does check can run: a generated client's
// method or exported function that builds a key from its parameters is a
// wrapper (see wrappers.go), and the keys its callers hand it are the
// callers' to answer for. Everything else in a skipped file (a generated
// package of thousands of unexported builders, say) costs a walk over its
// syntax and nothing more: it is never evaluated (issue 23, item 5).

// testOnSink, when set by a test, sees each node findSinks reads.
var testOnSink func(pass *analysis.Pass, n ast.Node)

// markUnread finds the functions of skipped files that nothing checked
// can reach. Reached are: the methods (an interface can run any of them)
// and exported functions (other packages call them) of skipped files, the
// functions the code of checked files names, and the functions those name
// in turn. A package-level value of a skipped file that names a function
// reaches nothing: the engine does not follow calls of function values,
// and the sets found outside functions of skipped files have no
// parameters to summarise.
func (a *analysis_) markUnread() {
	a.unreadFns = map[*funcInfo]bool{}
	if len(a.skipped) == 0 {
		return
	}
	var queue []*funcInfo
	reach := func(fi *funcInfo) {
		if a.unreadFns[fi] {
			delete(a.unreadFns, fi)
			queue = append(queue, fi)
		}
	}
	for _, fi := range a.w.spans {
		if a.inSkipped(fi.decl.Pos()) {
			a.unreadFns[fi] = true
		}
	}
	if len(a.unreadFns) == 0 {
		return
	}
	for fi := range a.unreadFns {
		if fi.sig.Recv() != nil || fi.fn.Exported() {
			reach(fi)
		}
	}
	// names reaches the functions of skipped files that n names.
	names := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if fn, ok := a.pass.TypesInfo.Uses[id].(*types.Func); ok {
					if fi := a.w.funcs[fn.Origin()]; fi != nil {
						reach(fi)
					}
				}
			}
			return true
		})
	}
	for _, f := range a.pass.Files {
		if !a.skipped[a.pass.Fset.File(f.Pos())] {
			names(f)
		}
	}
	for len(queue) > 0 {
		fi := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		names(fi.decl.Body)
	}
}

// unread reports a position in a function of a skipped file that nothing
// checked reaches (see markUnread), or outside any function of a skipped
// file: the engine reads no key there.
func (a *analysis_) unread(pos token.Pos) bool {
	if !a.inSkipped(pos) {
		return false
	}
	fi := a.funcAt(pos)
	return fi == nil || a.unreadFns[fi]
}

// Package lsp is ddblint's language server: it speaks the Language Server
// Protocol over a stream (stdio, from cmd/ddblint-lsp), analyses the package
// of each Go file the editor opens or saves with the ddblint analyzer, and
// publishes the findings as diagnostics, with their suggested fixes as
// quick-fix code actions. Editors run it next to gopls, which cannot load
// third-party analyzers (golang/go#59869).
//
// # What it does
//
//   - initialize: full text sync with save notifications, quick-fix code
//     actions, UTF-16 positions.
//   - didOpen, didSave (and didChange with [Options.OnChange]): schedule an
//     analysis of the file's package — the files of its directory, tests
//     included — debounced, one package of a module at a time, modules
//     side by side (see scheduler). The package is
//     analysed by the command's driver (cmd/internal/driver: the module from
//     source or its cache, dependencies from export data) from the module
//     root found via go.mod, with every open buffer as an overlay.
//   - After an analysis, diagnostics are published for every open file of
//     the package: [] for those without findings, so stale ones clear.
//   - A package that does not load or type-check, or an analysis error (a
//     bad .ddblint.yml, an unknown rule), publishes nothing: the errors go to
//     window/logMessage (gopls shows the type errors already), a config
//     error also once to window/showMessage.
//   - codeAction: the suggested fixes of the findings in the requested
//     range, as quick fixes with a WorkspaceEdit, as long as the document
//     is still at the version that was analysed.
//
// # Why github.com/sourcegraph/jsonrpc2 and hand-written protocol structs
//
// The candidates, as of this writing: go.lsp.dev/protocol v1.0.x is a fresh
// (June 2026) generated rewrite of ~87,000 lines on a pseudo-versioned
// experimental JSON package, and its go.mod lists golangci-lint v2.12.2 and
// some 250 linter modules as tool requirements, which would enter the module
// graph of everyone who builds ddblint's golangci-lint plugin; its previous
// line, v0.12.0, is from 2022 and pulls zap. github.com/tliron/glsp is
// itself built on sourcegraph/jsonrpc2 and adds a logging stack (commonlog,
// kutil, termenv, go-deadlock…); the module proxy here does not serve it
// either. sourcegraph/jsonrpc2 (v0.2.3,
// September 2026) has been kept since 2016, is used by many Go language
// servers, does the Content-Length framing (VSCodeObjectCodec), needs only
// go 1.12 and has one requirement (gorilla/websocket, for a subpackage this
// server does not import), so neither x/tools nor the go line moves. The
// protocol is the few structs in protocol.go.
package lsp

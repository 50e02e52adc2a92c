package lsp

// The subset of the Language Server Protocol 3.17 that ddblint-lsp speaks,
// written by hand: a dozen structs are less to keep than a generated
// 80,000-line protocol module (see doc.go for why the JSON-RPC layer is
// github.com/sourcegraph/jsonrpc2). Field names and JSON tags follow
// https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/.

// DocumentURI is a file URI, as the client sent it.
type DocumentURI string

// Position is a zero-based line and a zero-based character offset counted
// in UTF-16 code units, the protocol's default (and only mandatory)
// position encoding.
type Position struct {
	Line      uint32 `json:"line"`
	Character uint32 `json:"character"`
}

// Range is a half-open range of positions.
type Range struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// Location is a range in a document.
type Location struct {
	URI   DocumentURI `json:"uri"`
	Range Range       `json:"range"`
}

// TextEdit replaces Range with NewText.
type TextEdit struct {
	Range   Range  `json:"range"`
	NewText string `json:"newText"`
}

// WorkspaceEdit is a set of edits by document.
type WorkspaceEdit struct {
	Changes map[DocumentURI][]TextEdit `json:"changes"`
}

// Message types of window/logMessage and window/showMessage.
const (
	MessageError   = 1
	MessageWarning = 2
	MessageInfo    = 3
	MessageLog     = 4
)

// LogMessageParams are the parameters of window/logMessage and
// window/showMessage.
type LogMessageParams struct {
	Type    int    `json:"type"`
	Message string `json:"message"`
}

// Diagnostic severities.
const (
	SeverityError   = 1
	SeverityWarning = 2
)

// CodeDescription links a diagnostic's code to its documentation.
type CodeDescription struct {
	Href string `json:"href"`
}

// DiagnosticRelatedInformation is a secondary location of a diagnostic.
type DiagnosticRelatedInformation struct {
	Location Location `json:"location"`
	Message  string   `json:"message"`
}

// Diagnostic is one finding, as the client shows it.
type Diagnostic struct {
	Range              Range                          `json:"range"`
	Severity           int                            `json:"severity,omitempty"`
	Code               string                         `json:"code,omitempty"`
	CodeDescription    *CodeDescription               `json:"codeDescription,omitempty"`
	Source             string                         `json:"source,omitempty"`
	Message            string                         `json:"message"`
	RelatedInformation []DiagnosticRelatedInformation `json:"relatedInformation,omitempty"`
}

// PublishDiagnosticsParams replace every diagnostic of one document.
type PublishDiagnosticsParams struct {
	URI         DocumentURI  `json:"uri"`
	Version     *int32       `json:"version,omitempty"`
	Diagnostics []Diagnostic `json:"diagnostics"` // never null: [] clears
}

// InitializeParams are the parts of initialize's parameters the server
// reads; the rest is ignored.
type InitializeParams struct {
	ProcessID  *int        `json:"processId"`
	RootURI    DocumentURI `json:"rootUri,omitempty"`
	ClientInfo *struct {
		Name    string `json:"name"`
		Version string `json:"version,omitempty"`
	} `json:"clientInfo,omitempty"`
}

// InitializeResult is initialize's result.
type InitializeResult struct {
	Capabilities ServerCapabilities `json:"capabilities"`
	ServerInfo   ServerInfo         `json:"serverInfo"`
}

// ServerInfo names the server.
type ServerInfo struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
}

// ServerCapabilities are what the server can do.
type ServerCapabilities struct {
	PositionEncoding   string                  `json:"positionEncoding"`
	TextDocumentSync   TextDocumentSyncOptions `json:"textDocumentSync"`
	CodeActionProvider CodeActionOptions       `json:"codeActionProvider"`
}

// Text document sync kinds.
const (
	SyncNone        = 0
	SyncFull        = 1
	SyncIncremental = 2
)

// TextDocumentSyncOptions say which document notifications to send.
type TextDocumentSyncOptions struct {
	OpenClose bool        `json:"openClose"`
	Change    int         `json:"change"`
	Save      SaveOptions `json:"save"`
}

// SaveOptions configure didSave.
type SaveOptions struct {
	IncludeText bool `json:"includeText"`
}

// CodeActionOptions list the code action kinds the server returns.
type CodeActionOptions struct {
	CodeActionKinds []string `json:"codeActionKinds"`
}

// KindQuickFix is the kind of every code action ddblint-lsp returns.
const KindQuickFix = "quickfix"

// TextDocumentIdentifier names a document.
type TextDocumentIdentifier struct {
	URI DocumentURI `json:"uri"`
}

// TextDocumentItem is an opened document.
type TextDocumentItem struct {
	URI        DocumentURI `json:"uri"`
	LanguageID string      `json:"languageId"`
	Version    int32       `json:"version"`
	Text       string      `json:"text"`
}

// DidOpenTextDocumentParams are textDocument/didOpen's parameters.
type DidOpenTextDocumentParams struct {
	TextDocument TextDocumentItem `json:"textDocument"`
}

// VersionedTextDocumentIdentifier names a version of a document.
type VersionedTextDocumentIdentifier struct {
	URI     DocumentURI `json:"uri"`
	Version int32       `json:"version"`
}

// TextDocumentContentChangeEvent is one change. The server asks for full
// sync, so Range is normally absent and Text is the whole document; an
// incremental change is applied anyway if a client sends one.
type TextDocumentContentChangeEvent struct {
	Range *Range `json:"range,omitempty"`
	Text  string `json:"text"`
}

// DidChangeTextDocumentParams are textDocument/didChange's parameters.
type DidChangeTextDocumentParams struct {
	TextDocument   VersionedTextDocumentIdentifier  `json:"textDocument"`
	ContentChanges []TextDocumentContentChangeEvent `json:"contentChanges"`
}

// DidSaveTextDocumentParams are textDocument/didSave's parameters.
type DidSaveTextDocumentParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Text         *string                `json:"text,omitempty"`
}

// DidCloseTextDocumentParams are textDocument/didClose's parameters.
type DidCloseTextDocumentParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// CodeActionParams are textDocument/codeAction's parameters.
type CodeActionParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
	Range        Range                  `json:"range"`
	Context      CodeActionContext      `json:"context"`
}

// CodeActionContext carries the diagnostics the client shows at the range.
type CodeActionContext struct {
	Diagnostics []Diagnostic `json:"diagnostics"`
	Only        []string     `json:"only,omitempty"`
}

// CodeAction is a quick fix.
type CodeAction struct {
	Title       string         `json:"title"`
	Kind        string         `json:"kind,omitempty"`
	Diagnostics []Diagnostic   `json:"diagnostics,omitempty"`
	IsPreferred bool           `json:"isPreferred,omitempty"`
	Edit        *WorkspaceEdit `json:"edit,omitempty"`
}

// JSON-RPC error codes the protocol adds.
const (
	codeServerNotInitialized = -32002
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
)

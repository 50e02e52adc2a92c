package schema

import (
	"path/filepath"
	"strings"
)

// Tables described in a repository's documentation: a README or a
// deployment guide whose shell code block runs `aws dynamodb create-table`
// (the set-up a reader copies into a terminal). It is the only declaration
// some repositories have. The blocks are found by CommonMark's fence rules
// (``` or ~~~, three or more, indented at most three spaces, closed by the
// same character at least as many times) and read as the command files
// are (awscli.go). A Markdown parser would give the same blocks; this is
// the one construct needed, and ddblint builds into golangci-lint, where
// every dependency is one more for its users to vet.

// IsMarkdown reports a Markdown file by its extension.
func IsMarkdown(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown":
		return true
	}
	return false
}

// parseMarkdown reads the create-table calls of the shell code blocks of
// a Markdown file.
func parseMarkdown(name string, data []byte) ([]Table, error) {
	none := &Error{File: name, Msg: "declares no table: no aws dynamodb create-table call with a --key-schema in a shell code block"}
	if !HasCreateTable(data) {
		return nil, none
	}
	c := &cliReader{file: name, vars: map[string]string{}}
	for _, b := range fencedBlocks(string(data)) {
		if b.shell && strings.Contains(b.text, "create-table") {
			c.shell(commands(b.text), b.line, 0)
		}
	}
	if len(c.tables) == 0 {
		return nil, none
	}
	return c.tables, nil
}

// codeBlock is a fenced code block: its text, the line of its first
// line in the file, and whether its info string says shell (or says
// nothing, as most set-up snippets do).
type codeBlock struct {
	text  string
	line  int
	shell bool
}

// shellInfo are the info strings of shell code blocks.
var shellInfo = map[string]bool{"": true, "sh": true, "bash": true, "shell": true, "zsh": true, "console": true, "shell-session": true, "shellsession": true, "terminal": true}

// fencedBlocks returns the fenced code blocks of a Markdown text. A block
// left open runs to the end of the text, as CommonMark says.
func fencedBlocks(text string) []codeBlock {
	var out []codeBlock
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		indent, fence, info, ok := openingFence(lines[i])
		if !ok {
			continue
		}
		b := codeBlock{line: i + 2, shell: shellInfo[info]}
		var body []string
		j := i + 1
		for ; j < len(lines); j++ {
			if closingFence(lines[j], fence) {
				break
			}
			body = append(body, dedent(lines[j], indent))
		}
		b.text = strings.Join(body, "\n")
		out = append(out, b)
		i = j
	}
	return out
}

// openingFence reads a line that opens a fenced code block: its indent,
// its fence (``` or ~~~, or longer) and the first word of its info string,
// lower case.
func openingFence(line string) (indent int, fence, info string, ok bool) {
	trimmed := strings.TrimLeft(line, " ")
	indent = len(line) - len(trimmed)
	if indent > 3 || len(trimmed) < 3 {
		return 0, "", "", false
	}
	ch := trimmed[0]
	if ch != '`' && ch != '~' {
		return 0, "", "", false
	}
	n := len(trimmed) - len(strings.TrimLeft(trimmed, string(ch)))
	if n < 3 {
		return 0, "", "", false
	}
	rest := strings.TrimSpace(trimmed[n:])
	if ch == '`' && strings.Contains(rest, "`") {
		return 0, "", "", false // an inline code span, not a fence
	}
	if f := strings.Fields(rest); len(f) > 0 {
		info = strings.ToLower(strings.Trim(f[0], "{}."))
	}
	return indent, trimmed[:n], info, true
}

// closingFence reports a line that closes a block opened by fence.
func closingFence(line, fence string) bool {
	trimmed := strings.TrimLeft(line, " ")
	if len(line)-len(trimmed) > 3 {
		return false
	}
	n := len(trimmed) - len(strings.TrimLeft(trimmed, fence[:1]))
	return n >= len(fence) && strings.TrimSpace(trimmed[n:]) == ""
}

// dedent removes up to indent leading spaces, as CommonMark does for the
// lines of a block whose fence is indented.
func dedent(line string, indent int) string {
	for range indent {
		if !strings.HasPrefix(line, " ") {
			break
		}
		line = line[1:]
	}
	return line
}

// commands is the shell a block runs: in a terminal session (lines typed
// after a "$ " prompt, the others the output), the typed lines and their
// continuations; otherwise the whole block. A line that is not kept is
// left blank, so that lines keep their numbers.
func commands(text string) string {
	lines := strings.Split(text, "\n")
	prompted := false
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimLeft(l, " "), "$ ") {
			prompted = true
			break
		}
	}
	if !prompted {
		return text
	}
	out := make([]string, len(lines))
	cont := false
	for i, l := range lines {
		t := strings.TrimLeft(l, " ")
		switch {
		case strings.HasPrefix(t, "$ "):
			out[i] = t[2:]
		case cont:
			out[i] = l
		default:
			out[i] = ""
		}
		cont = out[i] != "" && strings.HasSuffix(strings.TrimRight(out[i], " "), "\\")
	}
	return strings.Join(out, "\n")
}

package lsp

import (
	"fmt"
	"sort"
	"unicode/utf8"
)

// mapper converts between byte offsets in a file's content, which go/token
// positions reduce to, and LSP positions: a zero-based line, and a
// zero-based character counted in UTF-16 code units. (go/token's column is
// one-based and counts bytes, so "é" is 2 columns to Go and 1 character to
// the client, and "😀" 4 and 2.)
//
// Lines end at "\n", "\r\n" or a lone "\r", as the protocol defines them. Go
// itself counts only "\n", which is why the mapper counts lines from the
// content instead of taking token.Position.Line.
type mapper struct {
	content []byte
	lines   []int // byte offset of the start of each line
}

func newMapper(content []byte) *mapper {
	m := &mapper{content: content, lines: []int{0}}
	for i := 0; i < len(content); i++ {
		switch content[i] {
		case '\n':
			m.lines = append(m.lines, i+1)
		case '\r':
			if i+1 < len(content) && content[i+1] == '\n' {
				continue // the "\n" ends the line
			}
			m.lines = append(m.lines, i+1)
		}
	}
	return m
}

// position returns the LSP position of a byte offset. An offset beyond the
// content (the file changed after it was loaded) is clamped to its end; an
// offset inside a UTF-8 sequence counts the partial rune as one unit.
func (m *mapper) position(offset int) Position {
	offset = max(0, min(offset, len(m.content)))
	line := sort.Search(len(m.lines), func(i int) bool { return m.lines[i] > offset }) - 1
	return Position{Line: uint32(line), Character: uint32(utf16Len(m.content[m.lines[line]:offset]))}
}

// offset returns the byte offset of an LSP position. A character beyond the
// end of its line is an error, as is a line beyond the last.
func (m *mapper) offset(p Position) (int, error) {
	if int(p.Line) >= len(m.lines) {
		return 0, fmt.Errorf("line %d is beyond the last line (%d)", p.Line, len(m.lines)-1)
	}
	start := m.lines[p.Line]
	end := len(m.content)
	if int(p.Line)+1 < len(m.lines) {
		end = m.lines[p.Line+1]
	}
	// The character may point at the line's terminator, not past it.
	for end > start && (m.content[end-1] == '\n' || m.content[end-1] == '\r') {
		end--
	}
	units := 0
	for i := start; ; {
		if units == int(p.Character) {
			return i, nil
		}
		if i >= end || units > int(p.Character) {
			return 0, fmt.Errorf("character %d is beyond the end of line %d or inside a surrogate pair", p.Character, p.Line)
		}
		r, size := utf8.DecodeRune(m.content[i:end])
		units += runeUnits(r)
		i += size
	}
}

// utf16Len is the length of b in UTF-16 code units. An invalid byte decodes
// as U+FFFD, one unit.
func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		n += runeUnits(r)
		b = b[size:]
	}
	return n
}

// runeUnits is the number of UTF-16 code units of r.
func runeUnits(r rune) int {
	if r >= 0x10000 {
		return 2 // a surrogate pair
	}
	return 1
}

// before reports whether position a comes before b.
func before(a, b Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Character < b.Character
}

// overlaps reports whether two ranges share a position. The ends count, so
// that an empty range (a cursor) touching a diagnostic selects it.
func overlaps(a, b Range) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

// Package keymap is the key map: the data model ddblint reads from the
// code — tables and their indexes, the kinds of item the code writes with
// their key templates, the reads and the updates that address items, and
// what the rules found about each — drawn as the page DynamoDB teams keep
// by hand (ddblint -map).
//
// Each package leaves a Summary (the ddblint pass builds it from the keys
// pass's key sets; the driver caches it with the package's findings), and
// Build joins the summaries of a run into one Map. The Map is what every
// output prints: Markdown with a Mermaid diagram, JSON, and a NoSQL
// Workbench data model.
package keymap

import (
	"fmt"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// Summary is what one package gives the key map. It holds no positions
// of a file set, only file names and lines, so the cache can keep it.
type Summary struct {
	// Tables are the declared tables the package's schema holds (config,
	// infrastructure files, code), in the order the engine consults them.
	Tables []Table `json:",omitempty"`
	// Items are the struct types the package marshals into items or keys
	// ("import/path.Name"): the evidence a Pending request needs.
	Items []string `json:",omitempty"`
	// Requests are the items the package builds and the requests it
	// makes, with the keys the engine read in each, in source order.
	Requests []Request `json:",omitempty"`
}

// Request is one item built or one request made: a write (an item put or
// built), a read (Get, Query, a batch or transaction read), or the key of
// an update or delete.
type Request struct {
	Op     string // OpWrite, OpRead or OpKey
	Call   string // "PutItem", "Query", "Order{}"…
	Table  string // the table's name (or its declaration's id); "" if unknown
	Index  string `json:",omitempty"`
	Keys   []Key
	Func   string `json:",omitempty"` // the enclosing function, as types.Func.FullName prints it
	Type   string `json:",omitempty"` // the item's struct type, "import/path.Name", if known
	Needs  string `json:",omitempty"` // a pending item's type: counted only if a package marshals it
	Upsert bool   `json:",omitempty"` // an update that creates the item it names
	// Generic marks a request keyed by its function's parameters, whole
	// (a wrapper's GetItem of pk and sk): left out of the map when a
	// request made at a call of the function (Via) says more.
	Generic bool `json:",omitempty"`
	// Via is the wrapper a request is made at a call of, as
	// types.Func.FullName prints it; "" for a request made where it is.
	Via  string `json:",omitempty"`
	File string // absolute
	Line int
	// EndLine is the last line of the request's item, key or condition:
	// a finding between Line and EndLine is about this request.
	EndLine int `json:",omitempty"`
}

// The request kinds.
const (
	OpWrite = "write"
	OpRead  = "read"
	OpKey   = "key"
)

// Key is one key attribute's value in a request.
type Key struct {
	Attr  string
	Index string `json:",omitempty"` // the secondary index it keys; "" for the table
	Role  string // "partition" or "sort"
	Cond  string `json:",omitempty"` // a query's key-condition operator: "=", "begins_with"…
	Value Template
	// Shape is Value with its holes described by what fills them, not by
	// the names of the variables: keys of one design written from
	// different variables have one shape.
	Shape string
	File  string // where the value is written (absolute)
	Line  int
}

// Template is a key value as the map prints it: literal text and holes.
type Template struct {
	Text  string `json:"text"` // "ORDER#<createdAt:time RFC3339>#<orderID>"
	Holes []Hole `json:"holes,omitempty"`
}

// Hole is a part of a key the code fills at run time.
type Hole struct {
	// Name is the expression or field the value comes from.
	Name string `json:"name"`
	// Kind is what the engine knows of the value: "id", "time",
	// "number", "enum", "counter", "hash", "bool", "string", or
	// "unknown".
	Kind string `json:"kind"`
	// Detail says more where the engine knows it: a time's layout, a
	// number's padding, an enum's count of values, an id's scheme.
	Detail string `json:"detail,omitempty"`
}

// FromTemplate renders a key value: each hole as <name:kind detail>,
// named by the expression or field it comes from. shape is the same
// without the names. enumValues, if not nil, gives the values of an enum
// type (as keyexpr.Hole.Type names it), nil if it cannot tell.
func FromTemplate(t keyexpr.Template, enumValues func(typ string) []string) (out Template, shape string) {
	var b, s strings.Builder
	for _, p := range t.Parts {
		if p.IsLit() {
			b.WriteString(p.Lit)
			s.WriteString(p.Lit)
			continue
		}
		h := describe(p.Hole)
		if h.Kind == "enum" && enumValues != nil && p.Hole.Type != "" {
			// Listed when they are the values the engine counted
			// (keyexpr's countConsts: distinct, of the checked files).
			if vs := enumValues(p.Hole.Type); len(vs) > 0 && len(vs) <= maxValues && len(vs) == p.Hole.Values {
				h.Detail = "one of " + strings.Join(vs, ", ")
			}
		}
		out.Holes = append(out.Holes, h)
		b.WriteString(h.String())
		s.WriteString((Hole{Name: "", Kind: h.Kind, Detail: h.Detail}).String())
	}
	out.Text = b.String()
	return out, s.String()
}

// maxValues is the most values of an enum a hole lists.
const maxValues = 8

// String renders the hole as its template does.
func (h Hole) String() string {
	if strings.HasPrefix(h.Name, "one of ") {
		return "<" + h.Name + ">" // a helper's choice of texts says it all
	}
	desc := h.Kind
	switch h.Kind {
	case "string", "unknown":
		desc = ""
	}
	if h.Detail != "" {
		desc = strings.TrimSpace(desc + " " + h.Detail)
		if h.Kind == "enum" {
			desc = h.Detail
		}
	}
	if desc == "" {
		return "<" + h.Name + ">"
	}
	return "<" + h.Name + ":" + desc + ">"
}

// describe says what the engine knows of a hole's value.
func describe(h *keyexpr.Hole) Hole {
	name := h.Name
	switch {
	case name == "" || strings.HasPrefix(h.Text, "one of "):
		name = h.Text
	case strings.Contains(h.Text, name+"("):
		// The value is a call's (time.Now(), uuid.NewString()): its name
		// alone says little. A time's format call is the hole's detail.
		name = h.Text
		if i := strings.Index(name, ".Format("); i > 0 {
			name = name[:i]
		}
	}
	if len(name) > 40 {
		name = name[:37] + "..."
	}
	out := Hole{Name: name}
	switch h.Kind {
	case keyexpr.Time:
		out.Kind = "time"
		out.Detail = layoutName(h.Layout)
		if h.Bucket != "" {
			out.Detail = strings.TrimSpace(out.Detail + " per " + h.Bucket)
		}
	case keyexpr.Int, keyexpr.Float:
		out.Kind = "number"
		switch {
		case h.Unix:
			out.Kind = "time"
			out.Detail = "unix " + h.UnixUnit
		case h.Pad > 0:
			out.Detail = fmt.Sprintf("%%0%dd", h.Pad)
		case h.Shard:
			out.Detail = "shard"
		}
	case keyexpr.Counter:
		out.Kind = "counter"
	case keyexpr.Hash:
		out.Kind = "hash"
	case keyexpr.ID:
		out.Kind = "id"
		out.Detail = h.IDKind
	case keyexpr.Bool:
		out.Kind = "bool"
	case keyexpr.Enum:
		out.Kind = "enum"
		if h.Values > 0 {
			out.Detail = fmt.Sprintf("%d values", h.Values)
		}
	case keyexpr.String:
		out.Kind = "string"
		switch {
		case h.Values > 0:
			out.Kind, out.Detail = "enum", fmt.Sprintf("%d values", h.Values)
		case h.Consts == 1:
			out.Kind, out.Detail = "enum", "1 constant"
		case h.Consts > 0:
			out.Kind, out.Detail = "enum", fmt.Sprintf("%d constants", h.Consts)
		}
	default:
		out.Kind = "unknown"
	}
	if out.Name == "" {
		out.Name = out.Kind
	}
	return out
}

// layoutName names a time layout as the time package's constants do.
func layoutName(layout string) string {
	switch layout {
	case "":
		return ""
	case "2006-01-02T15:04:05Z07:00":
		return "RFC3339"
	case "2006-01-02T15:04:05.999999999Z07:00":
		return "RFC3339Nano"
	case "2006-01-02":
		return "DateOnly"
	case "2006-01-02 15:04:05":
		return "DateTime"
	case "15:04:05":
		return "TimeOnly"
	}
	return fmt.Sprintf("%q", layout)
}

// Provider is a pass result that carries a Summary (the ddblint pass's).
type Provider interface {
	KeyMap() *Summary
}

// Package keyexpr models the shape of a DynamoDB key value as it is built in
// Go source: a template of literal text and holes, where each hole records
// what is known about the value that fills it (its kind, where it came from,
// how it was formatted). Rules judge keys by their template, never by the raw
// expression, so every idiom the evaluator understands (+, Sprintf, Join,
// Builder, helpers…) is checked by every rule.
package keyexpr

import (
	"go/token"
	"slices"
	"strings"
)

// Kind says what kind of value fills a hole. Opaque means nothing is known:
// rules stay silent about opaque holes.
type Kind uint8

const (
	Opaque  Kind = iota // unknown value: never reported on
	String              // a string from a named variable, field or parameter
	Int                 // an integer formatted as decimal text
	Float               // a floating-point number formatted as text
	Bool                // a boolean formatted as text
	Time                // a time.Time formatted with Layout
	Enum                // a value of a named type with Values declared constants
	ID                  // a unique identifier: UUID, ULID, KSUID
	Counter             // a sequential counter: the new value of a sync/atomic increment
	Hash                // the output of a hash function
)

var kindNames = [...]string{"opaque", "string", "int", "float", "bool", "time", "enum", "id", "counter", "hash"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// NoParam marks a hole that does not stand for a helper function's parameter.
const NoParam = -1

// Hole is a dynamic part of a key. Its fields are plain values (no AST
// pointers) so a template can travel inside an analysis fact; positions are
// zeroed when it does, because they mean nothing in another package.
type Hole struct {
	Kind Kind
	// Name is the leaf name of the variable, field or parameter the value came
	// from ("Status" for o.Status), used by name-based heuristics; "" if none.
	Name string
	// Text is the source text of the value expression, for messages.
	Text string
	// Type is the Go type of the value, as types.TypeString prints it.
	Type string

	// Pad is the zero-padded width an Int is formatted to (0: not padded).
	Pad int
	// Unix is set for an Int that is a Unix time (seconds, millis, nanos):
	// fixed width for centuries, so it sorts as text in practice.
	Unix bool
	// UnixUnit is the unit of a Unix time: "s" (time.Time.Unix), "ms",
	// "us" or "ns" (UnixMilli, UnixMicro, UnixNano).
	UnixUnit string
	// Width is set for an Int read from a table of constants (a map or
	// slice literal never written, indexed by a variable): every value it
	// can take has this many decimal digits and none is negative, so the
	// values sort as text in numeric order without padding. 0 if unknown.
	Width int
	// Ordered is set for an Int that is the result of a function of the
	// package whose every return statement returns an integer constant
	// (a lookup written as a switch or an if chain), when the decimal
	// texts of those constants sort in their numeric order and none is a
	// prefix of another: whatever follows the number in a key, text order
	// is numeric order without padding ({-1, 0, 1, 2, 3} is; {1, 5, 12}
	// and {-2, -1} are not).
	Ordered bool
	// Layout is the time.Format layout of a Time.
	Layout string
	// Bucket is the unit a time is rounded down to by the code that made
	// it, whatever its layout: "day" for time.Date(y, m, d, 0, 0, 0, 0,
	// loc) or t.Truncate(24*time.Hour), "hour" for t.Truncate(time.Hour);
	// also "second", "minute", "month", "year"; "" when not known. It
	// survives t.AddDate, t.UTC(), t.Format and t.Unix().
	Bucket string
	// Values is the number of possible values when it is small and known
	// (2 for a bool, the declared constants for an Enum); 0 if unknown.
	Values int
	// Guarded is set for an Enum whose values a guard at the top of the
	// parameter's function allows, the function ending for any other
	// (guards.go): it holds whatever the caller passes.
	Guarded bool
	// Consts is set for a parameter of an unexported function of the
	// package that is only ever called and never assigned, when every call
	// passes a constant: the number of distinct constants (at most
	// maxConsts), so the value is one of a fixed few. 0 otherwise.
	Consts int
	// Sortable marks an ID that sorts by creation time (ULID, KSUID, UUIDv7).
	Sortable bool
	// Shard marks a value reduced modulo a constant (a write-shard suffix).
	Shard bool
	// IDKind names the ID scheme ("uuid", "ulid", "ksuid").
	IDKind string

	// Taint describes the untrusted input the value comes from (for
	// example `r.PathValue("id")`), "" if none is known.
	Taint string
	// TaintPos is where that input is read (the source expression), so
	// that findings about one read can be told from findings about
	// another read of the same text. Zeroed in facts.
	TaintPos token.Pos
	// Vars are the declarations of the local variables the value flowed
	// through on its way into the key, innermost last, so a rule can look
	// for checks made on any of them. Zeroed in facts.
	Vars []token.Pos

	// Truncated marks the opaque hole that stands for the rest of a
	// template past its size budget (maxParts, maxLit).
	Truncated bool

	// Lookup marks an opaque hole read from a map that carries data: m[k]
	// or m[k].(string) where m is reached from a function parameter
	// through fields, lookups and assertions (an event's claims, a
	// request's authorizer context). Its content is unknown, but it is no
	// compile-time constant, as a call's result may be.
	Lookup bool

	// Param is the index of the helper parameter this hole stands for in a
	// helper's template, or NoParam.
	Param int
	// ParamPath, when set, makes the hole a field of a helper's parameter
	// rather than the parameter: parameter PathParam's ParamPath[0], its
	// ParamPath[1]… (s.ID of Save(ctx, s *Session)). A call binds it to the
	// field of what it passes (see paramFieldArg). Param is NoParam.
	ParamPath []string
	PathParam int
	// Inner marks a part of another package's wrapper that no argument of
	// the call gives (its own clock, a number it counts), in a key a call
	// of the wrapper makes: the wrapper's package judges it, with all it
	// knows; the call sees only the wrapper's summary of it. It stays set
	// through the summaries of this package's functions around the call.
	Inner bool
	// Formatted marks an argument that a function of another package
	// formats (t.Format, strconv.Itoa, %d inside it): the text is that
	// function's, and a rule about the format judges it there when the
	// function is where the key's request is sent.
	Formatted bool

	// Source ranges for suggested fixes; zero when not exactly known.
	ExprPos, ExprEnd token.Pos // the value expression (argument)
	CallPos, CallEnd token.Pos // the formatting call, e.g. strconv.Itoa(n)
	VerbPos, VerbEnd token.Pos // the verb inside a format string, e.g. %d
	Verb             string    // the verb as written, e.g. "%d", "%v"
}

// Part is literal text (Hole == nil) or a hole.
type Part struct {
	Lit string
	// Pos, End locate Lit in a string literal of this package when its text
	// maps one-to-one onto source (no escapes); zero otherwise.
	Pos, End token.Pos
	// Foreign marks literal text that comes from another package (one of
	// its constants, catalogue entries or helpers): this package may only
	// read a value that the other package, or a third one, writes.
	Foreign bool
	// Arg, when not 0, numbers the call-site argument a helper's parameter
	// was replaced with that the part comes from (see substitute): parts
	// of one argument share it. The argument is one component of the
	// helper's key, whatever punctuation it holds; literal parts of
	// different arguments, or of an argument and the helper, are not
	// merged.
	Arg  int
	Hole *Hole
}

// IsLit reports whether the part is literal text.
func (p Part) IsLit() bool { return p.Hole == nil }

// Template is a key value as a sequence of parts. Adjacent literal parts are
// merged by the constructors; an empty template is the empty string.
type Template struct {
	Parts []Part
}

// Lit returns a template holding only literal text.
func Lit(s string, pos, end token.Pos) Template {
	if s == "" {
		return Template{}
	}
	return Template{Parts: []Part{{Lit: s, Pos: pos, End: end}}}
}

// Of returns a template that is a single hole.
func Of(h *Hole) Template { return Template{Parts: []Part{{Hole: h}}} }

// Concat joins templates, merging adjacent literal parts.
func Concat(ts ...Template) Template {
	var out Template
	for _, t := range ts {
		for _, p := range t.Parts {
			out.append(p)
		}
	}
	return out
}

// The size budget of a template. A DynamoDB partition key holds at most
// 2048 bytes and a sort key 1024, and real key builders have a handful of
// parts; without a budget, helpers that each call the previous one twice
// build a template of 2^n parts, and every Concat copies what it has.
const (
	maxParts = 256
	maxLit   = 4096 // bytes in one literal part
)

// truncated reports whether t has reached its budget: its last part stands
// for everything after it, and appending changes nothing.
func (t *Template) truncated() bool {
	n := len(t.Parts)
	return n > 0 && t.Parts[n-1].Hole != nil && t.Parts[n-1].Hole.Truncated
}

// truncate ends t with the opaque hole that stands for the rest.
func (t *Template) truncate() {
	t.Parts = append(t.Parts, Part{Hole: &Hole{Kind: Opaque, Text: "…", Param: NoParam, Truncated: true}})
}

// add appends u to t in place: the loops that build a template piece by
// piece stay linear (Concat copies what it has each time).
func (t *Template) add(u Template) {
	for _, p := range u.Parts {
		t.append(p)
	}
}

func (t *Template) append(p Part) {
	if t.truncated() {
		return
	}
	if p.Hole != nil && p.Hole.Truncated {
		// The rest of a truncated template: this one is truncated too.
		t.truncate()
		return
	}
	if len(t.Parts) >= maxParts-1 {
		t.truncate()
		return
	}
	if p.IsLit() {
		if p.Lit == "" {
			return
		}
		if n := len(t.Parts); n > 0 && t.Parts[n-1].IsLit() && t.Parts[n-1].Arg == p.Arg {
			last := &t.Parts[n-1]
			if len(last.Lit)+len(p.Lit) > maxLit {
				t.truncate()
				return
			}
			// The merged literal keeps a source range only if the two
			// pieces are contiguous in the same literal.
			if last.End != token.NoPos && last.End == p.Pos {
				last.End = p.End
			} else {
				last.Pos, last.End = token.NoPos, token.NoPos
			}
			last.Lit += p.Lit
			last.Foreign = last.Foreign || p.Foreign
			return
		}
		if len(p.Lit) > maxLit {
			t.truncate()
			return
		}
	}
	t.Parts = append(t.Parts, p)
}

// maxArg returns the largest Part.Arg of t.
func (t Template) maxArg() int {
	n := 0
	for _, p := range t.Parts {
		n = max(n, p.Arg)
	}
	return n
}

// asArg returns t with every part marked as coming from the argument
// numbered id.
func (t Template) asArg(id int) Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		p.Arg = id
		out.Parts[i] = p
	}
	return out
}

// IsConst reports whether the template has no holes.
func (t Template) IsConst() bool {
	for _, p := range t.Parts {
		if !p.IsLit() {
			return false
		}
	}
	return true
}

// Const returns the constant text of a hole-free template.
func (t Template) Const() (string, bool) {
	if !t.IsConst() {
		return "", false
	}
	var b strings.Builder
	for _, p := range t.Parts {
		b.WriteString(p.Lit)
	}
	return b.String(), true
}

// Holes returns the holes in order.
func (t Template) Holes() []*Hole {
	var hs []*Hole
	for _, p := range t.Parts {
		if p.Hole != nil {
			hs = append(hs, p.Hole)
		}
	}
	return hs
}

// Foreign reports whether any literal text of t comes from another package
// (see Part.Foreign).
func (t Template) Foreign() bool {
	for _, p := range t.Parts {
		if p.IsLit() && p.Foreign {
			return true
		}
	}
	return false
}

// foreign returns t with every literal part marked as coming from another
// package.
func foreign(t Template) Template {
	out := Template{Parts: slices.Clone(t.Parts)}
	for i := range out.Parts {
		if out.Parts[i].IsLit() {
			out.Parts[i].Foreign = true
		}
	}
	return out
}

// HasOpaque reports whether any hole is opaque: such a template is only
// partly known, and rules that need the whole value must stay silent.
func (t Template) HasOpaque() bool {
	for _, p := range t.Parts {
		if p.Hole != nil && p.Hole.Kind == Opaque {
			return true
		}
	}
	return false
}

// String renders the template for messages and tests: literal text as is,
// holes as <kind:name>.
func (t Template) String() string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.IsLit() {
			b.WriteString(p.Lit)
			continue
		}
		b.WriteByte('<')
		b.WriteString(p.Hole.Kind.String())
		if p.Hole.Name != "" {
			b.WriteByte(':')
			b.WriteString(p.Hole.Name)
		}
		b.WriteByte('>')
	}
	return b.String()
}

// cloneHoles returns t with its own copy of each hole.
func (t Template) cloneHoles() Template {
	out := Template{Parts: slices.Clone(t.Parts)}
	for i, p := range out.Parts {
		if p.Hole != nil {
			h := *p.Hole
			out.Parts[i].Hole = &h
		}
	}
	return out
}

// Strip returns a deep copy with every source position cleared, for export
// in a fact.
func (t Template) Strip() Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		p.Pos, p.End = token.NoPos, token.NoPos
		if p.Hole != nil {
			h := *p.Hole
			h.ExprPos, h.ExprEnd = token.NoPos, token.NoPos
			h.CallPos, h.CallEnd = token.NoPos, token.NoPos
			h.VerbPos, h.VerbEnd = token.NoPos, token.NoPos
			if len(h.Vars) > 0 {
				// Untrusted input that went through a variable may have
				// been checked there, which no other package can see:
				// only input read in the returned expression itself
				// stays tainted.
				h.Taint = ""
			}
			h.Vars = nil
			h.TaintPos = token.NoPos
			p.Hole = &h
		}
		out.Parts[i] = p
	}
	return out
}

// MayEqual reports whether t and u can spell the same text. It compares
// only the literal text before the first hole and after the last one, so
// it errs towards true: a rule that stays silent when two keys cannot meet
// must not be silenced by a value it could not read.
func (t Template) MayEqual(u Template) bool {
	tp, ts, tc := t.litEnds()
	up, us, uc := u.litEnds()
	if tc && uc {
		return tp == up
	}
	if tc {
		return strings.HasPrefix(tp, up) && strings.HasSuffix(tp[len(up):], us)
	}
	if uc {
		return strings.HasPrefix(up, tp) && strings.HasSuffix(up[len(tp):], ts)
	}
	return (strings.HasPrefix(tp, up) || strings.HasPrefix(up, tp)) &&
		(strings.HasSuffix(ts, us) || strings.HasSuffix(us, ts))
}

// MayStartWith reports whether t can spell a text that begins with what
// p spells: a begins_with operand p may select a key t writes. Like
// MayEqual it compares literal text only, and errs towards true: the
// literal text before t's first hole and p's (p's whole text, when p has
// no hole) must agree as far as both go.
func (t Template) MayStartWith(p Template) bool {
	tp, _, _ := t.litEnds()
	pp, _, _ := p.litEnds()
	return strings.HasPrefix(tp, pp) || strings.HasPrefix(pp, tp)
}

// PinsFirstHole reports whether every key of t that starts with p has one
// value in t's first hole, when that hole is an unpadded number: p goes on
// past the hole's digits with the literal that follows it in t ("V0#"
// against "V<n>#…"), or its digits are "0", which no other unpadded
// number starts with. A begins_with of such a prefix lists one number's
// items, whatever their order by it.
func (t Template) PinsFirstHole(p Template) bool {
	i := slices.IndexFunc(t.Parts, func(part Part) bool { return !part.IsLit() })
	if i < 0 || i+1 >= len(t.Parts) || !t.Parts[i+1].IsLit() {
		return false
	}
	h := t.Parts[i].Hole
	if h == nil || h.Kind != Int || h.Pad > 0 {
		return false
	}
	var before strings.Builder
	for _, part := range t.Parts[:i] {
		before.WriteString(part.Lit)
	}
	pp, _, _ := p.litEnds()
	rest, ok := strings.CutPrefix(pp, before.String())
	if !ok {
		return false
	}
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	if n == 0 {
		return false
	}
	after := rest[n:]
	next := t.Parts[i+1].Lit
	switch {
	case after == "":
		return rest[:n] == "0"
	case next == "":
		return false
	default:
		return strings.HasPrefix(after, next[:1]) && (after[0] < '0' || after[0] > '9')
	}
}

// litEnds returns the literal text before t's first hole and after its
// last one; for a hole-free template, its whole text twice and true.
func (t Template) litEnds() (prefix, suffix string, whole bool) {
	if s, ok := t.Const(); ok {
		return s, s, true
	}
	var p, s strings.Builder
	for _, part := range t.Parts {
		if !part.IsLit() {
			break
		}
		p.WriteString(part.Lit)
	}
	var tail []string
	for i := len(t.Parts) - 1; i >= 0 && t.Parts[i].IsLit(); i-- {
		tail = append(tail, t.Parts[i].Lit)
	}
	for i := len(tail) - 1; i >= 0; i-- {
		s.WriteString(tail[i])
	}
	return p.String(), s.String(), false
}

package pktimestamp

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

const name = "pktimestamp"

// Analyzer reports partition keys that vary only by a time bucket.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, files: map[*token.File]*ast.File{}}
	for _, f := range pass.Files {
		c.files[pass.Fset.File(f.FileStart)] = f
	}
	// A time-bucket design is reported where the package writes it;
	// a package that only reads it, once, at its first read; a design
	// spelled in another package of the module (a catalogue entry, a
	// helper), where the module writes it.
	reported := map[token.Pos]bool{}
	var reads []*keys.Key
	written := map[string]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Role != tables.Partition || reported[k.Expr.Pos()] {
				continue
			}
			if k.Index == "" && s.HashOnly(res.Schema) {
				// The table has no sort key: a day names one item (a
				// day's tournament, a daily report), not a partition
				// gathering the day's items.
				continue
			}
			if _, ok := c.check(k); !ok {
				continue
			}
			if !writes(s) {
				reads = append(reads, k)
				continue
			}
			c.report(k)
			reported[k.Expr.Pos()] = true
			written[k.Design()] = true
		}
	}
	first := map[string]*keys.Key{}
	for _, k := range reads {
		d := k.Design()
		if written[d] || k.Value.Foreign() {
			continue
		}
		if prev := first[d]; prev == nil || before(pass, k.Expr.Pos(), prev.Expr.Pos()) {
			first[d] = k
		}
	}
	for _, k := range first {
		c.report(k)
	}
	return nil, nil
}

func writes(s *keys.KeySet) bool { return s.Op == sdk.OpWrite || s.Op == sdk.OpItem || s.Upsert }

// before orders positions by file name and offset: token.Pos order across
// files depends on the order the driver parsed them in.
func before(pass *analysis.Pass, a, b token.Pos) bool {
	pa, pb := pass.Fset.Position(a), pass.Fset.Position(b)
	if pa.Filename != pb.Filename {
		return pa.Filename < pb.Filename
	}
	return pa.Offset < pb.Offset
}

// report reports k, which check accepts.
func (c *checker) report(k *keys.Key) {
	msg, _ := c.check(k)
	diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil, "%s", msg)
}

type checker struct {
	pass  *analysis.Pass
	files map[*token.File]*ast.File
}

// check describes k when every varying part of it is a time bucket.
func (c *checker) check(k *keys.Key) (string, bool) {
	holes := k.Value.Holes()
	if len(holes) == 0 {
		return "", false // a constant key: pkcardinality's business
	}
	// A bucket judged by its name alone (year, day) is reported only
	// where items are written or built: a read or the key of a
	// Delete/Update passes on a value from elsewhere (a Movies table
	// queried by a year argument), which says nothing of when items were
	// written. An update that creates its item (a counter's ADD with no
	// condition) writes it.
	written := k.Set == nil || writes(k.Set)
	finest := grainNone
	enumsOnly := true
	fromHelper := false
	var texts []string
	seen := map[string]bool{}
	for _, h := range holes {
		g, enum := timeGrain(h)
		if g == grainNone || g == grainSub {
			// Anything else (an id, an unknown value, a shard) spreads
			// the key; a time finer than a second is nearly unique.
			return "", false
		}
		if !written && !c.provenTime(h) {
			return "", false
		}
		if !enum {
			enumsOnly = false
		}
		if finest == grainNone || g < finest {
			finest = g
		}
		if h.ExprPos == token.NoPos {
			fromHelper = true
		}
		if t := holeText(h); !seen[t] {
			seen[t] = true
			texts = append(texts, diag.Shorten(t))
		}
	}
	if enumsOnly {
		return "", false // 12 months, 7 weekdays: pkcardinality reports a handful of values
	}
	what := names.List(texts)
	if at := diag.Expr(c.pass.Fset, k.Expr); fromHelper && !strings.Contains(at, what) {
		// The hole's text is the helper's own code: name the call too
		// (unless the key is reported in the helper, at that code).
		what += " in " + at
	}
	g := grains[finest]
	by := "the " + g.noun + " " + what
	if strings.EqualFold(what, g.noun) {
		by = what // "by year", not "by the year year"
	}
	return fmt.Sprintf("%s varies only by %s: all of %s writes land in one hot partition",
		k.Describe(), by, g.span), true
}

// provenTime reports a hole whose time is proven by its type or the call
// that made it, not judged by its name: a formatted time.Time, a Unix time,
// a time.Month or time.Weekday, or the result of a time.Time method
// (t.Year(), now.Hour()) written in this package.
func (c *checker) provenTime(h *keyexpr.Hole) bool {
	switch {
	case h.Kind == keyexpr.Time, h.Kind == keyexpr.Int && (h.Unix || h.Bucket != ""),
		h.Kind == keyexpr.Enum && (h.Type == "time.Month" || h.Type == "time.Weekday"):
		return true
	}
	if !h.ExprPos.IsValid() || !h.ExprEnd.IsValid() {
		return false // seen through a helper: its expression is elsewhere
	}
	f := c.files[c.pass.Fset.File(h.ExprPos)]
	if f == nil {
		return false
	}
	path, exact := astpath.Enclosing(f, h.ExprPos, h.ExprEnd)
	if !exact || len(path) == 0 {
		return false
	}
	call, ok := path[0].(*ast.CallExpr)
	if !ok || call.Pos() != h.ExprPos || call.End() != h.ExprEnd {
		return false
	}
	fn, ok := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return false
	}
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time"
}

// grain is how coarse a time value is: all writes within one grain share
// the value.
type grain int

const (
	grainNone grain = iota // not a time
	grainSub               // finer than a second: nearly unique
	grainSecond
	grainMinute
	grainHour
	grainDay
	grainWeek
	grainMonth
	grainYear
)

// grains holds the words messages use for each grain.
var grains = map[grain]struct{ noun, span string }{
	grainSecond: {"second", "a second's"},
	grainMinute: {"minute", "a minute's"},
	grainHour:   {"hour", "an hour's"},
	grainDay:    {"date", "a day's"},
	grainWeek:   {"week", "a week's"},
	grainMonth:  {"month", "a month's"},
	grainYear:   {"year", "a year's"},
}

// timeGrain says whether a hole is a time and how coarse; enum is set for
// a time.Month or time.Weekday value (or an enum named like one), which has
// only a handful of values.
func timeGrain(h *keyexpr.Hole) (g grain, enum bool) {
	rounded := bucketGrains[h.Bucket]
	if h.Shard || notWriteTime(h.Name, rounded > grainSecond) {
		return grainNone, false
	}
	switch h.Kind {
	case keyexpr.Time:
		return max(layoutGrain(h.Layout), rounded), false
	case keyexpr.Int:
		if h.Unix {
			if rounded != grainNone {
				return rounded, false // a day's midnight in Unix seconds
			}
			if h.UnixUnit == "s" {
				return grainSecond, false
			}
			return grainSub, false
		}
		if rounded != grainNone {
			return rounded, false // t.Unix() / 3600: the number of an hour
		}
		return nameGrain(h.Name), false
	case keyexpr.String:
		return nameGrain(h.Name), false
	case keyexpr.Enum:
		switch h.Type {
		case "time.Month":
			return grainMonth, true
		case "time.Weekday":
			return grainDay, true
		}
		return nameGrain(h.Name), true
	}
	return grainNone, false
}

// holeText names a time part for the message. A Time hole's text is the
// time value; the call that formatted it is rebuilt from the layout.
func holeText(h *keyexpr.Hole) string {
	if h.Kind == keyexpr.Time && !strings.Contains(h.Text, ".Format(") {
		return h.Text + ".Format(" + strconv.Quote(h.Layout) + ")"
	}
	return h.Text
}

// bucketWords are the names of time buckets, with their grain.
var bucketWords = map[string]grain{
	"date": grainDay, "day": grainDay, "today": grainDay, "weekday": grainDay, "yearday": grainDay,
	"ymd": grainDay, "yyyymmdd": grainDay,
	"hour": grainHour, "minute": grainMinute, "week": grainWeek,
	"month": grainMonth, "yyyymm": grainMonth,
	"year": grainYear, "yyyy": grainYear,
}

// formWords may follow a bucket word: the bucket as text (dayStr).
var formWords = map[string]bool{"str": true, "string": true, "text": true}

// writeWords may precede a bucket word: they say the bucket is the time of
// the write (createdDate, log_day, currentHour) or is itself part of a time
// (yearMonth, dateHour).
var writeWords = map[string]bool{
	"current": true, "cur": true, "curr": true, "today": true, "todays": true, "now": true,
	"created": true, "creation": true, "updated": true, "modified": true, "inserted": true,
	"written": true, "write": true, "logged": true, "log": true, "recorded": true,
	"received": true, "ingested": true, "ingestion": true, "processed": true,
	"utc": true, "iso": true,
	"year": true, "month": true, "week": true, "day": true, "date": true,
}

// otherTimeWords name a time that is not the moment of the write: writes
// are not clustered on it.
var otherTimeWords = map[string]bool{
	"birth": true, "birthday": true, "dob": true, "born": true, "due": true, "deadline": true,
	"expiry": true, "expires": true, "expire": true, "expiration": true, "expiring": true,
	"ttl": true, "scheduled": true, "schedule": true, "start": true, "end": true,
	"release": true, "released": true, "valid": true, "effective": true, "delivery": true,
	"ship": true, "anniversary": true, "renewal": true,
}

// nameGrain is the grain of a value named like a time bucket, or grainNone.
func nameGrain(n string) grain {
	ws := names.Words(n)
	if len(ws) > 1 && formWords[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	if len(ws) == 0 {
		return grainNone
	}
	g, ok := bucketWords[strings.Join(ws, "")]
	if !ok {
		g, ok = bucketWords[ws[len(ws)-1]]
		if !ok {
			return grainNone
		}
		for _, w := range ws[:len(ws)-1] {
			if !writeWords[w] {
				return grainNone
			}
		}
	}
	return g
}

// notWriteTime reports a name that says the time is not when items are
// written (birthDate, dueDate, e.Start). A time the code rounds to a
// bucket itself (rounded) may still be the start or end of the period it
// buckets: a day's usage keyed by the day's midnight, periodStart.
func notWriteTime(n string, rounded bool) bool {
	for _, w := range names.Words(n) {
		if otherTimeWords[w] && (!rounded || !periodWords[w]) {
			return true
		}
	}
	return false
}

// periodWords name the bounds of a period: once the code rounds the time
// to a bucket, the bound is the bucket.
var periodWords = map[string]bool{"start": true, "end": true}

// bucketGrains maps a hole's Bucket (how the code rounded the time) to
// its grain.
var bucketGrains = map[string]grain{
	"second": grainSecond, "minute": grainMinute, "hour": grainHour,
	"day": grainDay, "month": grainMonth, "year": grainYear,
}

// layoutGrain is the finest element of a time.Format layout: grainSub for
// fractional seconds, grainNone when it has no element at all. It follows
// the tokenizer of package time (nextStdChunk).
func layoutGrain(layout string) grain {
	finest := grainNone
	see := func(g grain) {
		if finest == grainNone || g < finest {
			finest = g
		}
	}
	lowerAt := func(i int) bool {
		return i < len(layout) && 'a' <= layout[i] && layout[i] <= 'z'
	}
	for i := 0; i < len(layout); {
		rest := layout[i:]
		switch c := layout[i]; {
		case strings.HasPrefix(rest, "January"):
			see(grainMonth)
			i += 7
		case strings.HasPrefix(rest, "Jan") && !lowerAt(i+3):
			see(grainMonth)
			i += 3
		case strings.HasPrefix(rest, "Monday"):
			see(grainDay)
			i += 6
		case strings.HasPrefix(rest, "Mon") && !lowerAt(i+3):
			see(grainDay)
			i += 3
		case strings.HasPrefix(rest, "MST"):
			i += 3
		case c == '0' && len(rest) >= 2 && '1' <= rest[1] && rest[1] <= '6':
			see([...]grain{grainMonth, grainDay, grainHour, grainMinute, grainSecond, grainYear}[rest[1]-'1'])
			i += 2
		case strings.HasPrefix(rest, "002"):
			see(grainDay)
			i += 3
		case strings.HasPrefix(rest, "15"):
			see(grainHour)
			i += 2
		case c == '1':
			see(grainMonth)
			i++
		case strings.HasPrefix(rest, "2006"):
			see(grainYear)
			i += 4
		case c == '2':
			see(grainDay)
			i++
		case strings.HasPrefix(rest, "_2006"):
			see(grainYear)
			i += 5
		case strings.HasPrefix(rest, "__2"):
			see(grainDay)
			i += 3
		case strings.HasPrefix(rest, "_2"):
			see(grainDay)
			i += 2
		case c == '3':
			see(grainHour)
			i++
		case c == '4':
			see(grainMinute)
			i++
		case c == '5':
			see(grainSecond)
			i++
		case (c == '.' || c == ',') && len(rest) >= 2 && (rest[1] == '0' || rest[1] == '9'):
			j := 1
			for j < len(rest) && rest[j] == rest[1] {
				j++
			}
			if j < len(rest) && '0' <= rest[j] && rest[j] <= '9' {
				i++ // digits of another kind follow: not a fraction
				continue
			}
			see(grainSub)
			i += j
		default:
			i += zoneLen(rest)
		}
	}
	return finest
}

// zoneLen is the length of the zone element or literal byte at the start
// of a layout's rest, so zone offsets ("-0700", "Z07:00") are not read as
// clock elements.
func zoneLen(rest string) int {
	for _, z := range []string{
		"Z07:00:00", "-07:00:00", "Z070000", "-070000", "Z07:00", "-07:00",
		"Z0700", "-0700", "Z07", "-07",
	} {
		if strings.HasPrefix(rest, z) {
			return len(z)
		}
	}
	return 1
}

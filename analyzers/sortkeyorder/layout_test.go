package sortkeyorder

import (
	"math/rand"
	"strings"
	"testing"
	"time"
)

var layoutCases = []struct {
	layout string
	next   after
	want   string // a substring of the problem; "" for none
}{
	{"2006-01-02", after{end: true}, ""},
	{"2006-01-02T15:04:05Z07:00", after{end: true}, ""},
	{"20060102150405", after{end: true}, ""},
	{"2006-01-02T15:04:05.000Z", after{end: true}, ""},
	{"2006-01-02T15:04:05.000Z07:00", after{end: true}, ""},
	{time.DateTime, after{end: true}, ""},
	{time.TimeOnly, after{end: true}, ""},
	{"2006-01-_2", after{end: true}, ""},     // space padding sorts before digits
	{"2006.002", after{end: true}, ""},       // day of the year
	{"2006-01-02 Mon", after{end: true}, ""}, // the weekday follows the date
	{"15:04 Mon", after{end: true}, ""},      // nothing after the weekday
	{"01-02", after{end: true}, ""},          // no year: sorts within a year
	{"2006-01-02 15:04:05.999", after{end: true}, ""},
	{"2006-01-02 15:04:05.999", after{c: '#', known: true}, ""},
	{"2006-01-02 15:04:05.999", after{}, ""}, // unknown follower: silence
	{"2006-01-02 15:04:05.999 MST", after{end: true}, ""},
	{"MST 01/02/2006", after{end: true}, ""}, // zones are out of scope
	{"2006-01-02T15:04:05.999-07:00", after{end: true}, ""},

	{"01/02/2006", after{end: true}, "the year comes after the month"},
	{"02-01-2006", after{end: true}, "the month comes after the day"},
	{"Jan 2 2006", after{end: true}, "month names"},
	{"2006 January", after{end: true}, "month names"},
	{"Mon 2006-01-02", after{end: true}, "weekday names"},
	{"2006-1-2", after{end: true}, "the month is not zero-padded"},
	{"2006-01-2", after{end: true}, "the day is not zero-padded"},
	{"2006-01-02 03:04PM", after{end: true}, "12-hour clock"},
	{time.Kitchen, after{end: true}, "12-hour clock"},
	{time.RFC822, after{end: true}, "the month comes after the day"},
	{time.UnixDate, after{end: true}, "weekday names"},
	{time.Stamp, after{end: true}, "month names"},
	{time.RFC3339Nano, after{end: true}, `"…05Z" sorts after "…05.1Z"`},
	{"2006-01-02T15:04:05.999", after{c: ':', known: true}, `"…05:" sorts after`},
	{"2006-01-02T15:04:05,999Z", after{end: true}, `"…05Z" sorts after`},
}

func TestLayoutProblem(t *testing.T) {
	for _, c := range layoutCases {
		got := layoutProblem(c.layout, c.next)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("layoutProblem(%q, %+v) = %q, want %q", c.layout, c.next, got, c.want)
		}
	}
}

// TestLayoutProblemAgainstTime checks the verdicts against package time: a
// layout judged sortable formats ordered times in order, and a layout judged
// wrong has a counterexample.
func TestLayoutProblemAgainstTime(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	trunc := []time.Duration{1, time.Millisecond, 100 * time.Millisecond, time.Second, time.Minute}
	deltas := []time.Duration{time.Nanosecond, 100 * time.Millisecond, time.Second, time.Minute, time.Hour, 12 * time.Hour, 24 * time.Hour, 40 * 24 * time.Hour, 400 * 24 * time.Hour}
	var pairs [][2]time.Time
	for len(pairs) < 20000 {
		a := time.Unix(r.Int63n(5e9), r.Int63n(1e9)).UTC().Truncate(trunc[r.Intn(len(trunc))])
		b := a.Add(time.Duration(r.Int63n(int64(deltas[r.Intn(len(deltas))])) + 1)).Truncate(trunc[r.Intn(len(trunc))])
		if b.After(a) {
			pairs = append(pairs, [2]time.Time{a, b})
		}
	}
	for _, c := range layoutCases {
		if !c.next.end || strings.Contains(c.layout, "MST 01") || !strings.HasPrefix(c.layout, "2006") && c.want == "" {
			continue // only layouts whose full order is time order
		}
		wrong := false
		for _, p := range pairs {
			if p[0].Format(c.layout) > p[1].Format(c.layout) {
				wrong = true
				break
			}
		}
		if wrong != (c.want != "") {
			t.Errorf("%q: time order broken = %v, but layoutProblem says %q", c.layout, wrong, layoutProblem(c.layout, c.next))
		}
	}
}

func TestSortableLayout(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"01/02/2006", "2006-01-02"},
		{"02-01-2006 15:04", "2006-01-02T15:04"},
		{time.RFC3339Nano, "2006-01-02T15:04:05.000000000Z07:00"},
		{"2006-01-02T15:04:05.999", "2006-01-02T15:04:05.000"},
		{time.UnixDate, "2006-01-02T15:04:05Z07:00"},
		{time.Kitchen, "15:04"},
		{"Jan 2", "01-02"},
		{"2006-1-2", "2006-01-02"},
		{"2006-01-02", ""},     // already sortable
		{"Mon 15:04", ""},      // the weekday cannot be carried over
		{"2006 15:04", ""},     // not a contiguous run of fields
		{"03:04", ""},          // 12-hour clock without AM/PM
		{"no fields here", ""}, // nothing to format
	} {
		got, ok := sortableLayout(c.in)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("sortableLayout(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTokenizeRoundTrip(t *testing.T) {
	for _, c := range layoutCases {
		var b strings.Builder
		for _, ch := range tokenize(c.layout) {
			b.WriteString(ch.text)
		}
		if b.String() != c.layout {
			t.Errorf("tokenize(%q) loses text: %q", c.layout, b.String())
		}
	}
}

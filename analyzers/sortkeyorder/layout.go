package sortkeyorder

import (
	"fmt"
	"strings"
)

// A time layout is judged by splitting it the way package time does
// (nextStdChunk in time/format.go) and walking its elements in order: the
// text sorts in time order when every element that adds information is a
// fixed-width number less significant than everything before it.

// field is a component of a time, most significant first.
type field uint8

const (
	noField field = iota
	year
	month
	day
	hour
	minute
	second
	fraction
)

var fieldNames = [...]string{"", "year", "month", "day", "hour", "minute", "second", "fraction of a second"}

func (f field) String() string { return fieldNames[f] }

// elem is the kind of one layout element.
type elem uint8

const (
	eLit          elem = iota
	eLongYear          // 2006
	eYear              // 06
	eLongMonth         // January
	eMonth             // Jan
	eNumMonth          // 1
	eZeroMonth         // 01
	eLongWeekDay       // Monday
	eWeekDay           // Mon
	eDay               // 2
	eUnderDay          // _2
	eZeroDay           // 02
	eUnderYearDay      // __2
	eZeroYearDay       // 002
	eHour              // 15
	eHour12            // 3
	eZeroHour12        // 03
	eMinute            // 4
	eZeroMinute        // 04
	eSecond            // 5
	eZeroSecond        // 05
	ePM                // PM, pm
	eZoneName          // MST
	eNumZone           // -0700, -07:00, -07, -070000, -07:00:00: always a sign
	eISOZone           // Z0700, Z07:00…: "Z" for UTC, else a sign
	eFrac0             // .000 or ,000: fixed width
	eFrac9             // .999 or ,999: trailing zeros trimmed
)

type chunk struct {
	kind   elem
	text   string // the element as written
	digits int    // for fractions
}

// tokenize splits a layout into literal text and elements, exactly as
// package time reads it.
func tokenize(layout string) []chunk {
	var out []chunk
	for layout != "" {
		prefix, tok, suffix := nextChunk(layout)
		if prefix != "" {
			out = append(out, chunk{kind: eLit, text: prefix})
		}
		if tok.kind == eLit {
			break
		}
		out = append(out, tok)
		layout = suffix
	}
	return out
}

func startsWithLower(s string) bool { return s != "" && 'a' <= s[0] && s[0] <= 'z' }

func isDigitAt(s string, i int) bool { return i < len(s) && '0' <= s[i] && s[i] <= '9' }

// nextChunk mirrors time.nextStdChunk.
func nextChunk(l string) (prefix string, tok chunk, suffix string) {
	for i := 0; i < len(l); i++ {
		at := func(k elem, n int) (string, chunk, string) {
			return l[:i], chunk{kind: k, text: l[i : i+n]}, l[i+n:]
		}
		has := func(s string) bool { return strings.HasPrefix(l[i:], s) }
		switch l[i] {
		case 'J':
			if has("Jan") {
				if has("January") {
					return at(eLongMonth, 7)
				}
				if !startsWithLower(l[i+3:]) {
					return at(eMonth, 3)
				}
			}
		case 'M':
			if has("Mon") {
				if has("Monday") {
					return at(eLongWeekDay, 6)
				}
				if !startsWithLower(l[i+3:]) {
					return at(eWeekDay, 3)
				}
			}
			if has("MST") {
				return at(eZoneName, 3)
			}
		case '0':
			if i+1 < len(l) && '1' <= l[i+1] && l[i+1] <= '6' {
				return at([...]elem{eZeroMonth, eZeroDay, eZeroHour12, eZeroMinute, eZeroSecond, eYear}[l[i+1]-'1'], 2)
			}
			if has("002") {
				return at(eZeroYearDay, 3)
			}
		case '1':
			if has("15") {
				return at(eHour, 2)
			}
			return at(eNumMonth, 1)
		case '2':
			if has("2006") {
				return at(eLongYear, 4)
			}
			return at(eDay, 1)
		case '_':
			if has("_2") {
				if has("_2006") {
					// A literal _ followed by the year.
					return l[:i+1], chunk{kind: eLongYear, text: "2006"}, l[i+5:]
				}
				return at(eUnderDay, 2)
			}
			if has("__2") {
				return at(eUnderYearDay, 3)
			}
		case '3':
			return at(eHour12, 1)
		case '4':
			return at(eMinute, 1)
		case '5':
			return at(eSecond, 1)
		case 'P':
			if has("PM") {
				return at(ePM, 2)
			}
		case 'p':
			if has("pm") {
				return at(ePM, 2)
			}
		case '-':
			for _, z := range []string{"-070000", "-07:00:00", "-0700", "-07:00", "-07"} {
				if has(z) {
					return at(eNumZone, len(z))
				}
			}
		case 'Z':
			for _, z := range []string{"Z070000", "Z07:00:00", "Z0700", "Z07:00", "Z07"} {
				if has(z) {
					return at(eISOZone, len(z))
				}
			}
		case '.', ',':
			if i+1 < len(l) && (l[i+1] == '0' || l[i+1] == '9') {
				ch := l[i+1]
				j := i + 1
				for j < len(l) && l[j] == ch {
					j++
				}
				if !isDigitAt(l, j) {
					k := eFrac0
					if ch == '9' {
						k = eFrac9
					}
					p, t, s := at(k, j-i)
					t.digits = j - i - 1
					return p, t, s
				}
			}
		}
	}
	return l, chunk{kind: eLit}, ""
}

// span is the range of fields an element gives, and how it writes them.
type span struct {
	top, bottom field // most and least significant field given
	fixed       bool  // always the same width (zero or space padded)
	name        bool  // a name: sorts alphabetically
	twelve      bool  // a 12-hour clock
}

func spanOf(k elem) (span, bool) {
	switch k {
	case eLongYear, eYear:
		return span{top: year, bottom: year, fixed: true}, true
	case eLongMonth, eMonth:
		return span{top: month, bottom: month, name: true}, true
	case eNumMonth:
		return span{top: month, bottom: month}, true
	case eZeroMonth:
		return span{top: month, bottom: month, fixed: true}, true
	case eDay:
		return span{top: day, bottom: day}, true
	case eUnderDay, eZeroDay:
		return span{top: day, bottom: day, fixed: true}, true
	case eUnderYearDay, eZeroYearDay:
		return span{top: month, bottom: day, fixed: true}, true
	case eHour:
		return span{top: hour, bottom: hour, fixed: true}, true
	case eHour12:
		return span{top: hour, bottom: hour, twelve: true}, true
	case eZeroHour12:
		return span{top: hour, bottom: hour, fixed: true, twelve: true}, true
	case eMinute:
		return span{top: minute, bottom: minute}, true
	case eZeroMinute:
		return span{top: minute, bottom: minute, fixed: true}, true
	case eSecond:
		return span{top: second, bottom: second}, true
	case eZeroSecond:
		return span{top: second, bottom: second, fixed: true}, true
	case eFrac0:
		return span{top: fraction, bottom: fraction, fixed: true}, true
	case eFrac9:
		return span{top: fraction, bottom: fraction}, true
	}
	return span{}, false
}

func isZone(k elem) bool { return k == eZoneName || k == eNumZone || k == eISOZone }

func isWeekday(k elem) bool { return k == eLongWeekDay || k == eWeekDay }

// after is what follows a formatted time in the key: a known first byte, the
// end of the key (end), or something unknown (neither).
type after struct {
	c     byte
	known bool
	end   bool
}

// layoutProblem explains why text formatted with layout does not sort in
// time order, or returns "" when it does (or when that depends on things the
// code does not show: zones, unknown text after a trimmed fraction). next is
// what follows the time in the key.
func layoutProblem(layout string, next after) string {
	toks := tokenize(layout)
	var known [fraction + 1]bool
	level := noField // the least significant field given so far
	pendingWeekday := false
	for i, t := range toks {
		switch {
		case t.kind == eLit, t.kind == ePM:
			continue // constant text; AM/PM is judged with the hour
		case isZone(t.kind):
			return "" // zones are out of scope, and so is all that follows one
		case isWeekday(t.kind):
			if !known[year] || !known[month] || !known[day] {
				pendingWeekday = true // wrong only if a field follows it
			}
			continue
		}
		sp, _ := spanOf(t.kind)
		redundant := true
		for f := sp.top; f <= sp.bottom; f++ {
			redundant = redundant && known[f]
		}
		if redundant {
			continue // fixed by what comes before: cannot change the order
		}
		switch {
		case pendingWeekday:
			return `weekday names sort alphabetically ("Fri" before "Mon")`
		case level != noField && sp.top <= level:
			before := level
			for f := fraction; f > sp.top; f-- {
				if known[f] {
					before = f // the most significant field it follows
				}
			}
			return fmt.Sprintf("the %s comes after the %s, so text order is not time order", sp.top, before)
		case sp.name:
			return `month names sort alphabetically ("Apr" before "Jan")`
		case sp.twelve:
			return `a 12-hour clock sorts "01 PM" before "11 AM"`
		case t.kind == eFrac9:
			c, ok := following(toks[i+1:], next)
			if !ok {
				return "" // nothing more is known to be wrong
			}
			if c != "" {
				return fmt.Sprintf("the fraction's trailing zeros are trimmed, so %q sorts after %q", "…05"+c, "…05.1"+c)
			}
		case !sp.fixed:
			return fmt.Sprintf(`the %s is not zero-padded ("10" sorts before "9")`, sp.top)
		}
		for f := sp.top; f <= sp.bottom; f++ {
			known[f] = true
		}
		level = sp.bottom
	}
	return ""
}

// following returns, for a trimmed fraction, text that may follow it and
// sorts after "." (so a whole second sorts after a fraction), "" when what
// follows always sorts before ".", and ok=false when it is unknown.
func following(rest []chunk, next after) (c string, ok bool) {
	for _, t := range rest {
		switch t.kind {
		case eLit:
			if t.text == "" {
				continue
			}
			return byteAfterDot(t.text[0]), true
		case eNumZone:
			return "", true // always '+' or '-'
		case eISOZone:
			return "Z", true // "Z" in UTC
		case eZoneName:
			return "UTC", true
		case ePM:
			return "PM", true
		default:
			return "0", true // a digit or a name
		}
	}
	if next.end {
		return "", true
	}
	if next.known {
		return byteAfterDot(next.c), true
	}
	return "", false
}

func byteAfterDot(c byte) string {
	if c > '.' {
		return string(c)
	}
	return ""
}

// sortableLayout returns the fixed-width, most-significant-first layout of
// the same fields as layout ("01/02/2006" → "2006-01-02"), or false when
// there is none (the fields are not a contiguous run, a weekday or a 12-hour
// clock cannot be carried over) or it is layout itself.
func sortableLayout(layout string) (string, bool) {
	var has [fraction + 1]bool
	digits, zone, weekday, twelve, pm := 0, false, false, false, false
	for _, t := range tokenize(layout) {
		switch {
		case t.kind == eLit:
			continue
		case t.kind == ePM:
			pm = true
			continue
		case isZone(t.kind):
			zone = true
			continue
		case isWeekday(t.kind):
			weekday = true
			continue
		}
		sp, _ := spanOf(t.kind)
		for f := sp.top; f <= sp.bottom; f++ {
			has[f] = true
		}
		twelve = twelve || sp.twelve
		if sp.top == fraction {
			digits = t.digits
		}
	}
	first, last := noField, noField
	for f := year; f <= fraction; f++ {
		if has[f] {
			if first == noField {
				first = f
			}
			last = f
		}
	}
	if first == noField {
		return "", false
	}
	for f := first; f <= last; f++ {
		if !has[f] {
			return "", false
		}
	}
	if weekday && (!has[year] || !has[month] || !has[day]) || twelve && !pm {
		return "", false
	}
	var b strings.Builder
	for f := first; f <= last; f++ {
		switch f {
		case year:
			b.WriteString("2006")
		case month:
			if f != first {
				b.WriteByte('-')
			}
			b.WriteString("01")
		case day:
			if f != first {
				b.WriteByte('-')
			}
			b.WriteString("02")
		case hour:
			if f != first {
				b.WriteByte('T')
			}
			b.WriteString("15")
		case minute:
			if f != first {
				b.WriteByte(':')
			}
			b.WriteString("04")
		case second:
			if f != first {
				b.WriteByte(':')
			}
			b.WriteString("05")
		case fraction:
			b.WriteByte('.')
			b.WriteString(strings.Repeat("0", digits))
		}
	}
	if zone {
		b.WriteString("Z07:00")
	}
	if b.String() == layout {
		return "", false
	}
	return b.String(), true
}

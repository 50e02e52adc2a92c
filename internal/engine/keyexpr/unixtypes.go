package keyexpr

import (
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/names"
)

// unixType reports an integer type the code declares, by its name, to hold
// a Unix time (type UnixTime = int64, type EpochMillis int64), and its unit
// when the name gives one ("" when not: no rule then takes it for seconds).
// A type name is a declaration that every value of the type is one, unlike
// a variable's name; any unit is fixed in width for centuries.
func unixType(t types.Type) (string, bool) {
	for t != nil {
		var name string
		switch tt := t.(type) {
		case *types.Alias:
			name, t = tt.Obj().Name(), tt.Rhs()
		case *types.Named:
			name, t = tt.Obj().Name(), nil
		default:
			return "", false
		}
		if unit, ok := unixWords(names.Words(name), false); ok {
			return unit, true
		}
	}
	return "", false
}

// unixWords reads the unit of a Unix time from the words of a name that
// says it is one ("unix", "epoch"; with fields, also "timestamp" and a
// unit right after "at": CreatedAtMs). unit is "" when the name says no
// unit.
func unixWords(words []string, field bool) (unit string, ok bool) {
	for i, w := range words {
		switch {
		case w == "unix" || w == "epoch":
			ok = true
		case field && w == "timestamp":
			ok = true
		case field && w == "at" && i+1 < len(words) && unitWord(words[i+1]) != "":
			ok = true
		}
	}
	if !ok {
		return "", false
	}
	for _, w := range words {
		if u := unitWord(w); u != "" {
			return u, true
		}
	}
	return "", true
}

func unitWord(w string) string {
	switch w {
	case "sec", "secs", "second", "seconds":
		return "s"
	case "ms", "milli", "millis", "millisecond", "milliseconds":
		return "ms"
	case "us", "micro", "micros", "microsecond", "microseconds":
		return "us"
	case "ns", "nano", "nanos", "nanosecond", "nanoseconds":
		return "ns"
	}
	return ""
}

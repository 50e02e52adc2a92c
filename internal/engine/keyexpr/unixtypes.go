package keyexpr

import (
	"go/types"
	"slices"

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
		words := names.Words(name)
		if !slices.Contains(words, "unix") && !slices.Contains(words, "epoch") {
			continue
		}
		for _, w := range words {
			switch w {
			case "sec", "secs", "second", "seconds":
				return "s", true
			case "ms", "milli", "millis", "millisecond", "milliseconds":
				return "ms", true
			case "us", "micro", "micros", "microsecond", "microseconds":
				return "us", true
			case "ns", "nano", "nanos", "nanosecond", "nanoseconds":
				return "ns", true
			}
		}
		return "", true
	}
	return "", false
}

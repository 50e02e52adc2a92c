package keyexpr

import (
	"testing"
	"time"
)

func TestBuckets(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{24 * time.Hour, "day"}, {48 * time.Hour, "day"}, {time.Hour, "hour"}, {90 * time.Minute, "minute"},
		{time.Minute, "minute"}, {time.Second, "second"}, {time.Millisecond, ""}, {0, ""}, {-time.Hour, ""},
	} {
		if got := durationBucket(int64(c.d)); got != c.want {
			t.Errorf("durationBucket(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	for _, c := range []struct{ a, b, coarser, finer string }{
		{"day", "hour", "day", "hour"}, {"month", "day", "month", "day"},
		{"", "day", "day", ""}, {"year", "", "year", ""}, {"", "", "", ""},
	} {
		if got := coarserBucket(c.a, c.b); got != c.coarser {
			t.Errorf("coarserBucket(%q, %q) = %q, want %q", c.a, c.b, got, c.coarser)
		}
		if got := finerBucket(c.a, c.b); got != c.finer {
			t.Errorf("finerBucket(%q, %q) = %q, want %q", c.a, c.b, got, c.finer)
		}
	}
}

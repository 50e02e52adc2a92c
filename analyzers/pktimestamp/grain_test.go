package pktimestamp

import (
	"testing"
	"time"
)

func TestLayoutGrain(t *testing.T) {
	for _, c := range []struct {
		layout string
		want   grain
	}{
		{time.DateOnly, grainDay},
		{time.DateTime, grainSecond},
		{time.RFC3339, grainSecond},
		{time.RFC3339Nano, grainSub},
		{time.ANSIC, grainSecond},
		{time.Kitchen, grainMinute},
		{time.StampMilli, grainSub},
		{"2006-01-02T15", grainHour},
		{"2006-01", grainMonth},
		{"2006", grainYear},
		{"20060102", grainDay},
		{"2006.01.02", grainDay},
		{"Jan 2006", grainMonth},
		{"January", grainMonth},
		{"Monday", grainDay},
		{"15", grainHour},
		{"_2", grainDay},
		{"__2", grainDay},
		{"_2006", grainYear},
		{"002", grainDay},
		{"05.000", grainSub},
		{"05,999", grainSub},
		{"Z07:00", grainNone},
		{"-0700 MST", grainNone},
		{"Janet", grainNone},
		{"LOG", grainNone},
		{"", grainNone},
	} {
		if got := layoutGrain(c.layout); got != c.want {
			t.Errorf("layoutGrain(%q) = %d, want %d", c.layout, got, c.want)
		}
	}
}

func TestNameGrain(t *testing.T) {
	for _, c := range []struct {
		name string
		want grain
	}{
		{"day", grainDay},
		{"date", grainDay},
		{"today", grainDay},
		{"Day", grainDay},
		{"YearDay", grainDay},
		{"dayStr", grainDay},
		{"date_string", grainDay},
		{"logDate", grainDay},
		{"created_date", grainDay},
		{"UTCDate", grainDay},
		{"yyyymmdd", grainDay},
		{"currentHour", grainHour},
		{"dateHour", grainHour},
		{"Minute", grainMinute},
		{"isoWeek", grainWeek},
		{"yearMonth", grainMonth},
		{"Year", grainYear},
		{"days", grainNone},
		{"update", grainNone},
		{"mandate", grainNone},
		{"dateKey", grainNone},
		{"dayPrefix", grainNone},
		{"startDate", grainNone},
		{"eventDate", grainNone},
		{"ts", grainNone},
		{"timestamp", grainNone},
		{"createdAt", grainNone},
		{"now", grainNone},
		{"str", grainNone},
		{"", grainNone},
	} {
		if got := nameGrain(c.name); got != c.want {
			t.Errorf("nameGrain(%q) = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestNotWriteTime(t *testing.T) {
	for name, want := range map[string]bool{
		"BirthDate": true, "dueDate": true, "expires_at": true, "Start": true, "ShipDate": true,
		"t": false, "Now": false, "CreatedAt": false, "logDay": false, "ending": false,
	} {
		if got := notWriteTime(name, false); got != want {
			t.Errorf("notWriteTime(%q) = %v, want %v", name, got, want)
		}
	}
}

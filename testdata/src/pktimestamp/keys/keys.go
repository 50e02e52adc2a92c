// Package keys holds key-building helpers and constants used from another
// package, so their shapes travel as facts.
package keys

import (
	"strconv"
	"time"
)

// LogPrefix and DayLayout are constants read from export data by importers.
const (
	LogPrefix = "LOG#"
	DayLayout = "2006-01-02"
)

func DayPK(t time.Time) string { return "DAY#" + t.Format(DayLayout) }

func SecondPK(t time.Time) string { return "SEC#" + strconv.FormatInt(t.Unix(), 10) }

func MilliPK(t time.Time) string { return "MS#" + strconv.FormatInt(t.UnixMilli(), 10) }

func TenantDayPK(tenantID string, t time.Time) string {
	return "TENANT#" + tenantID + "#" + t.Format(DayLayout)
}

func DatePK(date string) string { return "DATE#" + date }

// HourPK is only read in package pktimestamp: whoever writes it reports it.
func HourPK(t time.Time) string { return "HOUR#" + t.Format("2006-01-02T15") }

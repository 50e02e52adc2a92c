package keys

import (
	"strconv"
	"time"
)

const LogPrefix = "LOG#"
const DayLayout = "2006-01-02"

func DayPK(t time.Time) string { return "DAY#" + t.Format(DayLayout) }

func SecPK(t time.Time) string { return "SEC#" + strconv.FormatInt(t.Unix(), 10) }

func MilliPK(t time.Time) string { return "MS#" + strconv.FormatInt(t.UnixMilli(), 10) }

func DatePK(date string) string { return "DATE#" + date }

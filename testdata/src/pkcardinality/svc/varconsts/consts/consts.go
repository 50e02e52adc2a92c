// Package consts declares its constants with var, as many projects do:
// the ones it never writes again are constants to the packages using them.
package consts

import "os"

var (
	TableName    = "events"
	FeedPK       = "FEED"
	FeedShard    = 7
	ArchivePK    = "ARCHIVE"
	ConfiguredPK = "DEFAULT"
)

func init() {
	// Set at start-up: not the value declared.
	if v := os.Getenv("ARCHIVE_PK"); v != "" {
		ArchivePK = v
	}
}

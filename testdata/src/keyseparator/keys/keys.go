// Package keys holds key parts and key-building helpers used from another
// package: constants travel in export data, helpers as facts. It has no
// keys of its own.
package keys

// UserPrefix follows the convention.
const UserPrefix = "USER#"

// LegacyPrefix does not.
const LegacyPrefix = "USER/"

// UserPK builds a key with the convention's separator.
func UserPK(userID string) string { return UserPrefix + userID }

// LegacyPK builds one with another.
func LegacyPK(userID string) string { return "LEGACY-" + userID }

// AuditPK keys an audit trail by its subject, which callers name.
func AuditPK(subject string) string { return "SUBJECT#" + subject }

// FileSubject names a file as an audit subject: its kind, "/", its id.
func FileSubject(id string) string { return "file/" + id }

// Package log is a test stub of github.com/labstack/gommon/log (v0.5.0) for
// analysistest: the types echo's Logger interface mentions.
// internal/devtools/stubcheck/thirdparty verifies that it still matches the real
// module.
package log

type (
	// Lvl is a log level.
	Lvl uint8

	// JSON is a structured log entry.
	JSON map[string]interface{}
)

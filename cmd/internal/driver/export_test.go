package driver

// WithProgress is withProgress, for the tests: a fake terminal flag, the
// delay and the clock.
var WithProgress = withProgress

// IsTerminal is isTerminal, for the tests.
var IsTerminal = isTerminal

// TrimExportMemo points every export file the memo keeps at gone, as if
// the go command had trimmed its cache, and returns how many it points.
func TrimExportMemo(m *ExportMemo, gone string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for k, e := range m.entries {
		if e.export != "" {
			e.export = gone
			m.entries[k] = e
			n++
		}
	}
	return n
}

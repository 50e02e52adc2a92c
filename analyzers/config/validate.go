package config

// FromFlags returns the configuration the flags give, loaded and validated
// exactly as the config pass loads a package's: the defaults, then the file
// named by -config if that flag is set, then the flags. Unlike the pass it
// looks for no .ddblint.yml of its own, since it has no package directory.
//
// It is for drivers that set the flags programmatically, above all the
// golangci-lint plugin: calling it once after setting them turns a bad value
// (a regexp that does not compile, a width out of range, a missing -config
// file) into an error at load time instead of one per package at run time.
// It does not check rule names: the catalog does (rules.Enabled), and
// this package cannot import it.
func FromFlags() (*Config, error) { return load("") }

// Suggest returns the name in known closest to name when name looks like a
// typo of it (at most two edits), and "" otherwise. Drivers use it to word
// their own "unknown option" errors as the config file's are worded.
func Suggest(name string, known []string) string { return suggest(name, known) }

// ForDir returns the configuration of a package in dir, as the config pass
// computes it: the defaults, the config file (-config, or the nearest
// .ddblint.yml found from dir), then the flags. Drivers that must decide
// something before loading any package use it: the ddblint command loads
// test files only when IncludeTests says they are checked.
func ForDir(dir string) (*Config, error) {
	if dir == "" {
		dir = "."
	}
	return load(dir)
}

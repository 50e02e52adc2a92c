package driver

import (
	"runtime/debug"
	"testing"
)

// TestFormatVersion checks what -version prints for each way ddblint is
// built: a release, a clone with and without VCS stamping, and go tool
// with a replace line pointing at a clone.
func TestFormatVersion(t *testing.T) {
	vcs := []debug.BuildSetting{
		{Key: "-buildmode", Value: "exe"},
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "1e92697abcdef0123456789abcdef0123456789a"},
		{Key: "vcs.time", Value: "2026-12-05T10:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}
	for _, tc := range []struct {
		name string
		info debug.BuildInfo
		want string
	}{
		{"release", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v0.4.0"}},
			"v0.4.0"},
		{"clone", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}, Settings: vcs},
			"(devel) vcs.revision=1e92697abcdef0123456789abcdef0123456789a vcs.time=2026-12-05T10:00:00Z vcs.modified=true"},
		{"pseudo-version", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v0.0.0-20261205100000-1e92697abcde+dirty"}, Settings: vcs[:4]},
			"v0.0.0-20261205100000-1e92697abcde+dirty vcs.revision=1e92697abcdef0123456789abcdef0123456789a vcs.time=2026-12-05T10:00:00Z"},
		{"unstamped", debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}},
			"(devel) (no VCS information: built with -buildvcs=false or outside a git checkout)"},
		{"go tool with a replace", debug.BuildInfo{
			Main:     debug.Module{Path: "example.com/app", Version: "(devel)"},
			Deps:     []*debug.Module{{Path: modulePath, Version: "v0.0.0", Replace: &debug.Module{Path: "/src/ddblint"}}},
			Settings: vcs}, // the app's repository: not ddblint's
			"v0.0.0 => /src/ddblint"},
		{"go tool, a release", debug.BuildInfo{
			Main: debug.Module{Path: "example.com/app", Version: "(devel)"},
			Deps: []*debug.Module{{Path: modulePath, Version: "v0.4.0"}}},
			"v0.4.0"},
	} {
		if got := formatVersion(&tc.info); got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

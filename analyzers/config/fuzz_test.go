package config

import (
	"errors"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

// FuzzConfigFile reads arbitrary bytes as .ddblint.yml: a configuration or
// an error naming the file, without panicking and within the deadline.
// It sets no flags (load reads them at their defaults).
func FuzzConfigFile(f *testing.F) {
	for _, seed := range []string{
		"separator: '#'\npad-width: 10\n",
		"tables:\n  orders:\n    partition: id\n    indexes:\n      byX: {partition: x, sort: y}\n",
		"enable: [keydelimiter]\ndisable: [pkcardinality]\n",
		"keys: &k {partition: [*k]}\n",
		"a: &a [*a, *a]\n",
		"- enable\n",
		"disable: [inherit, x, inherit]\nroot: true\nschemas: [inherit]\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, config string) {
		defer fuzzcheck.Start(fuzzcheck.Deadline)()
		dir := module(t, config)
		_, err := load(dir)
		if err == nil {
			return
		}
		var pe *posError
		if !errors.As(err, &pe) && !strings.Contains(err.Error(), fileNameYML) {
			t.Fatalf("error %q names no file", err)
		}
	})
}

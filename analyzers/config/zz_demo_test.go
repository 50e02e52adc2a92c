package config

import (
	"fmt"
	"testing"
)

func TestZZDemo(t *testing.T) {
	t.Cleanup(ResetFlags)
	dir := module(t, `enable: [a]
seperator: "#"
pad-width: 0
keys:
  partition: [id, "orders:"]
tables:
  orders:
    sort: x
    indxes: {}
versioned-table-pattern: "(x"
`)
	t.Chdir(dir)
	_, err := load(dir)
	fmt.Println(err)
	fmt.Println("---")
	dir = module(t, "pad-width: 0\nkeys:\n  partition: ['orders:']\nseparator: '@'\n")
	t.Chdir(dir)
	_, err = load(dir)
	fmt.Println(err)
	fmt.Println("---")
	setFlags(t, "-versioned-table-pattern=(", "-pk=:a")
	_, err = load(dir)
	fmt.Println(err)
	fmt.Println("---")
	fmt.Println(Analyzer.Doc[:80])
}

package keys

import (
	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// configTables turns the config file's tables into schema tables.
func configTables(cfg *config.Config) []*tables.Table {
	var out []*tables.Table
	for name, tk := range cfg.Tables {
		t := &tables.Table{Name: name, Partition: tk.Partition, Sort: tk.Sort, Source: "config"}
		if tk.File != "" {
			t.Source = tk.File
		}
		for ixName, ix := range tk.Indexes {
			t.Indexes = append(t.Indexes, tables.Index{Name: ixName, Partition: ix.Partition, Sort: ix.Sort})
		}
		out = append(out, t)
	}
	return out
}

// keyNames are the configured key names (keys:, -pk, -sk) as the schema
// holds them.
func keyNames(ks []config.KeyName) []tables.KeyName {
	out := make([]tables.KeyName, len(ks))
	for i, k := range ks {
		out[i] = tables.KeyName(k)
	}
	return out
}

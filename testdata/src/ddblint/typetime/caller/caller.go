// Package caller hands the store a reading whose time it sets: the
// store reports the field by its type, for every caller, so this call is
// no finding of its own (the sortkeyorder pass alone still judges the
// value).
package caller

import (
	"context"
	"time"

	"ddblint/typetime/store"
)

func Record(ctx context.Context, s *store.Store, id, sensor string) error {
	return s.Save(ctx, &store.Reading{ID: id, Sensor: sensor, Taken: time.Now()}) // ok: store reports Reading.Taken at its field
}

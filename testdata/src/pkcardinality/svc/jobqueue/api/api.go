// Package api reports queue depth through the store's helpers.
package api

import (
	"context"

	"pkcardinality/svc/jobqueue/model"
	"pkcardinality/svc/jobqueue/store"
)

func depth(ctx context.Context, s *store.Store) (int32, error) {
	return s.Tally(ctx, model.StateQueued) // ok: the store judges the design it writes and reads
}

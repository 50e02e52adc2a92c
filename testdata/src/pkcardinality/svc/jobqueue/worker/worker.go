// Package worker runs queued jobs through the store's helpers.
package worker

import (
	"context"

	"pkcardinality/svc/jobqueue/model"
	"pkcardinality/svc/jobqueue/store"
)

// The store reports its state-index where Mark writes it; each transition
// here is one more value of the same four, not one more finding.
func run(ctx context.Context, s *store.Store, id string, work func() error) error {
	if err := s.Mark(ctx, id, model.StateRunning); err != nil { // ok: judged in store
		return err
	}
	if err := work(); err != nil {
		return s.Mark(ctx, id, model.StateFailed) // ok: judged in store
	}
	return s.Mark(ctx, id, model.StateDone) // ok: judged in store
}

func resume(ctx context.Context, s *store.Store, j *model.Job) error {
	return s.Mark(ctx, j.ID, j.State) // ok: judged in store, whatever state the job holds
}

// Assign takes any string; the lane it is given here has two values, and
// only this call shows it.
func route(ctx context.Context, s *store.Store, id string, lane model.Lane) error {
	return s.Assign(ctx, id, string(lane)) // want `partition key "lane" of index lane-index takes its only varying part from lane, which has 2 possible values`
}

func pin(ctx context.Context, s *store.Store, id string) error {
	return s.Assign(ctx, id, string(model.LaneSlow)) // ok: one value of Assign's parameter
}

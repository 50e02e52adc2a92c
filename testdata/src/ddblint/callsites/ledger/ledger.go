// Package ledger wraps repo's methods in exported methods of its own: the
// keys are still repo's, reported there, and the callers of ledger's
// methods leave them to it too.
package ledger

import (
	"context"

	"ddblint/callsites/repo"
)

type Ledger struct{ r *repo.Repo }

// Charge passes the month on to repo, which reports its key.
func (l *Ledger) Charge(ctx context.Context, month, id string) { // want Charge:`reported pktimestamp: partition key "PK"`
	l.r.AddCharge(ctx, month, id) // ok: reported once, in repo
}

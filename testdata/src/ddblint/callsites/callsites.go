// Package callsites calls wrappers of other packages: what their packages
// report about the keys they build is not reported again at each call;
// what only the call shows (a value the caller formats, a caller's value
// with few possible values) is reported at the call.
package callsites

import (
	"context"
	"strconv"

	"ddblint/callsites/ledger"
	"ddblint/callsites/repo"
)

type Kind string

const (
	KindCharge Kind = "charge"
	KindRefund Kind = "refund"
	KindFee    Kind = "fee"
)

func charges(ctx context.Context, r *repo.Repo, l *ledger.Ledger, month, id string) {
	r.AddCharge(ctx, month, id) // ok: repo reports the month partition, at its key
	l.Charge(ctx, month, id)    // ok: through ledger, still repo's
}

func topics(ctx context.Context, r *repo.Repo, topic string) {
	r.ByTopic(ctx, topic) // ok: repo's helper glues the prefix, reported there
}

func receipts(ctx context.Context, r *repo.Repo, account string, n int) {
	// The number is formatted here, unpadded: repo cannot see it.
	r.Receipt(ctx, account, strconv.Itoa(n)) // want `n is written without zero padding in sort key "SK"`
	r.Receipt(ctx, account, "R-"+account)    // ok: a string
}

func revisions(ctx context.Context, r *repo.Repo, account string, n, rev int) {
	r.Revision(ctx, account, "main", rev) // ok: the unpadded revision is repo's
	// A number of the caller's in the key repo reports for its own: the
	// call shapes the key, so what is said about it stays at the call.
	r.Revision(ctx, account, strconv.Itoa(n), rev) // want `n is written without zero padding in sort key "SK"`
}

func kinds(ctx context.Context, r *repo.Repo, k Kind) {
	// repo reports nothing about its label, any string: the few values
	// are the caller's.
	r.Tag(ctx, string(k), "e-1") // want `partition key "PK" takes its only varying part from k, which has 3 possible values`
	// repo reports Stamp's sort key, not its partition key: the caller's
	// few labels are the call's, the unpadded sequence repo's.
	r.Stamp(ctx, string(k), 7) // want `partition key "PK" takes its only varying part from k, which has 3 possible values`
}

func daily(ctx context.Context, r *repo.Repo, day, id string) {
	r.Daily(ctx, day, id) // ok: silenced where the key is built
}

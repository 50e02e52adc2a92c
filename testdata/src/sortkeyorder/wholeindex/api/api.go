// Package api names documents and runs with numbers and hands them to the
// repository, which sends the requests: what its queries read decides.
package api

import (
	"context"
	"fmt"

	"sortkeyorder/wholeindex/store"
)

// ok: the repository queries the name index only by whole name, so the
// port's digits order nothing.
func Open(ctx context.Context, s *store.Store, id, account, user string, port int) error {
	return s.Put(ctx, id, account, fmt.Sprintf("%s-%d", user, port))
}

// The runs index is listed in order by the repository.
func Start(ctx context.Context, s *store.Store, id, account string, n int) error {
	return s.PutRun(ctx, id, account, fmt.Sprintf("RUN#%d", n)) // want `n is written without zero padding in sort key "run" of index account-run-index`
}

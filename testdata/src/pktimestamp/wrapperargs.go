package pktimestamp

import (
	"context"
	"net/http"
	"time"

	"pktimestamp/store"
)

// A key built by a method of another package from several arguments: one
// argument that may be a time bucket (a default of this month) leaves the
// key spread when another argument varies in it too.

func periodDefault(ctx context.Context, s *store.Store, r *http.Request, memberID string) {
	period := r.URL.Query().Get("period")
	if period == "" {
		period = time.Now().Format("2006-01")
	}
	_ = s.PutVisit(ctx, memberID, period)    // ok: the member id follows the month in the key
	_ = s.PutPeriodTotal(ctx, period, "web") // want `partition key "PK" varies only by the month time\.Now\(\)\.Format\("2006-01"\)`
}

package wrappers

import (
	"context"

	"enginetest/wrappers/repo"
)

// Calls through an interface whose one implementation is another
// package's exported type: the call runs its method, read through its
// SinkFact.

type accountRemover interface {
	DeleteUser(ctx context.Context, id string) error
}

func removeAccount(ctx context.Context, rm accountRemover, id string) {
	rm.DeleteUser(ctx, id) // want `DeleteItem via DeleteUser key orders PK partition key = USER#<string:id>` `DeleteItem via DeleteUser key orders SK sort key = PROFILE`
}

// keyGetter is implemented by repo.Store and by cachedKeys: either may
// run.
type keyGetter interface {
	GetByKey(ctx context.Context, pkName, pk, skName, sk string) error
}

type cachedKeys struct{ seen map[string]bool }

func (c cachedKeys) GetByKey(ctx context.Context, pkName, pk, skName, sk string) error {
	c.seen[pk+sk] = true
	return nil
}

func lookUp(ctx context.Context, g keyGetter, id string) {
	g.GetByKey(ctx, "PK", "USER#"+id, "SK", "PROFILE") // ok: two implementations
}

// repo.Archiver's one implementation is an unexported type of repo, whose
// exported method has a SinkFact.
func archive(ctx context.Context, ar repo.Archiver, id string) {
	ar.Archive(ctx, "ORDER#"+id) // want `DeleteItem via Archive key orders PK partition key = ORDER#<string:id>` `DeleteItem via Archive key orders SK sort key = ARCHIVED`
}

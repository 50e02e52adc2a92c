package flow

import (
	"fmt"

	"enginetest/fieldkeys/keys"

	"github.com/guregu/dynamo"
)

// The step-by-step idioms of flow.go, in guregu/dynamo's shapes: key names
// and values are arguments of Get, Delete and Range (guregu has no request
// structs to fill after a literal).

// guRanged builds a key from each element of a known slice.
func guRanged(t dynamo.Table, id string) {
	var out struct{}
	for _, kind := range []string{"CART#", "WISH#"} {
		t.Get("PK", kind+id).One(&out) // want `dynamo.Get read PK partition key = CART#<string:id>` `dynamo.Get read PK partition key = WISH#<string:id>`
	}
	// ok: the elements are printed, not written.
	for _, kind := range []string{"A#", "B#"} {
		fmt.Println(map[string]string{"PK": kind + id})
	}
}

// guResults reads keys from helpers returning (string, error) and named
// results.
func guResults(t dynamo.Table, id string) error {
	pk, err := userKey(id)
	if err != nil {
		return err
	}
	sk, _ := orderKey(id)
	opaque, _ := lookup(id)
	t.Delete("PK", pk).Range("SK", sk).Run() // want `dynamo.Delete key PK partition key = USER#<string:id>` `dynamo.Delete key SK sort key = ORDER#<string:id>`
	// ok: the helper's opaque result goes to title, no key.
	t.Update("PK", pk).Set("title", opaque).Run() // want `dynamo.Update key PK partition key = USER#<string:id>`
	return nil
}

// guCatalogues: prefixes, builders and formats of another package's
// catalogue.
func guCatalogues(t dynamo.Table, n int, e keys.Entity, id string) {
	var out struct{}
	t.Get("PK", keys.Orders.Prefix+id).Range("SK", dynamo.Equal, fmt.Sprintf(keys.RuleKey, n)).One(&out) // want `dynamo.Get read PK partition key = ORDER#<string:id>` `dynamo.Get read SK sort key = RULE#<int:n>`
	t.Get("PK", keys.Prefixes[keys.EntityUser]+id).One(&out)                                             // want `dynamo.Get read PK partition key = USER#<string:id>`
	// Look-alikes: a reassigned catalogue field, a map indexed by a
	// variable.
	t.Get("PK", keys.Changing.Prefix+id).One(&out) // want `dynamo.Get read PK partition key = <string:Prefix><string:id>`
	t.Get("PK", keys.Prefixes[e]+id).One(&out)     // want `dynamo.Get read PK partition key = <opaque><string:id>`
}

// guBatch appends keys to a slice in a loop and spreads it into a batch
// get; a batch delete is given its keys in place.
func guBatch(t dynamo.Table, id string, months []string) {
	var ks []dynamo.Keyed
	for _, m := range months {
		ks = append(ks, dynamo.Keys{"CART#" + id, "MONTH#" + m}) // want `dynamo.BatchGet read PK partition key = CART#<string:id>` `dynamo.BatchGet read SK sort key = MONTH#<string:m>`
	}
	var out []struct{}
	t.Batch("PK", "SK").Get(ks...).All(&out)
	t.Batch("PK", "SK").Write().Delete(dynamo.Keys{"CART#" + id, "OLD"}).Run() // want `dynamo.BatchWrite key PK partition key = CART#<string:id>` `dynamo.BatchWrite key SK sort key = OLD`
	// ok: plain strings appended the same way, and keys of a slice no
	// batch reads, are no keys.
	var labels []string
	var unread []dynamo.Keyed
	for _, m := range months {
		labels = append(labels, "CART#"+id+m)
		unread = append(unread, dynamo.Keys{"X#" + id, m})
	}
	_, _ = labels, unread
}

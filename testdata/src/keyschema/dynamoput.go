package keyschema

import "github.com/guregu/dynamo"

// loadout's schema is known only from the item put below: guregu does not
// need index tags on an item it puts, so they say nothing of the indexes.
type loadout struct {
	ID    string `dynamo:"id,hash"`
	Owner string `dynamo:"owner"`
}

// badge tags one index of its table; the table may have others.
type badge struct {
	ID    string `dynamo:"id,hash"`
	Owner string `dynamo:"owner" index:"ByOwner,hash"`
	Color string `dynamo:"color"`
}

// medal is declared by CreateTable, whose struct gives the table's indexes.
type medal struct {
	ID    string `dynamo:"id,hash"`
	Owner string `dynamo:"owner"`
}

func gureguPutSchemas(db *dynamo.DB, owner string) {
	_ = db.Table("loadouts").Put(loadout{ID: "l1", Owner: owner}).Run()
	var ls []loadout
	_ = db.Table("loadouts").Get("owner", owner).Index("ByOwner").All(&ls) // ok: the put item's tags do not list the table's indexes

	_ = db.Table("badges").Put(badge{ID: "b1", Owner: owner}).Run()
	var bs []badge
	_ = db.Table("badges").Get("owner", owner).Index("ByOwner").All(&bs)  // ok: tagged
	_ = db.Table("badges").Get("color", "red").Index("ByColor").All(&bs)  // ok: an index the tags need not name
	_ = db.Table("badges").Get("owner", owner).Index("ByOwners").All(&bs) // want `dynamo.Query queries index "ByOwners", which table "badges" does not have \(it declares "ByOwner"\): did you mean "ByOwner"\?`

	_ = db.CreateTable("medals", medal{}).Run()
	var ms []medal
	_ = db.Table("medals").Get("owner", owner).Index("ByOwner").All(&ms) // want `dynamo.Query queries index "ByOwner", which table "medals" does not have \(it declares none\)`
}

package jsontags

import "github.com/guregu/dynamo"

// Visit's fields carry json tags, which guregu/dynamo ignores too.
type Visit struct {
	Place string `json:"place"`
	At    int64  `json:"at" dynamo:"at"`
}

func putVisit(db *dynamo.DB, v Visit) error {
	t := db.Table("visits")
	if err := t.Put(v).Run(); err != nil { // want `field Place is written as attribute "Place", not "place": guregu/dynamo reads only dynamo tags, not its json tag, and .* on the same table reads "place"; tag it dynamo:"place"`
		return err
	}
	var out Visit
	return t.Get("place", v.Place).Range("at", dynamo.Equal, v.At).One(&out)
}

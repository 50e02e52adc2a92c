// Package gurefield keeps its guregu table in a service's field, set by
// the constructor from a helper that makes the table first and returns
// db.Table(name): every request on the field is that table's. A field
// given two tables names none.
package gurefield

import (
	"github.com/guregu/dynamo"
)

// link is declared by its dynamo tags: ID alone is the key.
type link struct {
	ID     string `dynamo:"ID,hash"`
	UserID string `dynamo:"UserId"`
	Name   string `dynamo:"Name"`
}

func getOrCreateTable(db *dynamo.DB, name string, from interface{}, exists func(string) bool) dynamo.Table {
	if exists(name) {
		return db.Table(name)
	}
	_ = db.CreateTable(name, from).Run()
	return db.Table(name)
}

type LinkService struct {
	links dynamo.Table
}

func NewLinkService(db *dynamo.DB) LinkService {
	table := getOrCreateTable(db, "Links", link{}, nil)
	return LinkService{links: table}
}

func (s LinkService) Rename(id, user, name string) error {
	return s.links.Update("ID", id).Range("UserId", user).Set("Name", name).Run() // want `attribute "UserId" in the Key of dynamo.Update on table "Links" is not a key attribute \(partition key "ID"\)`
}

func (s LinkService) Get(id string) (link, error) {
	var l link
	err := s.links.Get("ID", id).One(&l) // ok: the key
	return l, err
}

// Mixed holds either table.
type Mixed struct {
	t dynamo.Table
}

func wire(db *dynamo.DB, other bool) Mixed {
	if other {
		return Mixed{t: db.Table("Other")}
	}
	return Mixed{t: getOrCreateTable(db, "Links", link{}, nil)}
}

func (m Mixed) Rename(id, user string) error {
	return m.t.Update("ID", id).Range("UserId", user).Run() // ok: the table is not known
}

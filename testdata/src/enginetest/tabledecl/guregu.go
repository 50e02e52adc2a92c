package tabledecl

import "github.com/guregu/dynamo"

// guregu/dynamo: CreateTable takes the item type whose tags are the schema;
// a helper that creates the table it is given, and a loop over models.
type Booking struct {
	Guest string `dynamo:"guest,hash"`
	Night string `dynamo:"night,range"`
	Desk  string `dynamo:"desk" index:"byDesk,hash"`
}

type Room struct {
	Number string `dynamo:"number,hash"`
	Wing   string `dynamo:"wing" index:"byWing,hash"`
}

func createGu(db *dynamo.DB, name string, model interface{}) error {
	return db.CreateTable(name, model).Run()
}

func setupGu(db *dynamo.DB) {
	_ = createGu(db, "bookings", Booking{})
	for _, m := range []struct {
		name  string
		model interface{}
	}{{"rooms", Room{}}} {
		db.CreateTable(m.name, m.model).Run()
	}
}

// migrateGu adds an index to rooms later.
func migrateGu(db *dynamo.DB) {
	db.Table("rooms").UpdateTable().CreateIndex(dynamo.Index{Name: "byFloor", HashKey: "floor", HashKeyType: dynamo.StringType}).Run()
}

func writeGu(db *dynamo.DB, guest, desk, number, wing string) {
	db.Table("bookings").Update("guest", "G#"+guest).Set("desk", "D#"+desk).Run() // want `dynamo.Update key bookings guest partition key = G#<string:guest>` `dynamo.Update write bookings desk partition key byDesk = D#<string:desk>`
	db.Table("rooms").Update("number", number).Set("wing", "W#"+wing).Run()       // want `dynamo.Update key rooms number partition key = <string:number>` `dynamo.Update write rooms wing partition key byWing = W#<string:wing>`
	db.Table("rooms").Update("number", number).Set("floor", "F#"+wing).Run()      // want `dynamo.Update key rooms number partition key = <string:number>` `dynamo.Update write rooms floor partition key byFloor = F#<string:wing>`
	// ok: desk keys an index of bookings, not of rooms; wing and floor the
	// reverse.
	db.Table("bookings").Update("guest", guest).Set("floor", wing).Run() // want `dynamo.Update key bookings guest partition key = <string:guest>`
	db.Table("rooms").Update("number", number).Set("desk", desk).Run()   // want `dynamo.Update key rooms number partition key = <string:number>`
	db.Table("bookings").Update("guest", guest).Set("wing", wing).Run()  // want `dynamo.Update key bookings guest partition key = <string:guest>`
}

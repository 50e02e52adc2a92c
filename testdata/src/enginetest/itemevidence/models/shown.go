package models

import (
	"encoding/json"
	"fmt"
	"log"
	"sync"
)

// Event is an item type of a package that imports the marshaller; whether
// one of its literals is an item depends on where that value goes.
type Event struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// Printed and encoded as JSON only: the standard library never writes it.
func ShowEvent(id string) {
	ev := Event{PK: "EVENT#" + id, SK: "DEMO"} // ok: only printed
	out, _ := json.MarshalIndent(ev, "", "  ")
	fmt.Println(string(out), ev.PK)
}

func LogEvent(id string) {
	log.Printf("%+v", &Event{PK: "EVENT#" + id, SK: "LOGGED"}) // ok: only logged
}

func ResetEvent(id string) {
	var ev = Event{PK: "EVENT#" + id, SK: "FIRST"} // ok: overwritten and printed
	ev = Event{PK: "EVENT#" + id, SK: "SECOND"}    // ok: printed
	fmt.Println(ev)
}

// The same value also returned: a caller may marshal it.
func KeptEvent(id string) Event {
	ev := Event{PK: "EVENT#" + id, SK: "KEPT"} // want `Event{} item PK partition key = EVENT#<string:id>` `Event{} item SK sort key = KEPT`
	fmt.Println(ev)
	return ev
}

func forward(e *Event) { fmt.Println(e) }

// Handed to a function of the module: not the standard library's.
func PassedEvent(id string) {
	ev := Event{PK: "EVENT#" + id, SK: "PASSED"} // want `Event{} item PK partition key = EVENT#<string:id>` `Event{} item SK sort key = PASSED`
	fmt.Println(ev)
	forward(&ev)
}

func (e Event) Label() string { return e.PK }

// A method of the item called on it may marshal it.
func LabelledEvent(id string) string {
	ev := Event{PK: "EVENT#" + id, SK: "LABEL"} // want `Event{} item PK partition key = EVENT#<string:id>` `Event{} item SK sort key = LABEL`
	return ev.Label()
}

// Copied to another variable: followed no further.
func CopiedEvent(id string) any {
	ev := Event{PK: "EVENT#" + id, SK: "COPIED"} // want `Event{} item PK partition key = EVENT#<string:id>` `Event{} item SK sort key = COPIED`
	fmt.Println(ev)
	var out any = ev
	return out
}

var parked sync.Map

// Kept by the standard library for later (not printed or encoded): it may
// be taken out and marshalled.
func ParkEvent(id string) {
	ev := Event{PK: "EVENT#" + id, SK: "PARKED"} // want `Event{} item PK partition key = EVENT#<string:id>` `Event{} item SK sort key = PARKED`
	log.Println(ev.PK)
	parked.Store(id, ev)
}

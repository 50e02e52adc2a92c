package wrappers

import "errors"

// Key methods with several returns: each return that can succeed is one
// key set of its own (the item's keys in that state); failure returns are
// none.

var errNoBooking = errors.New("booking has no id")

type Booking struct {
	ID        string
	Room      string
	Confirmed bool
}

func (b *Booking) DDBKeys() (LibKeys, error) {
	if b.ID == "" {
		// ok: a failure path, whatever keys it holds.
		return LibKeys{PK: "BROKEN", SK: "BROKEN"}, errNoBooking
	}
	if b.Confirmed {
		return LibKeys{
			PK:     "BOOKING#" + b.ID,     // want `Booking.DDBKeys item PK partition key = BOOKING#<string:ID>`
			SK:     "ROOM#" + b.Room,      // want `Booking.DDBKeys item SK sort key = ROOM#<string:Room>`
			GSI1PK: "CONFIRMED#" + b.Room, // want `Booking.DDBKeys item GSI1PK partition key GSI1 = CONFIRMED#<string:Room>`
		}, nil
	}
	return LibKeys{
		PK: "BOOKING#" + b.ID, // want `Booking.DDBKeys item PK partition key = BOOKING#<string:ID>`
		SK: "PENDING",         // want `Booking.DDBKeys item SK sort key = PENDING`
	}, nil
}

// A pointer result: `return nil, err` is a failure path too.
type Voucher struct{ Code string }

func (v Voucher) Keys() (*LibKeys, error) {
	if v.Code == "" {
		return nil, errNoBooking
	}
	return &LibKeys{PK: "VOUCHER#" + v.Code, SK: "META"}, nil // want `Voucher.Keys item PK partition key = VOUCHER#<string:Code>` `Voucher.Keys item SK sort key = META`
}

// String key methods: one set per combination of their returns; the sort
// key, with one return, is in both.
type Parcel struct {
	ID       string
	Returned bool
}

func (p Parcel) PK() string {
	if p.Returned {
		return "RETURN#" + p.ID // want `Parcel key methods item PK partition key = RETURN#<string:ID>`
	}
	return "PARCEL#" + p.ID // want `Parcel key methods item PK partition key = PARCEL#<string:ID>`
}

func (p Parcel) SK() string { return "STATE" } // want `Parcel key methods item SK sort key = STATE` `Parcel key methods item SK sort key = STATE`

// ok: Label is no key method, however many returns it has.
func (p Parcel) Label() LibKeys {
	if p.Returned {
		return LibKeys{PK: "LABEL#" + p.ID}
	}
	return LibKeys{PK: "LABEL"}
}

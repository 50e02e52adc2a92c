package pksequential

import (
	"context"
	"fmt"
	"strconv"

	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// A counter item bumped with guregu's update builder: Add on the counter
// attribute, the item after the update read back into a struct.
type tally struct {
	Name   string `dynamo:",hash"`
	Count  int
	Visits int    `dynamo:"visits"`
	Label  string `dynamo:"label"`
}

type ticket struct {
	No    int `dynamo:",hash"`
	Title string
}

type badgeRow struct {
	Code string `dynamo:",hash"`
	Seen int
}

func nextTicketNo(tallies dynamo.Table) (int, error) {
	var t tally
	err := tallies.Update("Name", "tickets").Add("Count", 1).Value(&t)
	return t.Count, err
}

// The counter's value becomes the hash key of the new item, through a
// field of a pointer parameter assigned with the error.
func openTicket(tallies, tickets dynamo.Table, tk *ticket) error {
	var err error
	tk.No, err = nextTicketNo(tallies) // want `partition key "No" embeds nextTicketNo\(tallies\), a number taken from counter attribute "Count"`
	if err != nil {
		return err
	}
	return tickets.Put(tk).Run()
}

// The update held in a variable, run with a context, the attribute named
// by its tag; the number formatted into a string key.
func openBadge(ctx context.Context, tallies, badges dynamo.Table) error {
	var t tally
	u := tallies.Update("Name", "badges").Add("visits", 1)
	if err := u.ValueWithContext(ctx, &t); err != nil {
		return err
	}
	b := badgeRow{Code: "BADGE#" + strconv.Itoa(t.Visits)} // want `partition key "Code" embeds t.Visits, a number taken from counter attribute "visits"`
	return badges.Put(b).Run()
}

// guregu/dynamo v2: Value takes a context.
func openTicketV2(ctx context.Context, tallies, tickets dynamo2.Table) error {
	var t tally
	if err := tallies.Update("Name", "tickets").Add("Count", 1).Value(ctx, &t); err != nil {
		return err
	}
	return tickets.Put(ticket{No: t.Count}).Run(ctx) // want `partition key "No" embeds t.Count, a number taken from counter attribute "Count"`
}

// Not reported: Add bumps another attribute than the one read back.
func bumpsAnotherAttribute(tallies, tickets dynamo.Table) error {
	var t tally
	if err := tallies.Update("Name", "tickets").Add("visits", 1).Value(&t); err != nil {
		return err
	}
	return tickets.Put(ticket{No: t.Count}).Run() // ok: Count is not what was added to
}

// Not reported: the counter's value lands in an attribute that is no key.
func counterInTitle(tallies, tickets dynamo.Table, id int) error {
	n, err := nextTicketNo(tallies)
	if err != nil {
		return err
	}
	return tickets.Put(ticket{No: id, Title: "ticket " + strconv.Itoa(n)}).Run() // ok: Title is not a key
}

// Not reported: a decrement, and a Set, hand out no new numbers.
func notIncrements(tallies, tickets dynamo.Table) error {
	var down, set tally
	if err := tallies.Update("Name", "seats").Add("Count", -1).Value(&down); err != nil {
		return err
	}
	if err := tallies.Update("Name", "seats").Set("Count", 7).Value(&set); err != nil {
		return err
	}
	if err := tickets.Put(ticket{No: down.Count}).Run(); err != nil { // ok: a decrement
		return err
	}
	return tickets.Put(ticket{No: set.Count}).Run() // ok: a set value
}

// Not reported: the struct is read back from a query, not an update.
func readTally(tallies, tickets dynamo.Table) error {
	var t tally
	if err := tallies.Get("Name", "tickets").One(&t); err != nil {
		return err
	}
	return tickets.Put(ticket{No: t.Count}).Run() // ok: no increment
}

// A repository hands out the counter's value by pointer (the address of
// the field the update was read back into); the key dereferences it.
type slipRow struct {
	No   string `dynamo:",hash"`
	Memo string
}

func nextSlip(tallies dynamo.Table) (*int, error) {
	var t tally
	if err := tallies.Update("Name", "receipts").Add("Count", 1).Value(&t); err != nil {
		return nil, err
	}
	return &t.Count, nil
}

func openSlip(tallies, receipts dynamo.Table) error {
	n, err := nextSlip(tallies)
	if err != nil {
		return err
	}
	return receipts.Put(slipRow{No: fmt.Sprintf("R%08d", *n)}).Run() // want `partition key "No" embeds \*n, a number taken from counter attribute "Count"`
}

// Not reported: the pointer is to another field than the one Add bumped.
func pointsAtAnotherField(tallies dynamo.Table) (*int, error) {
	var t tally
	if err := tallies.Update("Name", "receipts").Add("visits", 1).Value(&t); err != nil {
		return nil, err
	}
	return &t.Count, nil
}

func openSlipElsewhere(tallies, receipts dynamo.Table) error {
	n, err := pointsAtAnotherField(tallies)
	if err != nil {
		return err
	}
	return receipts.Put(slipRow{No: fmt.Sprintf("R%08d", *n)}).Run() // ok: Count was not added to
}

// A sequence source known only by its interface (its implementation lives
// in another package): the method's name says it hands out sequence
// numbers, by pointer.
type slipNumbers interface {
	Sequence(ctx context.Context) (*int, error)
	Lookup(ctx context.Context) (*int, error)
}

func openNumberedSlip(ctx context.Context, nums slipNumbers, receipts dynamo.Table) error {
	n, err := nums.Sequence(ctx)
	if err != nil {
		return err
	}
	return receipts.Put(slipRow{No: fmt.Sprintf("A%010d", *n)}).Run() // want `partition key "No" embeds \*n, from Sequence\(\), a sequence number`
}

// Not reported: a pointer to an integer from a method whose name says
// nothing about sequences.
func openLookedUpSlip(ctx context.Context, nums slipNumbers, receipts dynamo.Table) error {
	n, err := nums.Lookup(ctx)
	if err != nil {
		return err
	}
	return receipts.Put(slipRow{No: fmt.Sprintf("A%010d", *n)}).Run() // ok: Lookup is no counter
}

// The number of tickets a query counts, plus one, as the next ticket's id.
func nextTicketByCount(tickets dynamo.Table, queue string) error {
	n, err := tickets.Get("Queue", queue).Count()
	if err != nil {
		return err
	}
	return tickets.Put(ticket{No: int(n) + 1}).Run() // want `partition key "No" embeds int\(n\) \+ 1, a count of items \(Count\(\) of a Query\) plus one`
}

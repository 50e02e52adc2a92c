package tables

import (
	"slices"
	"testing"
)

// TestItemTable pins which declared table an item of unknown table fits.
func TestItemTable(t *testing.T) {
	messages := &Table{Name: "messages", Partition: "id", Indexes: []Index{
		{Name: "stage-created", Partition: "stage", Sort: "created"},
		{Name: "status-created", Partition: "status", Sort: "created"},
	}}
	results := &Table{Name: "results", Partition: "id", Indexes: []Index{
		{Name: "by-message", Partition: "message_id"},
	}}
	vouchers := &Table{Name: "vouchers", Partition: "voucher", Indexes: []Index{{Name: "ByKind", Partition: "kind"}}}
	redemptions := &Table{Name: "redemptions", Partition: "redemption", Indexes: []Index{{Name: "ByMember", Partition: "member"}, {Name: "ByDay", Partition: "day"}}}
	s := &Schema{Tables: []*Table{messages, results, vouchers, redemptions}}
	for _, tc := range []struct {
		name  string
		attrs []string
		best  *Table
		own   bool
		tied  int
	}{
		// Keys only the messages' indexes: the messages' item.
		{"message", []string{"id", "stage", "status", "created", "body"}, messages, false, 0},
		// Names its message (the results' index) and keys the messages'
		// indexes too, under the same id: either table's, as in a tie.
		{"result", []string{"id", "message_id", "status", "created", "stage"}, nil, false, 2},
		// Carries a voucher's key as a reference: its own table's key is
		// its own, and it fits the redemptions best.
		{"redemption", []string{"redemption", "voucher", "kind", "member", "day"}, redemptions, true, 0},
		// Fits no table.
		{"none", []string{"name"}, nil, false, 0},
	} {
		best, own, tied := s.ItemTable(tc.attrs)
		if best != tc.best || own != tc.own || len(tied) != tc.tied {
			t.Errorf("%s: got %v own=%t tied=%d, want %v own=%t tied=%d", tc.name, best, own, len(tied), tc.best, tc.own, tc.tied)
		}
	}
}

// TestItemTableTieCoverage: a tie of two tables that do not key an
// attribute a third table the item fits keys is no proof of either.
func TestItemTableTieCoverage(t *testing.T) {
	listings := &Table{Name: "listings", Partition: "PK", Sort: "SK", Indexes: []Index{{Name: "byUser", Partition: "userId", Sort: "createdAt"}, {Name: "byListing", Partition: "listingId"}}}
	users := &Table{Name: "users", Partition: "PK", Sort: "SK", Indexes: []Index{{Name: "byGoogle", Partition: "googleId"}}}
	orders := &Table{Name: "orders", Partition: "PK", Sort: "SK", Indexes: []Index{{Name: "byUser", Partition: "userId", Sort: "createdAt"}, {Name: "byOrder", Partition: "orderId"}}}
	s := &Schema{Tables: []*Table{listings, users, orders}}
	// A user: the listings and the orders tie (user id and date), the
	// users key its Google id: any of the three.
	if best, _, tied := s.ItemTable([]string{"PK", "SK", "userId", "googleId", "createdAt"}); best != nil || len(tied) != 3 {
		t.Errorf("user: got %v, %d tied; want no best and the 3 tables tied", best, len(tied))
	}
	if roles := TiedRoles(s.Roles("", "createdAt"), []*Table{listings, users, orders}, "createdAt"); len(roles) != 0 {
		t.Errorf("user: createdAt keeps roles %v, want none", roles)
	}
	// A listing with its own listing id: the listings' alone.
	if best, _, tied := s.ItemTable([]string{"PK", "SK", "userId", "listingId", "createdAt"}); best != listings || tied != nil {
		t.Errorf("listing: got %v, %d tied; want listings", best, len(tied))
	}
}

// TestItemTableCompositeKey: an item that carries the whole key of a table
// keyed by (tracker_id, event_id) is that table's, not the one keyed by
// tracker_id alone — and its occurred_at keeps the events' index role —
// while an item that carries only the tracker's id stays the trackers'.
func TestItemTableCompositeKey(t *testing.T) {
	trackers := &Table{Name: "trackers", Partition: "tracker_id", Indexes: []Index{{Name: "receiver-index", Partition: "receiver_id", Sort: "created_at"}}}
	events := &Table{Name: "events", Partition: "tracker_id", Sort: "event_id", Indexes: []Index{{Name: "time-index", Partition: "tracker_id", Sort: "occurred_at"}}}
	receivers := &Table{Name: "receivers", Partition: "receiver_id", Indexes: []Index{{Name: "group-index", Partition: "care_group_id", Sort: "created_at"}}}
	s := &Schema{Tables: []*Table{trackers, events, receivers}}
	event := []string{"tracker_id", "event_id", "occurred_at", "created_at", "kind"}
	if best, own, tied := s.ItemTable(event); best != events || !own || tied != nil {
		t.Errorf("event: got %v own=%t, %d tied; want events, own", best, own, len(tied))
	}
	if fits := s.Fits(event); len(fits) != 1 || fits[0] != events {
		t.Errorf("event: fits %v, want only events", fits)
	}
	// created_at keys the trackers' and the receivers' indexes, which the
	// event does not fit: no role.
	if roles := FitRoles(s.Roles("", "created_at"), s.Fits(event), "created_at"); len(roles) != 0 {
		t.Errorf("event: created_at keeps roles %v, want none", roles)
	}
	tracker := []string{"tracker_id", "receiver_id", "created_at", "name"}
	if fits := s.Fits(tracker); !slices.Contains(fits, trackers) || slices.Contains(fits, events) {
		t.Errorf("tracker: fits %v, want the trackers and not the events", fits)
	}
}

// TestItemTableTieBreak: tables keyed alike by an item's attributes tie;
// the tie goes to the table whose whole composite key the item carries,
// else to the table named for the item's Go type — and stays a tie when
// neither settles it.
func TestItemTableTieBreak(t *testing.T) {
	trackers := &Table{Name: "test-tracker", Partition: "tracker_id", Indexes: []Index{{Name: "receiver-index", Partition: "receiver_id", Sort: "created_at"}}}
	events := &Table{Name: "test-event", Partition: "tracker_id", Sort: "event_id", Indexes: []Index{{Name: "time-index", Partition: "tracker_id", Sort: "occurred_at"}}}
	receivers := &Table{Name: "test-receiver", Partition: "receiver_id", Indexes: []Index{{Name: "group-index", Partition: "care_group_id", Sort: "created_at"}}}
	groups := &Table{Name: "test-care-group", Partition: "care_group_id"}
	s := &Schema{Tables: []*Table{trackers, events, receivers, groups}}

	// Three keys each for the events and the receivers: the events' key
	// is whole in the item.
	event := []string{"tracker_id", "event_id", "care_group_id", "receiver_id", "occurred_at", "created_at"}
	if best, own, tied := s.ItemTableOf(event, "Event"); best != events || !own || tied != nil {
		t.Errorf("event: got %v own=%t, %d tied; want test-event, own", best, own, len(tied))
	}
	tracker := []string{"tracker_id", "receiver_id", "care_group_id", "name", "created_at"}
	// Without its type the trackers and the receivers tie…
	if best, _, tied := s.ItemTable(tracker); best != nil || len(tied) != 2 {
		t.Errorf("tracker, no type: got %v, %d tied; want a tie of 2", best, len(tied))
	}
	// …a Tracker is the trackers' (keyed by tracker_id, named test-tracker)…
	if best, own, tied := s.ItemTableOf(tracker, "Tracker"); best != trackers || !own || tied != nil {
		t.Errorf("tracker: got %v own=%t, %d tied; want test-tracker, own", best, own, len(tied))
	}
	// …and a type named for neither leaves the tie.
	if best, _, tied := s.ItemTableOf(tracker, "Widget"); best != nil || len(tied) != 2 {
		t.Errorf("widget: got %v, %d tied; want a tie of 2", best, len(tied))
	}
	// By the table's name alone, plural: the key names say nothing.
	orders := &Table{Name: "orders", Partition: "a"}
	carts := &Table{Name: "carts", Partition: "b"}
	s2 := &Schema{Tables: []*Table{orders, carts}}
	if best, _, tied := s2.ItemTableOf([]string{"a", "b"}, "Order"); best != orders || tied != nil {
		t.Errorf("order: got %v, %d tied; want orders", best, len(tied))
	}
}

func TestLabel(t *testing.T) {
	for _, c := range []struct {
		t    Table
		want string
	}{
		{Table{Name: "orders", ID: "Orders"}, "orders"},
		{Table{Pattern: "*-orders", ID: "OrdersTable"}, "*-orders"},
		// A table created in Go with a name known at run time.
		{Table{ID: "aws.String(tableName)"}, "tableName"},
		{Table{ID: "aws.String(cfg.Tables.Orders)"}, "cfg.Tables.Orders"},
		{Table{ID: "os.Getenv(\"TABLE\")"}, "os.Getenv(\"TABLE\")"},
		{Table{ID: "OrdersTable"}, "OrdersTable"},
	} {
		if got := c.t.Label(); got != c.want {
			t.Errorf("Label of %+v = %q, want %q", c.t, got, c.want)
		}
	}
}

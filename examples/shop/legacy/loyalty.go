package legacy

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/guregu/dynamo/v2"
)

// LoyaltyTable holds the loyalty programme: members' accounts, their points
// statements and milestones, and the rules of each tier.
const LoyaltyTable = "loyalty"

// TierIndex lists the accounts of a tier, for the marketing mailer.
const TierIndex = "ByTier"

// accountSK is the sort key of a member's account item.
const accountSK = "ACCOUNT"

// Tier is a member's level in the programme.
type Tier string

// The tiers, lowest first.
const (
	TierBronze   Tier = "BRONZE"
	TierSilver   Tier = "SILVER"
	TierGold     Tier = "GOLD"
	TierPlatinum Tier = "PLATINUM"
)

// tierThresholds are the points a member needs for each tier.
var tierThresholds = []struct {
	tier   Tier
	points int
}{{TierPlatinum, 10_000}, {TierGold, 5_000}, {TierSilver, 1_000}}

// TierFor returns the tier a balance of points earns.
func TierFor(points int) Tier {
	for _, t := range tierThresholds {
		if points >= t.points {
			return t.tier
		}
	}
	return TierBronze
}

// milestones are the balances a member is congratulated on reaching.
var milestones = []int{500, 1_000, 2_500, 5_000, 10_000, 25_000}

// Account is a member's points balance. The dynamo tags declare the keys:
// pk and sk are the table's, tier and member those of the ByTier index.
type Account struct {
	PK     string `dynamo:"pk,hash"`
	SK     string `dynamo:"sk,range"`
	Member string `dynamo:"member" index:"ByTier,range"`
	Points int    `dynamo:"points"`
	Seq    int    `dynamo:"seq"` // entries on the statement so far
	Tier   Tier   `dynamo:"tier" index:"ByTier,hash"`
}

// Entry is a line of a member's points statement.
type Entry struct {
	PK      string    `dynamo:"pk,hash"`
	SK      string    `dynamo:"sk,range"`
	OrderID string    `dynamo:"orderId"`
	Points  int       `dynamo:"points"`
	At      time.Time `dynamo:"at"`
}

// Milestone records the day a member's balance first reached a threshold.
type Milestone struct {
	PK        string    `dynamo:"pk,hash"`
	SK        string    `dynamo:"sk,range"`
	Points    int       `dynamo:"points"`
	ReachedAt time.Time `dynamo:"reachedAt"`
}

// TierRule is what a tier gives its members.
type TierRule struct {
	PK         string  `dynamo:"pk,hash"`
	SK         string  `dynamo:"sk,range"`
	Multiplier float64 `dynamo:"multiplier"` // points per euro spent
	FreeReturn bool    `dynamo:"freeReturn"`
}

func memberPK(memberID string) string { return "MEMBER#" + memberID }

// Loyalty keeps the loyalty programme's accounts.
type Loyalty struct {
	db *dynamo.DB
}

// NewLoyalty returns a Loyalty using a DynamoDB client made from cfg.
func NewLoyalty(cfg aws.Config) *Loyalty {
	return &Loyalty{db: dynamo.New(cfg)}
}

// CreateTable creates the loyalty table (for DynamoDB Local and tests; in
// production it comes from infra/template.yaml).
func (l *Loyalty) CreateTable(ctx context.Context) error {
	return l.db.CreateTable(LoyaltyTable, Account{}).OnDemand(true).Run(ctx)
}

// Account reads a member's account.
func (l *Loyalty) Account(ctx context.Context, memberID string) (*Account, error) {
	var a Account
	err := l.db.Table(LoyaltyTable).
		Get("pk", memberPK(memberID)).
		Range("sk", dynamo.Equal, accountSK).
		One(ctx, &a)
	if errors.Is(err, dynamo.ErrNotFound) {
		return nil, ErrNotFound
	}
	return &a, err
}

// Earn credits a member with the points an order earned: it updates the
// balance and the tier, adds a line to the statement, and records the
// milestones the new balance passes.
func (l *Loyalty) Earn(ctx context.Context, memberID, orderID string, points int) error {
	a, err := l.Account(ctx, memberID)
	if errors.Is(err, ErrNotFound) {
		a = &Account{PK: memberPK(memberID), SK: accountSK, Member: memberID}
	} else if err != nil {
		return err
	}
	before := a.Points
	a.Points += points
	a.Seq++
	// BUG (pkcardinality): the ByTier index is partitioned by the tier,
	// which has four values: the whole programme's accounts sit in at
	// most four partitions of the index, most of them in BRONZE.
	a.Tier = TierFor(a.Points)
	table := l.db.Table(LoyaltyTable)
	if err := table.Put(a).If("attribute_not_exists(seq) OR seq = ?", a.Seq-1).Run(ctx); err != nil {
		return fmt.Errorf("credit %d points to %s: %w", points, memberID, err)
	}

	// Fine (sortkeyorder): the statement line is numbered with zero
	// padding, so the newest line is the last in the partition.
	err = table.Put(Entry{
		PK:      memberPK(memberID),
		SK:      fmt.Sprintf("TXN#%010d", a.Seq),
		OrderID: orderID,
		Points:  points,
		At:      time.Now().UTC(),
	}).Run(ctx)
	if err != nil {
		return err
	}

	for _, threshold := range milestones {
		if before >= threshold || a.Points < threshold {
			continue
		}
		// BUG (sortkeyorder): the threshold is not padded, so
		// "MILESTONE#5000" sorts after "MILESTONE#10000" and
		// LatestMilestone, the last key of the partition, tells a member
		// with 25,000 points that their best is 5,000.
		err := table.Put(Milestone{
			PK:        memberPK(memberID),
			SK:        "MILESTONE#" + strconv.Itoa(threshold),
			Points:    threshold,
			ReachedAt: time.Now().UTC(),
		}).Run(ctx)
		if err != nil {
			return err
		}
	}
	return nil
}

// Statement returns a member's latest statement lines, newest first.
func (l *Loyalty) Statement(ctx context.Context, memberID string, limit int) ([]Entry, error) {
	var entries []Entry
	err := l.db.Table(LoyaltyTable).
		Get("pk", memberPK(memberID)).
		Range("sk", dynamo.BeginsWith, "TXN#").
		Order(dynamo.Descending).
		Limit(limit).
		All(ctx, &entries)
	return entries, err
}

// LatestMilestone returns the highest milestone a member has reached.
func (l *Loyalty) LatestMilestone(ctx context.Context, memberID string) (*Milestone, error) {
	var m Milestone
	err := l.db.Table(LoyaltyTable).
		Get("pk", memberPK(memberID)).
		Range("sk", dynamo.BeginsWith, "MILESTONE#").
		Order(dynamo.Descending).
		Limit(1).
		One(ctx, &m)
	if errors.Is(err, dynamo.ErrNotFound) {
		return nil, ErrNotFound
	}
	return &m, err
}

// SetTierRule sets what a tier gives its members.
func (l *Loyalty) SetTierRule(ctx context.Context, t Tier, multiplier float64, freeReturn bool) error {
	// Fine (pkcardinality): the tier is the partition key here too, but
	// under a constant sort key: one item per tier, a handful of rows that
	// never grow.
	return l.db.Table(LoyaltyTable).Put(TierRule{
		PK:         "TIER#" + string(t),
		SK:         "RULES",
		Multiplier: multiplier,
		FreeReturn: freeReturn,
	}).Run(ctx)
}

// Package referenced: the tables are declared in template.yaml and the code
// names them only through fields read from the environment. A redemption
// names the voucher it redeems by the voucher's own key and copies the
// voucher's Kind and Tier, which key an index of the vouchers only. The
// table the redemption fits (its own key, the most of its key attributes)
// says which of its attributes are keys: Kind is not one there.
package referenced

import (
	"context"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	db          *dynamodb.Client
	vouchers    *string
	redemptions *string
}

func New(db *dynamodb.Client) *Store {
	return &Store{
		db:          db,
		vouchers:    aws.String(os.Getenv("VOUCHERS_TABLE")),
		redemptions: aws.String(os.Getenv("REDEMPTIONS_TABLE")),
	}
}

type Voucher struct {
	VoucherId string `dynamodbav:"VoucherId"`
	Kind      string `dynamodbav:"Kind"`
	Tier      string `dynamodbav:"Tier"`
}

// Redemption carries the key of a voucher as a reference, and the day
// index's key too.
type Redemption struct {
	RedemptionId string `dynamodbav:"RedemptionId"`
	VoucherId    string `dynamodbav:"VoucherId"`
	Kind         string `dynamodbav:"Kind"`
	Tier         string `dynamodbav:"Tier"`
	Member       string `dynamodbav:"Member"`
	RedeemedAt   string `dynamodbav:"RedeemedAt"`
	Day          string `dynamodbav:"Day"`
}

// Swap carries the vouchers' key attributes and the redemptions' alike.
type Swap struct {
	RedemptionId string `dynamodbav:"RedemptionId"`
	VoucherId    string `dynamodbav:"VoucherId"`
	Kind         string `dynamodbav:"Kind"`
	Tier         string `dynamodbav:"Tier"`
	Member       string `dynamodbav:"Member"`
	RedeemedAt   string `dynamodbav:"RedeemedAt"`
}

// Claim lacks the day, which the wrapper that writes it adds.
type Claim struct {
	RedemptionId string `dynamodbav:"RedemptionId"`
	VoucherId    string `dynamodbav:"VoucherId"`
	Kind         string `dynamodbav:"Kind"`
	Tier         string `dynamodbav:"Tier"`
	Member       string `dynamodbav:"Member"`
	RedeemedAt   string `dynamodbav:"RedeemedAt"`
}

func (s *Store) put(ctx context.Context, table *string, v any) error {
	item, err := attributevalue.MarshalMap(v)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: table, Item: item})
	return err
}

func (s *Store) putClaim(ctx context.Context, c Claim) error {
	item, err := attributevalue.MarshalMap(c)
	if err != nil {
		return err
	}
	item["Day"] = &types.AttributeValueMemberS{Value: time.Now().Format("2006-01-02")}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: s.redemptions, Item: item})
	return err
}

// Every voucher of the kind "GIFT" in one partition of ByKind: the item
// fits Vouchers alone.
func (s *Store) IssueGift(ctx context.Context, id, tier string) error {
	return s.put(ctx, s.vouchers, Voucher{VoucherId: id, Kind: "GIFT", Tier: tier}) // want `partition key "Kind" of index ByKind is the constant "GIFT" while sort key "Tier" of index ByKind varies`
}

// Every redemption under one member "ANON" of ByMember: the item fits
// Redemptions best (four of its key attributes against three of the
// vouchers'), and Member keys that table's index.
func (s *Store) RedeemAnonymously(ctx context.Context, id, voucher, tier, at, day string) error {
	return s.put(ctx, s.redemptions, Redemption{RedemptionId: id, VoucherId: voucher, Kind: "GIFT", Tier: tier, Member: "ANON", RedeemedAt: at, Day: day}) // want `partition key "Member" of index ByMember is the constant "ANON" while sort key "RedeemedAt" of index ByMember varies`
}

// ok: the same constant kind in a redemption, which fits Redemptions best:
// Kind keys no index of that table, only the vouchers' ByKind, and the
// redemption is no voucher.
func (s *Store) Redeem(ctx context.Context, id, voucher, tier, member, at, day string) error {
	return s.put(ctx, s.redemptions, Redemption{RedemptionId: id, VoucherId: voucher, Kind: "GIFT", Tier: tier, Member: member, RedeemedAt: at, Day: day})
}

// ok: a claim fits Redemptions best once the day its wrapper adds is
// counted with its own attributes.
func (s *Store) Claim(ctx context.Context, id, voucher, tier, member, at string) error {
	return s.putClaim(ctx, Claim{RedemptionId: id, VoucherId: voucher, Kind: "GIFT", Tier: tier, Member: member, RedeemedAt: at})
}

// Every anonymous claim under one member: the claim fits Redemptions best
// with the day its wrapper adds (without it, it would fit the vouchers'
// table as well, which keys no Member).
func (s *Store) ClaimAnonymously(ctx context.Context, id, voucher, tier, at string) error {
	return s.putClaim(ctx, Claim{RedemptionId: id, VoucherId: voucher, Kind: "GIFT", Tier: tier, Member: "ANON", RedeemedAt: at}) // want `partition key "Member" of index ByMember is the constant "ANON" while sort key "RedeemedAt" of index ByMember varies`
}

// ok: a swap fits both tables equally (three key attributes of each), so
// it may be a voucher or a redemption: Kind, which only the vouchers key,
// is no key the code proves.
func (s *Store) RecordSwap(ctx context.Context, id, voucher, tier, member, at string) error {
	return s.put(ctx, s.redemptions, Swap{RedemptionId: id, VoucherId: voucher, Kind: "GIFT", Tier: tier, Member: member, RedeemedAt: at})
}

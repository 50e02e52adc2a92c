package legacy

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/session"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbiface"
)

// GiftCardTable is where gift cards are kept: the shop's table, which the
// gift-card service wrote to before the rest of the shop moved in.
const GiftCardTable = "shop"

// cardSK is the sort key of a card's own item; its redemptions share its
// partition.
const cardSK = "CARD"

// ErrInsufficientBalance is returned by Redeem when a card holds less than
// the amount asked for.
var ErrInsufficientBalance = errors.New("gift card balance too low")

// GiftCard is a card's item. The struct is older than the DynamoDB code and
// keeps its json tags, which dynamodbattribute falls back on.
type GiftCard struct {
	PK           string    `json:"PK"`
	SK           string    `json:"SK"`
	Code         string    `json:"code"`
	BalanceCents int64     `json:"balanceCents"`
	Currency     string    `json:"currency"`
	IssuedAt     time.Time `json:"issuedAt"`
}

// GiftCards issues and redeems gift cards.
type GiftCards struct {
	db dynamodbiface.DynamoDBAPI
}

// NewGiftCards returns a GiftCards using a client of sess.
func NewGiftCards(sess *session.Session) *GiftCards {
	return &GiftCards{db: dynamodb.New(sess)}
}

// Activate puts amountCents on a card sold at the till. The codes are
// printed on the cards; a code can be activated once.
func (g *GiftCards) Activate(ctx context.Context, code string, amountCents int64, currency string) (*GiftCard, error) {
	// Fine (keydelimiter): "CARD#" + code, with the separator.
	card := GiftCard{
		PK:           "CARD#" + code,
		SK:           cardSK,
		Code:         code,
		BalanceCents: amountCents,
		Currency:     currency,
		IssuedAt:     time.Now().UTC(),
	}
	item, err := dynamodbattribute.MarshalMap(card)
	if err != nil {
		return nil, err
	}
	_, err = g.db.PutItemWithContext(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String(GiftCardTable),
		Item:                item,
		ConditionExpression: aws.String("attribute_not_exists(PK)"),
	})
	if err != nil {
		return nil, fmt.Errorf("activate gift card %s: %w", code, err)
	}
	return &card, nil
}

// Balance returns what is left on a card, in cents.
func (g *GiftCards) Balance(ctx context.Context, code string) (int64, error) {
	out, err := g.db.GetItemWithContext(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(GiftCardTable),
		// BUG (keydelimiter): the "#" is missing, so this reads
		// "CARDK7QX…", not the card Activate wrote under "CARD#K7QX…":
		// every balance check says the card does not exist.
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("CARD" + code)},
			"SK": {S: aws.String(cardSK)},
		},
	})
	if err != nil {
		return 0, err
	}
	if out.Item == nil {
		return 0, ErrNotFound
	}
	var card GiftCard
	if err := dynamodbattribute.UnmarshalMap(out.Item, &card); err != nil {
		return 0, err
	}
	return card.BalanceCents, nil
}

// Redeem takes amountCents off a card to pay for an order, and records the
// redemption in the card's partition, in one transaction.
func (g *GiftCards) Redeem(ctx context.Context, code, orderID string, amountCents int64) error {
	amount := &dynamodb.AttributeValue{N: aws.String(fmt.Sprint(amountCents))}
	_, err := g.db.TransactWriteItemsWithContext(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []*dynamodb.TransactWriteItem{
			{Update: &dynamodb.Update{
				TableName: aws.String(GiftCardTable),
				Key: map[string]*dynamodb.AttributeValue{
					"PK": {S: aws.String("CARD#" + code)},
					"SK": {S: aws.String(cardSK)},
				},
				UpdateExpression:          aws.String("SET balanceCents = balanceCents - :amount"),
				ConditionExpression:       aws.String("balanceCents >= :amount"),
				ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{":amount": amount},
			}},
			{Put: &dynamodb.Put{
				TableName: aws.String(GiftCardTable),
				Item: map[string]*dynamodb.AttributeValue{
					"PK":          {S: aws.String("CARD#" + code)},
					"SK":          {S: aws.String("REDEMPTION#" + orderID)},
					"amountCents": amount,
					"redeemedAt":  {S: aws.String(time.Now().UTC().Format(time.RFC3339))},
				},
				ConditionExpression: aws.String("attribute_not_exists(PK)"),
			}},
		},
	})
	// The first reason is the card's: its balance is too low. (The second
	// would be an order already paid with this card.)
	var canceled *dynamodb.TransactionCanceledException
	if errors.As(err, &canceled) && len(canceled.CancellationReasons) > 0 &&
		aws.StringValue(canceled.CancellationReasons[0].Code) == "ConditionalCheckFailed" {
		return ErrInsufficientBalance
	}
	if err != nil {
		return fmt.Errorf("redeem gift card for order %s: %w", orderID, err)
	}
	return nil
}

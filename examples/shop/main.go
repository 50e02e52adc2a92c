// Command shop is a small order service on DynamoDB, bundled with ddblint as
// an example: its store package has a few key-design mistakes for ddblint
// to find (see README.md). Lint it from the repository root with
//
//	go run ./cmd/ddblint ./examples/...
//
// It also runs against DynamoDB Local:
//
//	docker run -p 8000:8000 amazon/dynamodb-local
//	go run ./examples/shop -endpoint http://localhost:8000
//
// and, with -http :8080, then serves the order-tracking API
// (store.Handler) on that address. The scenario also pays with a gift card
// and earns loyalty points through the legacy package, which is still on
// aws-sdk-go v1 and guregu/dynamo.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/credentials"
	"github.com/aws/aws-sdk-go/aws/session"

	"github.com/ddblint/ddblint/examples/shop/legacy"
	"github.com/ddblint/ddblint/examples/shop/store"
)

func main() {
	endpoint := flag.String("endpoint", os.Getenv("DYNAMODB_ENDPOINT"), "DynamoDB `url`, e.g. http://localhost:8000 for DynamoDB Local")
	addr := flag.String("http", "", "after the scenario, serve the order-tracking API on `addr`, e.g. :8080")
	flag.Parse()
	if *endpoint == "" {
		fmt.Fprintln(os.Stderr, "shop: no endpoint: pass -endpoint http://localhost:8000 (DynamoDB Local) or set DYNAMODB_ENDPOINT")
		os.Exit(2)
	}

	// Static credentials: DynamoDB Local accepts any.
	local := aws.CredentialsProviderFunc(func(context.Context) (aws.Credentials, error) {
		return aws.Credentials{AccessKeyID: "local", SecretAccessKey: "local", Source: "shop example"}, nil
	})
	db := dynamodb.New(dynamodb.Options{
		Region:       "us-east-1",
		BaseEndpoint: aws.String(*endpoint),
		Credentials:  local,
	})

	// The legacy services: gift cards on aws-sdk-go v1, the loyalty
	// programme on guregu/dynamo (over aws-sdk-go-v2).
	sess, err := session.NewSession(&awsv1.Config{
		Region:      awsv1.String("us-east-1"),
		Endpoint:    awsv1.String(*endpoint),
		Credentials: credentials.NewStaticCredentials("local", "local", ""),
	})
	if err != nil {
		log.Fatal(err)
	}
	cards := legacy.NewGiftCards(sess)
	loyalty := legacy.NewLoyalty(aws.Config{
		Region:       "us-east-1",
		BaseEndpoint: aws.String(*endpoint),
		Credentials:  local,
	})

	s := store.New(db)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := run(ctx, s, cards, loyalty); err != nil {
		log.Fatal(err)
	}
	if *addr != "" {
		log.Printf("serving the order-tracking API on %s", *addr)
		log.Fatal(http.ListenAndServe(*addr, s.Handler()))
	}
}

// run plays a short scenario: a customer browses, orders and is invoiced,
// pays with a gift card and earns loyalty points.
func run(ctx context.Context, s *store.Store, cards *legacy.GiftCards, loyalty *legacy.Loyalty) error {
	if err := s.CreateTables(ctx); err != nil {
		log.Printf("%v (continuing: the tables may exist already)", err)
	}
	if err := loyalty.CreateTable(ctx); err != nil {
		log.Printf("%v (continuing: the table may exist already)", err)
	}
	if err := s.PutSettings(ctx, "EUR"); err != nil {
		return err
	}
	if err := s.PutProduct(ctx, "p-100", "Teapot", 2_499); err != nil {
		return err
	}
	if err := s.RecordDailyPrice(ctx, "p-100", time.Now(), 2_499); err != nil {
		return err
	}
	if err := s.RecordPageView(ctx, "/products/p-100", "s-1"); err != nil {
		return err
	}
	if err := s.RecordSessionView(ctx, "s-1", "/products/p-100", time.Now()); err != nil {
		return err
	}
	if err := s.PutCustomer(ctx, "42", "ada@example.com", "Ada"); err != nil {
		return err
	}
	o, err := s.PlaceOrder(ctx, "42", 1, 2_499)
	if err != nil {
		return err
	}
	if err := s.RecordOrderEvent(ctx, o.ID, "placed", o.PlacedAt); err != nil {
		return err
	}
	if err := s.PutInvoice(ctx, "42", o.ID, 1, o.TotalCents); err != nil {
		return err
	}
	card, err := cards.Activate(ctx, "K7QXDEMO0001", 5_000, "EUR")
	if err != nil {
		return err
	}
	if err := cards.Redeem(ctx, card.Code, o.ID, o.TotalCents); err != nil {
		return err
	}
	if err := loyalty.Earn(ctx, "42", o.ID, int(o.TotalCents/100)); err != nil {
		return err
	}
	if err := s.RecordDailySales(ctx, "p-100", time.Now(), 1); err != nil {
		return err
	}
	orders, err := s.RecentOrders(ctx, "42", 10)
	if err != nil {
		return err
	}
	for _, o := range orders {
		fmt.Printf("customer 42, order %d: %s (%s)\n", o.Seq, o.ID, o.Status)
	}
	acct, err := loyalty.Account(ctx, "42")
	if err != nil {
		return err
	}
	fmt.Printf("customer 42: %d loyalty points (%s)\n", acct.Points, acct.Tier)
	return nil
}

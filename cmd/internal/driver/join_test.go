package driver_test

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// The module-wide join (internal/join): a model package that imports no
// DynamoDB library builds its items; a service that imports the model
// alone amends them; a store package, which nothing of the two imports,
// marshals them. Only the join sees that the model's type is an item.
const (
	joinModel = `package model

type Order struct {
	PK  string ` + "`dynamodbav:\"PK\"`" + `
	SK  string ` + "`dynamodbav:\"SK\"`" + `
	Seq int    ` + "`dynamodbav:\"seq\"`" + `
}

func NewOrder(user, id string) *Order {
	return &Order{PK: "USER" + user, SK: "ORDER#" + id}
}
`
	joinService = `package service

import (
	"context"
	"strconv"

	"shop/model"
)

type Repo interface {
	Save(ctx context.Context, o *model.Order) error
}

func Renumber(ctx context.Context, r Repo, o *model.Order, n int) error {
	o.SK = "ORDER#" + strconv.Itoa(n)
	return r.Save(ctx, o)
}
`
	joinStore = `package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"shop/model"
)

type Store struct{ DB *dynamodb.Client }

func (s *Store) Save(ctx context.Context, o *model.Order) error {
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}
`
)

func writeJoin(t *testing.T, withStore bool) *pkg {
	p := newPkg(t)
	files := map[string]string{"model/model.go": joinModel, "service/service.go": joinService}
	if withStore {
		files["store/store.go"] = joinStore
	}
	writeSources(t, p, files)
	return p
}

// writeSources writes files, by path relative to p's directory.
func writeSources(t *testing.T, p *pkg, files map[string]string) {
	t.Helper()
	for name, src := range files {
		path := filepath.Join(p.dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

func joinFindings(t *testing.T, p *pkg, cache string) []string {
	t.Helper()
	return findings(analyzeOK(t, driver.Options{
		Analyzer: ddblint.Analyzer,
		Patterns: []string{"./..."},
		Dir:      p.dir,
		Env:      p.env,
		Cache:    cache,
		Stderr:   io.Discard,
	}))
}

// TestJoin: with the store, the model's glued partition key and the
// service's unpadded sort key are reported where they are built; a cached
// run joins the same; without the store nothing marshals the type, and
// nothing is reported.
func TestJoin(t *testing.T) {
	t.Parallel()
	p := writeJoin(t, true)
	cache := t.TempDir()
	got := joinFindings(t, p, cache)
	want := []string{
		`model/model.go:10:20`, `keydelimiter`,
		`service/service.go:15:9`, `sortkeyorder`,
	}
	if len(got) != 2 || !hasFinding(got[:1], want[0]) || !hasFinding(got[:1], want[1]) || !hasFinding(got[1:], want[2]) || !hasFinding(got[1:], want[3]) {
		t.Fatalf("want the glued key in model.go and the unpadded number in service.go, got %q", got)
	}
	if warm := joinFindings(t, p, cache); !slices.Equal(warm, got) {
		t.Errorf("a run from the cache joins otherwise:\n%q\nwant %q", warm, got)
	}
	if off := joinFindings(t, p, "off"); !slices.Equal(off, got) {
		t.Errorf("a run without the cache joins otherwise:\n%q\nwant %q", off, got)
	}

	none := writeJoin(t, false)
	if got := joinFindings(t, none, "off"); len(got) != 0 {
		t.Errorf("nothing marshals model.Order, want no finding, got %q", got)
	}
}

// TestJoinOnce: a package that marshals the model's constructor's item
// reports the glued key at the constructor's call; the constructor's own
// pending finding is the same fact, and is not reported again.
func TestJoinOnce(t *testing.T) {
	t.Parallel()
	p := writeJoin(t, true)
	caller := `package caller

import (
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"

	"shop/model"
)

func Encode(user, id string) (any, error) { return attributevalue.MarshalMap(model.NewOrder(user, id)) }
`
	if err := os.MkdirAll(filepath.Join(p.dir, "caller"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p.dir, "caller", "caller.go"), []byte(caller), 0o666); err != nil {
		t.Fatal(err)
	}
	got := joinFindings(t, p, "off")
	n := 0
	for _, f := range got {
		if strings.Contains(f, "keydelimiter") {
			n++
			if !strings.Contains(f, "caller/caller.go") {
				t.Errorf("want the glued key at the constructor's call, got %s", f)
			}
		}
	}
	if n != 1 {
		t.Errorf("want the glued key once, got %q", got)
	}
}

// TestJoinCallers: a repository writes the visits it is given under a
// constant partition; its package shows no growth, but a queue consumer in
// another package, which the repository's package does not see, saves one
// visit per message. The join makes the repository's question a finding,
// with the caller's evidence, also when the consumer reaches the
// repository through an interface of its own; an import calling it in a
// loop, or a handler minting the id per request, is no such evidence, and
// without the consumer there is no finding. A cached run joins the same.
func TestJoinCallers(t *testing.T) {
	t.Parallel()
	const repo = `package visits

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Visit struct{ ID, Place string }

type Repo struct{ db *dynamodb.Client }

func New(db *dynamodb.Client) *Repo { return &Repo{db: db} }

func (r *Repo) Save(ctx context.Context, v *Visit) error {
	item := map[string]types.AttributeValue{}
	item["PK"] = &types.AttributeValueMemberS{Value: "VISIT"}
	item["SK"] = &types.AttributeValueMemberS{Value: v.ID}
	item["place"] = &types.AttributeValueMemberS{Value: v.Place}
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	return err
}
`
	const consumer = `package consumer

import (
	"context"

	"github.com/aws/aws-lambda-go/events"

	"shop/visits"
)

func OnMessage(ctx context.Context, r *visits.Repo, m events.SQSMessage) error {
	return r.Save(ctx, &visits.Visit{ID: m.MessageId, Place: m.Body})
}
`
	const importer = `package importer

import (
	"context"

	"shop/visits"
)

func Import(ctx context.Context, r *visits.Repo, places []string) {
	for _, p := range places {
		r.Save(ctx, &visits.Visit{ID: p, Place: p})
	}
}
`
	const handler = `package api

import (
	"net/http"

	"github.com/google/uuid"

	"shop/visits"
)

func Add(w http.ResponseWriter, req *http.Request) {
	visits.New(nil).Save(req.Context(), &visits.Visit{ID: uuid.NewString(), Place: req.FormValue("place")})
}
`
	write := func(files map[string]string) *pkg {
		p := newPkg(t)
		writeSources(t, p, files)
		return p
	}
	p := write(map[string]string{"visits/visits.go": repo, "consumer/consumer.go": consumer, "importer/importer.go": importer, "api/api.go": handler})
	cache := t.TempDir()
	got := joinFindings(t, p, cache)
	const why = "it is written once per event in OnMessage (events.SQSMessage), which calls Save"
	if len(got) != 1 || !strings.Contains(got[0], "visits/visits.go:19:") ||
		!strings.Contains(got[0], `pkcardinality partition key "PK" is the constant "VISIT"`) || !strings.Contains(got[0], why) {
		t.Fatalf("want the constant partition reported at the repository with the consumer's evidence, got %q", got)
	}
	if warm := joinFindings(t, p, cache); !slices.Equal(warm, got) {
		t.Errorf("a run from the cache joins otherwise:\n%q\nwant %q", warm, got)
	}
	if off := joinFindings(t, p, "off"); !slices.Equal(off, got) {
		t.Errorf("a run without the cache joins otherwise:\n%q\nwant %q", off, got)
	}
	none := write(map[string]string{"visits/visits.go": repo, "importer/importer.go": importer, "api/api.go": handler})
	if got := joinFindings(t, none, "off"); len(got) != 0 {
		t.Errorf("only an import's loop and a handler minting ids call it, want no finding, got %q", got)
	}

	// The consumer reaches the repository through an interface of its own
	// package; main wires the implementation in.
	const viaIface = `package consumer

import (
	"context"

	"github.com/aws/aws-lambda-go/events"

	"shop/visits"
)

type Store interface {
	Save(ctx context.Context, v *visits.Visit) error
}

func OnMessage(ctx context.Context, s Store, m events.SQSMessage) error {
	return s.Save(ctx, &visits.Visit{ID: m.MessageId, Place: m.Body})
}
`
	iface := write(map[string]string{"visits/visits.go": repo, "consumer/consumer.go": viaIface})
	got = joinFindings(t, iface, "off")
	if len(got) != 1 || !strings.Contains(got[0], why) {
		t.Errorf("want the finding through the interface's call, got %q", got)
	}
}

// TestJoinDesigns: two packages write the same day-bucketed partition and
// the same time.Time field of a shared model; each would report both. The
// module reports each design once, at the first place in the source, with
// the other package's place related; a cached run and a run without the
// cache find the same. A design in two known tables is two.
func TestJoinDesigns(t *testing.T) {
	t.Parallel()
	const model = `package model

import "time"

type Event struct {
	PK string    ` + "`dynamodbav:\"PK\"`" + `
	At time.Time ` + "`dynamodbav:\"SK\"`" + `
}
`
	writer := func(name, table, status string) string {
		return `package ` + name + `

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"shop/model"
)

func Record(ctx context.Context, db *dynamodb.Client, user string) {
	e := model.Event{PK: "USER#" + user, At: time.Now()}
	av, _ := attributevalue.MarshalMap(e)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("` + table + `"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DAY#" + time.Now().Format("2006-01-02")},
		"SK": &types.AttributeValueMemberS{Value: "USER#" + user},
	}})
}

func Open(ctx context.Context, db *dynamodb.Client, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("` + table + `"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "TASK#" + id},
		"SK":     &types.AttributeValueMemberS{Value: "META"},
		"GSI1PK": &types.AttributeValueMemberS{Value: "STATUS#` + status + `"},
		"GSI1SK": &types.AttributeValueMemberS{Value: id},
	}})
}

func Close(ctx context.Context, db *dynamodb.Client, id string) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("` + table + `"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TASK#" + id},
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
		UpdateExpression: aws.String("SET GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "STATUS#DONE"},
		},
	})
}
`
	}
	p := newPkg(t)
	writeSources(t, p, map[string]string{
		"model/model.go": model,
		"alpha/alpha.go": writer("alpha", "days", "OPEN"),
		"beta/beta.go":   writer("beta", "days", "LATE"),
		"gamma/gamma.go": writer("gamma", "other_days", "OPEN"),
	})
	cache := t.TempDir()
	got := joinFindings(t, p, cache)
	count := func(rule, file string) int {
		n := 0
		for _, f := range got {
			at, rest, _ := strings.Cut(f, " ") // the finding's place, then its rule
			if strings.HasPrefix(rest, rule+" ") && strings.Contains(at, file) {
				n++
			}
		}
		return n
	}
	if count("sortkeyorder", "alpha/") != 1 || count("sortkeyorder", "beta/") != 0 || count("sortkeyorder", "gamma/") != 0 {
		t.Errorf("want the SDK-encoded field once, in alpha, got %q", got)
	}
	if count("pktimestamp", "alpha/") != 1 || count("pktimestamp", "beta/") != 0 {
		t.Errorf("want the day bucket of the days table once, in alpha, got %q", got)
	}
	if count("pktimestamp", "gamma/") != 1 {
		t.Errorf("want the day bucket of another table reported apart, got %q", got)
	}
	if count("pkcardinality", "alpha/") != 1 || count("pkcardinality", "beta/") != 0 || count("pkcardinality", "gamma/") != 1 {
		t.Errorf("want the status index once per table, got %q", got)
	}
	if !hasFinding(got, "related") || !hasFinding(got, "package shop/beta writes or reads the same design here") {
		t.Errorf("want beta's places related to alpha's findings, got %q", got)
	}
	if warm := joinFindings(t, p, cache); !slices.Equal(warm, got) {
		t.Errorf("a run from the cache finds otherwise:\n%q\nwant %q", warm, got)
	}
	if off := joinFindings(t, p, "off"); !slices.Equal(off, got) {
		t.Errorf("a run without the cache finds otherwise:\n%q\nwant %q", off, got)
	}
}

// TestJoinSeeded: a service reads a constant index partition page by
// page, which pkcardinality takes as growth; the module writes that
// partition only in a seed script, so it is a fixed catalogue and the read
// is not reported. A write from the service's own code keeps the finding,
// and so does a module that writes the partition nowhere. A cached run
// finds the same.
func TestJoinSeeded(t *testing.T) {
	t.Parallel()
	const service = `package badges

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var App = &dynamodb.CreateTableInput{
	TableName: aws.String("app"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("pk"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("sk"), KeyType: types.KeyTypeRange},
	},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
		{IndexName: aws.String("gsi1"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("gsi1pk"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("gsi1sk"), KeyType: types.KeyTypeRange},
		}},
	},
}

func All(ctx context.Context, db *dynamodb.Client) {
	var start map[string]types.AttributeValue
	for {
		out, err := db.Query(ctx, &dynamodb.QueryInput{
			TableName:              aws.String("app"),
			IndexName:              aws.String("gsi1"),
			KeyConditionExpression: aws.String("gsi1pk = :pk"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":pk": &types.AttributeValueMemberS{Value: "BADGE"},
			},
			ExclusiveStartKey: start,
		})
		if err != nil || out.LastEvaluatedKey == nil {
			return
		}
		start = out.LastEvaluatedKey
	}
}
`
	write := func(pkg, fn string) string {
		return `package ` + pkg + `

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func ` + fn + `(ctx context.Context, db *dynamodb.Client, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"pk":     &types.AttributeValueMemberS{Value: "BADGE#" + id},
		"sk":     &types.AttributeValueMemberS{Value: "META"},
		"gsi1pk": &types.AttributeValueMemberS{Value: "BADGE"},
		"gsi1sk": &types.AttributeValueMemberS{Value: id},
	}})
}
`
	}
	run := func(files map[string]string, cache string) []string {
		p := newPkg(t)
		writeSources(t, p, files)
		return joinFindings(t, p, cache)
	}
	read := `partition key "gsi1pk" of index gsi1 is read as the constant "BADGE"`
	seeded := map[string]string{"badges/badges.go": service, "scripts/seedbadges/seed.go": write("seedbadges", "Load")}
	cache := t.TempDir()
	if got := run(seeded, cache); hasFinding(got, read) {
		t.Errorf("a catalogue only a seed script writes: want no finding at its read, got %q", got)
	}
	if got := run(seeded, cache); hasFinding(got, read) {
		t.Errorf("from the cache: want no finding at the read, got %q", got)
	}
	if got := run(map[string]string{"badges/badges.go": service}, "off"); !hasFinding(got, read) {
		t.Errorf("no write in sight: want the read reported, got %q", got)
	}
	both := map[string]string{"badges/badges.go": service, "scripts/seedbadges/seed.go": write("seedbadges", "Load"), "award/award.go": write("award", "Grant")}
	if got := run(both, "off"); !hasFinding(got, read) {
		t.Errorf("a write outside seeding: want the read reported, got %q", got)
	}
}

// TestJoinAnyItems: a write helper takes its items as interface values
// (Write{Item: o}) and marshals what it is given; the service that hands
// it the model's values names their type only where it converts them. The
// join takes the type for an item type when a package of the run marshals
// interface values: the model's glued key is reported. A helper that only
// prints what it is given marshals nothing, and nothing is reported.
func TestJoinAnyItems(t *testing.T) {
	t.Parallel()
	service := `package service

import (
	"context"

	"shop/model"
	"shop/writer"
)

func Place(ctx context.Context, w *writer.Writer, user, id string) error {
	return w.WriteAll(ctx, []writer.Write{{Item: model.NewOrder(user, id), Condition: "attribute_not_exists(PK)"}})
}
`
	const writerTypes = `
type Write struct {
	Item      any
	Condition string
}

type Writer struct{ DB *dynamodb.Client }
`
	marshalling := `package writer

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)
` + writerTypes + `
func (w *Writer) WriteAll(ctx context.Context, writes []Write) error {
	var items []types.TransactWriteItem
	for _, x := range writes {
		av, err := attributevalue.MarshalMap(x.Item)
		if err != nil {
			return err
		}
		items = append(items, types.TransactWriteItem{Put: &types.Put{TableName: aws.String("orders"), Item: av, ConditionExpression: aws.String(x.Condition)}})
	}
	_, err := w.DB.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: items})
	return err
}
`
	printing := `package writer

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)
` + writerTypes + `
func (w *Writer) WriteAll(ctx context.Context, writes []Write) error {
	for _, x := range writes {
		fmt.Println(x.Item)
	}
	return nil
}
`
	for _, c := range []struct {
		name, writer string
		want         bool
	}{
		{"marshalled", marshalling, true},
		{"printed", printing, false},
	} {
		p := newPkg(t)
		writeSources(t, p, map[string]string{"model/model.go": joinModel, "service/service.go": service, "writer/writer.go": c.writer})
		got := joinFindings(t, p, "off")
		if found := hasFinding(got, "model/model.go:10:20") && hasFinding(got, "keydelimiter"); found != c.want {
			t.Errorf("%s: the model's glued key reported = %t, want %t; got %q", c.name, found, c.want, got)
		}
		cache := t.TempDir()
		joinFindings(t, p, cache)
		if warm := joinFindings(t, p, cache); !slices.Equal(warm, got) {
			t.Errorf("%s: a run from the cache joins otherwise:\n%q\nwant %q", c.name, warm, got)
		}
	}
}

// TestJoinPaged: one package writes expenses under a constant partition,
// and nothing there shows that the set grows; another package, which the
// first does not import, lists that partition page by page. The join
// takes the paged read as the evidence, and reports the write, naming the
// reader. Without the reader, with a reader of another partition, with a
// reader that reads one page, or with the write in a seed script, the
// write is only a question (pkconstant, not enabled by default).
func TestJoinPaged(t *testing.T) {
	t.Parallel()
	const expenses = `package expenses

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Repo struct{ DB *dynamodb.Client }

func (r *Repo) partition() string { return "ACCOUNT#DEFAULT" }

func (r *Repo) Add(ctx context.Context, id string) error {
	_, err := r.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("money"), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: r.partition()},
		"sk": &types.AttributeValueMemberS{Value: "EXPENSE#" + id},
	}})
	return err
}
`
	lister := func(partition string, paged bool) string {
		start, more := "\n\t\t\tLimit: aws.Int32(int32(len(start))),", "true"
		if paged {
			start, more = "\n\t\t\tExclusiveStartKey: start,", "out.LastEvaluatedKey == nil"
		}
		return `package ledger

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func List(ctx context.Context, db *dynamodb.Client) ([]map[string]types.AttributeValue, error) {
	var all []map[string]types.AttributeValue
	var start map[string]types.AttributeValue
	for {
		out, err := db.Query(ctx, &dynamodb.QueryInput{
			TableName:              aws.String("money"),
			KeyConditionExpression: aws.String("pk = :pk"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":pk": &types.AttributeValueMemberS{Value: "` + partition + `"},
			},` + start + `
		})
		if err != nil {
			return nil, err
		}
		all = append(all, out.Items...)
		if ` + more + ` {
			return all, nil
		}
	}
}
`
	}
	run := func(files map[string]string, cache string) []string {
		p := newPkg(t)
		writeSources(t, p, files)
		return joinFindings(t, p, cache)
	}
	const at, write = "expenses/expenses.go:17:45-", `pkcardinality partition key "pk" is the constant "ACCOUNT#DEFAULT" while sort key "sk" varies`
	const why = `the set grows: List in package ledger reads the partition page by page, expecting more than a page of items (pkcardinality)`
	// A service builds the start of a page (the partition and a month)
	// and hands it to the ledger: no write of its own, no finding there.
	const service = `package service

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Lister interface {
	ListFrom(ctx context.Context, start map[string]types.AttributeValue) error
}

func Next(ctx context.Context, l Lister, month string) error {
	start := map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "ACCOUNT#DEFAULT"},
		"sk": &types.AttributeValueMemberS{Value: month},
	}
	return l.ListFrom(ctx, start)
}
`
	const listFrom = `
type Ledger struct{ DB *dynamodb.Client }

func (l *Ledger) ListFrom(ctx context.Context, start map[string]types.AttributeValue) error {
	_, err := l.DB.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("money"),
		KeyConditionExpression: aws.String("pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ACCOUNT#DEFAULT"},
		},
		ExclusiveStartKey: start,
	})
	return err
}
`
	paged := map[string]string{"expenses/expenses.go": expenses, "ledger/ledger.go": lister("ACCOUNT#DEFAULT", true) + listFrom, "service/service.go": service}
	cache := t.TempDir()
	for _, c := range []string{cache, cache, "off"} {
		got := run(paged, c)
		if hasFinding(got, "service.go") {
			t.Errorf("cache %s: a page's start handed to the lister: want no finding there, got %q", c, got)
		}
		if !slices.ContainsFunc(got, func(f string) bool {
			return strings.Contains(f, at) && strings.Contains(f, write) && strings.HasSuffix(f, why)
		}) {
			t.Errorf("cache %s: a partition another package pages through: want the write reported with the reader named, got %q", c, got)
		}
	}
	for name, files := range map[string]map[string]string{
		"no reader":       {"expenses/expenses.go": expenses},
		"other partition": {"expenses/expenses.go": expenses, "ledger/ledger.go": lister("ACCOUNT#OTHER", true)},
		"one page":        {"expenses/expenses.go": expenses, "ledger/ledger.go": lister("ACCOUNT#DEFAULT", false)},
		"seed script": {
			"scripts/seed/expenses.go": strings.Replace(expenses, "package expenses", "package seed", 1),
			"ledger/ledger.go":         lister("ACCOUNT#DEFAULT", true),
		},
	} {
		if got := run(files, "off"); hasFinding(got, `"pk" is the constant "ACCOUNT#DEFAULT" while`) {
			t.Errorf("%s: want no finding at the write, got %q", name, got)
		}
	}
}

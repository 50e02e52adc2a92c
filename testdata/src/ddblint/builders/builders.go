// Package builders pins that a key value one function of the package
// returns, written from several places, is reported once, at the function's
// return, with each write related; a function used once is reported at
// its write, as any key.
package builders

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"ddblint/builders/stamps"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type member struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
}

func put(ctx context.Context, db *dynamodb.Client, m member) {
	av, _ := attributevalue.MarshalMap(m)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// Two helpers, each written by a create and an update: one finding each,
// at the helper.
func allMembers() string { return "ALL_MEMBERS" } // want `partition key "GSI1PK" of index GSI1 is the constant "ALL_MEMBERS"`

func joinedAt(t time.Time) string {
	return t.Format(time.RFC3339Nano) // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "GSI1SK"`
}

func addMember(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	put(ctx, db, member{PK: "MEMBER#" + id, SK: "PROFILE", GSI1PK: allMembers(), GSI1SK: joinedAt(at)})
}

func renameMember(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	m := member{PK: "MEMBER#" + id, SK: "PROFILE"}
	m.GSI1PK = allMembers()
	m.GSI1SK = joinedAt(at)
	put(ctx, db, m)
}

type badge struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func badges() string { return "BADGES" } // want `partition key "PK" is the constant "BADGES"`

func awardBadge(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: badges(), SK: "BADGE#" + id})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func revokeBadge(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: badges(), SK: "BADGE#" + id + "#REVOKED"})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A helper written once: reported at the write, as before.
func invites() string { return "INVITES" }

func invite(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: invites(), SK: "INVITE#" + id}) // want `partition key "PK" is the constant "INVITES"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A helper whose value has no one returned expression (a named result):
// reported once, at the first write, with the second related.
func roles() (pk string) {
	pk = "ROLES"
	return
}

func grantRole(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: roles(), SK: "ROLE#" + id}) // want `partition key "PK" is the constant "ROLES"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func dropRole(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: roles(), SK: "ROLE#" + id + "#DROPPED"})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// Untrusted input passed to a helper is each caller's to check: reported
// at every call, not merged at the helper.
func noteKey(team, id string) string { return "TEAM#" + team + "#NOTE#" + id }

func readNote(ctx context.Context, db *dynamodb.Client, r *http.Request) {
	av, _ := attributevalue.MarshalMap(badge{PK: noteKey(r.PathValue("team"), "x"), SK: "NOTE"}) // want `untrusted r.PathValue\("team"\) reaches partition key "PK"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func writeNote(ctx context.Context, db *dynamodb.Client, r *http.Request) {
	av, _ := attributevalue.MarshalMap(badge{PK: noteKey(r.PathValue("team"), "y"), SK: "NOTE"}) // want `untrusted r.PathValue\("team"\) reaches partition key "PK"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A prefix glued, inside a helper, to the id each caller passes: the
// gluing is the helper's, reported there once. (No rule offers a fix at a
// helper's value: the engine keeps no source positions for what a helper
// builds.)
func guestKey(id string) string { return "GUEST" + id } // want `prefix "GUEST" is glued to id`

func addGuest(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: guestKey(id), SK: "GUEST"})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func renameGuest(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: guestKey(id), SK: "GUEST"})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A directive at one of the writes keeps holding there: that write is
// suppressed before the merge, and the other is reported as a helper used
// once, at its write.
func archive() string { return "ARCHIVE" }

func archiveMember(ctx context.Context, db *dynamodb.Client, id string) {
	//ddblint:ignore pkcardinality archived members are a handful, kept for audit
	av, _ := attributevalue.MarshalMap(badge{PK: archive(), SK: "MEMBER#" + id})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func archiveBadge(ctx context.Context, db *dynamodb.Client, id string) {
	av, _ := attributevalue.MarshalMap(badge{PK: archive(), SK: "BADGE#" + id}) // want `partition key "PK" is the constant "ARCHIVE"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// Directives at every write: nothing is reported, and no directive is
// reported as suppressing nothing.
func trash() string { return "TRASH" }

func trashMember(ctx context.Context, db *dynamodb.Client, id string) {
	//ddblint:ignore pkcardinality the trash is emptied every night
	av, _ := attributevalue.MarshalMap(badge{PK: trash(), SK: "MEMBER#" + id})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func trashBadge(ctx context.Context, db *dynamodb.Client, id string) {
	//ddblint:ignore pkcardinality the trash is emptied every night
	av, _ := attributevalue.MarshalMap(badge{PK: trash(), SK: "BADGE#" + id})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A helper of another package of the module written from two places: one
// finding, at the first key (the helper is out of reach), the other
// related.
func logVisit(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	put(ctx, db, member{PK: "MEMBER#" + id, SK: stamps.Visit(at)}) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
}

func fixVisit(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	m := member{PK: "MEMBER#" + id}
	m.SK = stamps.Visit(at)
	put(ctx, db, m)
}

// Used once: at its key.
func logLeave(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	put(ctx, db, member{PK: "MEMBER#" + id, SK: stamps.Leave(at)}) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
}

// The same call of the standard library in two places is two places to
// fix: two findings.
func logStay(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	put(ctx, db, member{PK: "MEMBER#" + id, SK: fmt.Sprint(at.Format(time.RFC3339Nano))}) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
}

func fixStay(ctx context.Context, db *dynamodb.Client, id string, at time.Time) {
	put(ctx, db, member{PK: "MEMBER#" + id, SK: fmt.Sprint(at.Format(time.RFC3339Nano))}) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
}

// adminKey is the other kind under "TEAM#<team>#" that a separator in a
// team could turn a note key into.
func adminKey(team, user string) string { return "TEAM#" + team + "#ADMIN#" + user }

func addAdmin(ctx context.Context, db *dynamodb.Client, team, user string) {
	av, _ := attributevalue.MarshalMap(badge{PK: adminKey(team, user), SK: user}) // any sort key: "NOTE" too
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

// A helper returning both keys, read through variables: each result is one
// design, reported at its returned expression with every write related.
func guestKeys(id string) (string, string) {
	return "GUESTS" + id, "GUEST" // want `prefix "GUESTS" is glued to id`
}

func seatGuest(ctx context.Context, db *dynamodb.Client, id string) {
	pk, sk := guestKeys(id)
	av, _ := attributevalue.MarshalMap(badge{PK: pk, SK: sk})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

func moveGuest(ctx context.Context, db *dynamodb.Client, id string) {
	pk, sk := guestKeys(id)
	av, _ := attributevalue.MarshalMap(badge{PK: pk, SK: sk})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: av})
}

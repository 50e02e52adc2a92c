package keyseparator

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A helper or wrapper that takes a whole key component as a parameter: the
// punctuation of the text a caller passes in is that component's spelling,
// not the key's separator. Only the helper's own text, and text between
// components of different arguments, separates key parts.

func lockKey(name string) string { return "LOCK#" + name }

func lockWithUnderscore(name string) string { return "LOCK_" + name }

func glue(prefix, id string) string { return prefix + id }

// takeLock writes the lock item under the name it is given.
func takeLock(ctx context.Context, db *dynamodb.Client, name string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("LOCK#%s", name)},
		"SK": &types.AttributeValueMemberS{Value: "LOCK"},
	}})
}

// lockJob passes its name on: the caller's text is two calls up.
func lockJob(ctx context.Context, db *dynamodb.Client, name string) { takeLock(ctx, db, name) }

func arguments(ctx context.Context, db *dynamodb.Client, job, userID string) {
	_ = Key{PK: lockKey(fmt.Sprintf("nightly_%s", job))}                // ok: the "_" is inside the one component lockKey takes
	_ = Key{PK: lockKey("nightly-" + job)}                              // ok: as above
	_ = Key{PK: lockWithUnderscore(job)}                                // want `lockWithUnderscore\(job\) separates key parts with "_" in partition key "PK"`
	_ = Key{PK: glue("USER_", userID)}                                  // want `glue\("USER_", userID\) separates key parts with "_" in partition key "PK"`
	takeLock(ctx, db, fmt.Sprintf("report_%s", job))                    // ok: one component of the lock key
	lockJob(ctx, db, fmt.Sprintf("rebuild_%s", job))                    // ok: two calls up, still one component
	_ = Key{PK: lockKey(fmt.Sprintf("nightly_%s", job)) + "_" + userID} // want `separates key parts with "_" in partition key "PK"`
}

// lockUser builds the lock's name from its own parameter: the user its
// callers pass still belongs to the name, one component of the lock key.
func lockUser(ctx context.Context, db *dynamodb.Client, user string) {
	name := fmt.Sprintf("rebuild_%s", user) // ok: one component, whoever calls lockUser
	takeLock(ctx, db, name)
}

func lockUsers(ctx context.Context, db *dynamodb.Client, users []string) {
	for _, u := range users {
		lockUser(ctx, db, u) // ok: as above
	}
}

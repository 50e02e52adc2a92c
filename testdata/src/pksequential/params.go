package pksequential

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// The count is taken by the caller and handed to the function that keys
// the item: every call passes a count, so lastID + 1 is the next one.
func postRoom(ctx context.Context, db *dynamodb.Client, subject string) error {
	n, err := countRooms(ctx, db)
	if err != nil {
		return err
	}
	return putRoom(ctx, db, subject, int(n))
}

func putRoom(ctx context.Context, db *dynamodb.Client, subject string, lastID int) error {
	av, err := attributevalue.MarshalMap(room{ID: lastID + 1, Subject: subject}) // want `partition key "room_id" embeds lastID \+ 1, a count of items \(ScannedCount of a Scan\) plus one`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

// aws-sdk-go v1, the count passed as it is.
func postRoomV1(db *v1.DynamoDB, subject string) error {
	out, err := db.Scan(&v1.ScanInput{TableName: aws.String("rooms")})
	if err != nil {
		return err
	}
	return putRoomV1(db, *out.Count)
}

func putRoomV1(db *v1.DynamoDB, last int64) error {
	_, err := db.PutItem(&v1.PutItemInput{TableName: aws.String("rooms"), Item: map[string]*v1.AttributeValue{
		"room_id": {N: aws.String(strconv.FormatInt(last+1, 10))}, // want `partition key "room_id" embeds last \+ 1, a count of items \(Count of a Scan\) plus one`
	}})
	return err
}

// ok: one call passes a count, another a number from elsewhere (a
// request's): the parameter is not a count.
func postSeat(ctx context.Context, db *dynamodb.Client, subject string, asked int) error {
	n, err := countRooms(ctx, db)
	if err != nil {
		return err
	}
	if asked > 0 {
		return putSeat(ctx, db, subject, asked)
	}
	return putSeat(ctx, db, subject, int(n))
}

func putSeat(ctx context.Context, db *dynamodb.Client, subject string, prev int) error {
	av, err := attributevalue.MarshalMap(room{ID: prev + 1, Subject: subject})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

// ok: an exported function may be called from other packages with any
// number, whatever this package passes.
func PostDesk(ctx context.Context, db *dynamodb.Client, subject string) error {
	n, err := countRooms(ctx, db)
	if err != nil {
		return err
	}
	return PutDesk(ctx, db, subject, int(n))
}

func PutDesk(ctx context.Context, db *dynamodb.Client, subject string, prev int) error {
	av, err := attributevalue.MarshalMap(room{ID: prev + 1, Subject: subject})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

// ok: the function is also handed on as a value (a callback registered
// elsewhere), whose caller may pass any number.
func postShelf(ctx context.Context, db *dynamodb.Client, subject string, register func(func(context.Context, *dynamodb.Client, string, int) error)) error {
	register(putShelf)
	n, err := countRooms(ctx, db)
	if err != nil {
		return err
	}
	return putShelf(ctx, db, subject, int(n))
}

func putShelf(ctx context.Context, db *dynamodb.Client, subject string, prev int) error {
	av, err := attributevalue.MarshalMap(room{ID: prev + 1, Subject: subject})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms"), Item: av})
	return err
}

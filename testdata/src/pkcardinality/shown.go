package pkcardinality

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// reply is an item type: query results are unmarshalled into it. That says
// nothing about a literal of it that never reaches DynamoDB.
type reply struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
}

func loadReplies(ctx context.Context, db *dynamodb.Client) ([]reply, error) {
	out, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("replies"),
		KeyConditionExpression: aws.String("PK = :pk"),
	})
	if err != nil {
		return nil, err
	}
	var rs []reply
	err = attributevalue.UnmarshalListOfMaps(out.Items, &rs)
	return rs, err
}

// DescribeReply prints what a reply looks like; it writes nothing.
func DescribeReply() {
	side, ref := "BLUE#", "REF-7"
	at := time.Now().Format(time.RFC3339)
	r := reply{PK: fmt.Sprintf("REPLY#%s%s", side, ref), SK: at, GSI1PK: side + "REPLIES", GSI1SK: at} // ok: only encoded as JSON
	doc, _ := json.MarshalIndent(r, "", "  ")
	fmt.Println(string(doc))
}

// The same literal marshalled and put is an item written.
func saveDemoReply(ctx context.Context, db *dynamodb.Client) error {
	side := "BLUE#"
	at := time.Now().Format(time.RFC3339)
	r := reply{PK: "REPLY#" + side, SK: at, GSI1PK: side + "REPLIES", GSI1SK: at} // want `partition key "PK" is the constant "REPLY#BLUE#" while sort key "SK" grows with time` `partition key "GSI1PK" of index GSI1 is the constant "BLUE#REPLIES" while sort key "GSI1SK" of index GSI1 grows with time`
	item, err := attributevalue.MarshalMap(r)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("replies"), Item: item})
	return err
}

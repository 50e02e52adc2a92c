package serverless

import (
	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// aws-sdk-go v1 and guregu/dynamo writes to the table serverless.yml
// declares: its schema gives the roles, whatever the SDK.
func putV1(svc *dynamodbv1.DynamoDB, customer, order string) {
	svc.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String("shop-orders-dev"), Item: map[string]*dynamodbv1.AttributeValue{
		"customerId": {S: aws.String("C#" + customer)}, // want `PutItem write shop-orders-dev customerId partition key = C#<string:customer>`
		"orderId":    {S: aws.String("O#" + order)},    // want `PutItem write shop-orders-dev orderId sort key = O#<string:order>`
		"PK":         {S: aws.String(customer)},        // ok: the service file is the whole truth for this table
	}})
}

func setStatus(db *dynamo.DB, customer, order string) {
	db.Table("shop-orders-dev").Update("customerId", "C#"+customer). // want `dynamo.Update key shop-orders-dev customerId partition key = C#<string:customer>`
										Range("orderId", "O#"+order). // want `dynamo.Update key shop-orders-dev orderId sort key = O#<string:order>`
										Set("status", "SHIPPED").     // want `dynamo.Update write shop-orders-dev status partition key byStatus = SHIPPED`
										Set("PK", customer).          // ok: not a key of this table
										Run()
}

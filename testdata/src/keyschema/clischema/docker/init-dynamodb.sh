#!/bin/sh
# The local set-up's tables, created with the AWS CLI against DynamoDB Local.
TABLE=${DYNAMO_TABLE:-pipelines}
aws dynamodb create-table --endpoint-url http://localhost:8000 \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=id,AttributeType=S AttributeName=created_at,AttributeType=S \
  --key-schema AttributeName=id,KeyType=HASH AttributeName=created_at,KeyType=RANGE

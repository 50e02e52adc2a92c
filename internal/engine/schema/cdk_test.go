package schema

import (
	"reflect"
	"testing"
)

// cdkStack is an AWS CDK stack in TypeScript as projects write one
// (infra/lib/data-stack.ts): a Table with indexes added by method, a
// TableV2 with its indexes in its props, names from constants and
// templates, and look-alikes the reader must leave out.
const cdkStack = `import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { AttributeType, TableV2 } from "aws-cdk-lib/aws-dynamodb";

const PK = 'pk';
const GSI1 = "GSI1"; // an index name

export class DataStack extends cdk.Stack {
  public readonly services: dynamodb.Table;

  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);
    const stage = this.node.tryGetContext('stage');

    /* the services table: one design for all entities */
    this.services = new dynamodb.Table(this, 'Services', {
      partitionKey: { name: PK, type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      removalPolicy: cdk.RemovalPolicy.DESTROY,
    });
    this.services.addGlobalSecondaryIndex({
      indexName: GSI1,
      partitionKey: { name: 'GSI1PK', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'GSI1SK', type: dynamodb.AttributeType.STRING },
    });
    this.services.addLocalSecondaryIndex({ indexName: 'byCreated', sortKey: { name: 'createdAt', type: AttributeType.STRING } });

    const keys: dynamodb.Table = new dynamodb.Table(this, "APIKeys", {
      tableName: ` + "`${stage}-api-keys`" + `,
      partitionKey: { name: "pk", type: dynamodb.AttributeType.STRING },
    });
    keys.addGlobalSecondaryIndex({ indexName: 'by-owner', partitionKey: { name: ownerKey(), type: AttributeType.STRING } });

    const events = new TableV2(this, 'Events', {
      tableName: 'events',
      partitionKey: { name: 'streamId', type: AttributeType.STRING },
      sortKey: { name: 'seq', type: AttributeType.NUMBER },
      globalSecondaryIndexes: [
        { indexName: 'byType', partitionKey: { name: 'type', type: AttributeType.STRING }, sortKey: { name: 'at', type: AttributeType.STRING } },
        { indexName: ` + "`dyn-${stage}`" + `, partitionKey: { name: 'x', type: AttributeType.STRING } },
      ],
      localSecondaryIndexes: [{ indexName: 'bySize', sortKey: { name: 'size', type: AttributeType.NUMBER } }],
    });

    // new dynamodb.Table(this, 'Commented', { partitionKey: { name: 'no' } })
    new dynamodb.Table(this, 'Computed', { partitionKey: { name: keyName('pk'), type: AttributeType.STRING } });
    new s3.Bucket(this, 'Assets', { bucketName: 'assets' });

    // The functions get the tables' names in their environment.
    const fn = new lambda.Function(this, 'Api', {
      runtime: lambda.Runtime.PROVIDED_AL2023,
      environment: {
        SERVICES_TABLE: this.services.tableName,
        "KEYS_TABLE": keys.tableName,
        STAGE: stage,
        LOWER: events.tableName.toLowerCase(),
        NESTED: { X: keys.tableName }.X,
      },
    });
    fn.addEnvironment('EVENTS_TABLE', events.tableName);
    fn.addEnvironment('BUCKET', assets.bucketName);
  }
}
`

func TestParseCDK(t *testing.T) {
	tables, err := Parse("infra/lib/data-stack.ts", []byte(cdkStack))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{
		{ID: "Services", Type: "aws-cdk-lib.aws_dynamodb.Table", Partition: "pk", Sort: "sk",
			Indexes: []Index{{Name: "GSI1", Partition: "GSI1PK", Sort: "GSI1SK"}, {Name: "byCreated", Partition: "pk", Sort: "createdAt", Local: true}},
			Types:   []AttrType{{"pk", "S"}, {"sk", "S"}, {"GSI1PK", "S"}, {"GSI1SK", "S"}, {"createdAt", "S"}},
			Source:  "infra/lib/data-stack.ts:17", Env: []string{"SERVICES_TABLE"}},
		{ID: "APIKeys", Pattern: "*-api-keys", Type: "aws-cdk-lib.aws_dynamodb.Table", Partition: "pk",
			Types: []AttrType{{"pk", "S"}}, Source: "infra/lib/data-stack.ts:30", Env: []string{"KEYS_TABLE"}},
		{ID: "Events", Name: "events", Type: "aws-cdk-lib.aws_dynamodb.TableV2", Partition: "streamId", Sort: "seq",
			Indexes: []Index{{Name: "byType", Partition: "type", Sort: "at"}, {Name: "bySize", Partition: "streamId", Sort: "size", Local: true}},
			Types:   []AttrType{{"streamId", "S"}, {"seq", "N"}, {"type", "S"}, {"at", "S"}, {"size", "N"}},
			Source:  "infra/lib/data-stack.ts:36", Env: []string{"EVENTS_TABLE"}},
	}
	if !reflect.DeepEqual(tables, want) {
		t.Errorf("got\n%+v\nwant\n%+v", tables, want)
	}
}

func TestCDKSourceNames(t *testing.T) {
	for name, want := range map[string]bool{
		"lib/stack.ts": true, "bin/app.js": true, "lib/stack.mts": true,
		"lib/stack.d.ts": false, "test/stack.test.ts": false, "lib/stack.spec.js": false, "lib/stack.tsx": false,
	} {
		if got := IsCDKSource(name); got != want {
			t.Errorf("IsCDKSource(%q) = %t, want %t", name, got, want)
		}
	}
	if !HasCDKMarker([]byte(cdkStack)) || HasCDKMarker([]byte("import * as s3 from 'aws-cdk-lib/aws-s3';")) {
		t.Error("HasCDKMarker: want the DynamoDB module's import only")
	}
}

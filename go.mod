module github.com/ddblint/ddblint

go 1.26.0

require (
	github.com/agext/levenshtein v1.2.1
	github.com/aws/aws-sdk-go v1.55.8
	github.com/aws/aws-sdk-go-v2 v1.47.7
	github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue v1.21.19
	github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression v1.10.7
	github.com/aws/aws-sdk-go-v2/service/dynamodb v1.73.1
	github.com/aymanbagabas/go-udiff v0.4.1
	github.com/golangci/plugin-module-register v0.1.2
	github.com/google/uuid v1.6.0
	github.com/guregu/dynamo v1.23.0
	github.com/guregu/dynamo/v2 v2.1.1
	github.com/hashicorp/hcl/v2 v2.25.0
	github.com/oklog/ulid/v2 v2.1.2
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/segmentio/ksuid v1.0.4
	github.com/sourcegraph/jsonrpc2 v0.2.3
	github.com/zclconf/go-cty v1.19.0
	go.yaml.in/yaml/v3 v3.0.5
	golang.org/x/mod v0.42.0
	golang.org/x/term v0.45.0
	golang.org/x/tools v0.52.0
	mvdan.cc/sh/v3 v3.14.1
)

require (
	github.com/apparentlymart/go-textseg/v15 v15.0.0 // indirect
	github.com/apparentlymart/go-textseg/v17 v17.0.1 // indirect
	github.com/aws/aws-sdk-go-v2/internal/configsources v1.5.10 // indirect
	github.com/aws/aws-sdk-go-v2/internal/endpoints/v2 v2.8.10 // indirect
	github.com/aws/aws-sdk-go-v2/service/dynamodbstreams v1.46.6 // indirect
	github.com/aws/aws-sdk-go-v2/service/internal/accept-encoding v1.13.24 // indirect
	github.com/aws/aws-sdk-go-v2/service/internal/endpoint-discovery v1.13.10 // indirect
	github.com/aws/smithy-go v1.28.8 // indirect
	github.com/cenkalti/backoff/v4 v4.3.0 // indirect
	github.com/jmespath/go-jmespath v0.4.0 // indirect
	github.com/mitchellh/go-wordwrap v1.0.1 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.31.0 // indirect
)

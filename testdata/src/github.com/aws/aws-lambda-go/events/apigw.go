// Package events is a test stub of github.com/aws/aws-lambda-go/events
// (v1.55.1) for analysistest. It declares only the subset of the real API
// that the linter tests use, with types identical to the real package;
// internal/devtools/stubcheck/thirdparty verifies that it still matches the real
// module.
package events

// APIGatewayProxyRequest contains data coming from the API Gateway proxy.
type APIGatewayProxyRequest struct {
	Resource              string                        `json:"resource"`
	Path                  string                        `json:"path"`
	HTTPMethod            string                        `json:"httpMethod"`
	Headers               map[string]string             `json:"headers"`
	QueryStringParameters map[string]string             `json:"queryStringParameters"`
	PathParameters        map[string]string             `json:"pathParameters"`
	StageVariables        map[string]string             `json:"stageVariables"`
	RequestContext        APIGatewayProxyRequestContext `json:"requestContext"`
	Body                  string                        `json:"body"`
}

// APIGatewayProxyRequestContext contains the information to identify the
// AWS account and resources invoking the Lambda function.
type APIGatewayProxyRequestContext struct {
	AccountID  string                 `json:"accountId"`
	Stage      string                 `json:"stage"`
	RequestID  string                 `json:"requestId"`
	Authorizer map[string]interface{} `json:"authorizer"`
}

// APIGatewayProxyResponse configures the response to be returned by API
// Gateway for the request.
type APIGatewayProxyResponse struct {
	StatusCode int               `json:"statusCode"`
	Headers    map[string]string `json:"headers"`
	Body       string            `json:"body"`
}

// APIGatewayV2HTTPRequest is the event of an HTTP API (payload format 2.0).
type APIGatewayV2HTTPRequest struct {
	Version               string                         `json:"version"`
	RouteKey              string                         `json:"routeKey"`
	RawPath               string                         `json:"rawPath"`
	Headers               map[string]string              `json:"headers"`
	QueryStringParameters map[string]string              `json:"queryStringParameters,omitempty"`
	PathParameters        map[string]string              `json:"pathParameters,omitempty"`
	RequestContext        APIGatewayV2HTTPRequestContext `json:"requestContext"`
	Body                  string                         `json:"body,omitempty"`
}

// APIGatewayV2HTTPRequestContext contains the information to identify the
// AWS account and resources invoking the Lambda function.
type APIGatewayV2HTTPRequestContext struct {
	RouteKey   string                                               `json:"routeKey"`
	AccountID  string                                               `json:"accountId"`
	RequestID  string                                               `json:"requestId"`
	Authorizer *APIGatewayV2HTTPRequestContextAuthorizerDescription `json:"authorizer,omitempty"`
}

// APIGatewayV2HTTPRequestContextAuthorizerDescription contains authorizer
// information for the request context.
type APIGatewayV2HTTPRequestContextAuthorizerDescription struct {
	JWT *APIGatewayV2HTTPRequestContextAuthorizerJWTDescription `json:"jwt,omitempty"`
}

// APIGatewayV2HTTPRequestContextAuthorizerJWTDescription contains JWT
// authorizer information for the request context.
type APIGatewayV2HTTPRequestContextAuthorizerJWTDescription struct {
	Claims map[string]string `json:"claims"`
	Scopes []string          `json:"scopes,omitempty"`
}

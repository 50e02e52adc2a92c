package events

// SQSEvent is the event a Lambda function gets from an SQS queue.
type SQSEvent struct {
	Records []SQSMessage `json:"Records"`
}

// SQSMessage is one message of an SQSEvent.
type SQSMessage struct {
	MessageId     string `json:"messageId"` //nolint: staticcheck
	ReceiptHandle string `json:"receiptHandle"`
	Body          string `json:"body"`
}

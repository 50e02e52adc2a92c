// Package model declares the jobs of a work queue and the states they move
// through; it imports no DynamoDB package.
package model

// JobState is where a job is in its life.
type JobState string

const (
	StateQueued  JobState = "QUEUED"
	StateRunning JobState = "RUNNING"
	StateDone    JobState = "DONE"
	StateFailed  JobState = "FAILED"
)

// Lane is the pool of workers a job waits for.
type Lane string

const (
	LaneFast Lane = "FAST"
	LaneSlow Lane = "SLOW"
)

// Job is one unit of queued work.
type Job struct {
	ID    string   `dynamodbav:"id"`
	State JobState `dynamodbav:"state"`
}

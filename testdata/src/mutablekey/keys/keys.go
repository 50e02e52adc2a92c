// Package keys holds key-building helpers used from another package, so
// their shapes travel as facts.
package keys

// OrderPrefix is a constant read from export data by importers.
const OrderPrefix = "ORDER#"

// StatusSK keys an item by a status it is given.
func StatusSK(status string) string { return "STATUS#" + status }

// Job is a workflow job; its Key embeds its phase.
type Job struct {
	ID    string
	Phase string
}

// Key is the job's key: the phase is read from the receiver.
func (j Job) Key() string { return "JOB#" + j.ID + "#" + j.Phase }

// IDKey is the job's key without its phase.
func (j Job) IDKey() string { return "JOB#" + j.ID }

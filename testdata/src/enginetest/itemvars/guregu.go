package itemvars

import (
	"time"

	"github.com/guregu/dynamo"
)

type visit struct {
	Site string    `dynamo:"site,hash"`
	At   time.Time `dynamo:"at,range"`
	Path string    `dynamo:"path"`
}

// guregu's Put of a variable: its literal and the stores before the Put.
func putVar(t dynamo.Table, site, path string, at time.Time) error {
	v := visit{Site: "SITE#" + site, Path: path} // want `dynamo.Put write site partition key = SITE#<string:site>`
	v.At = at                                    // want `dynamo.Put write at sort key = <time:at layout=2006-01-02T15:04:05.999999999Z07:00>`
	return t.Put(&v).Run()
}

func putValue(t dynamo.Table, site string, at time.Time) error {
	v := visit{Site: "BYVALUE#" + site, At: at} // want `dynamo.Put write site partition key = BYVALUE#<string:site>` `dynamo.Put write at sort key = <time:at layout=2006-01-02T15:04:05.999999999Z07:00>`
	return t.Put(v).Run()
}

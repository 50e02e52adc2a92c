package keymap

import (
	"os"

	"github.com/guregu/dynamo"
)

var gdb *dynamo.DB

// prefix is the deployment's: the tables are known by their patterns.
var prefix = os.Getenv("TABLE_PREFIX")

func dynamoTable(name string) dynamo.Table { return gdb.Table(prefix + name) }

// FileOf reads a file by its id, in the table named *Files.
func FileOf(id string) error {
	files := dynamoTable("Files")
	var out struct{}
	return files.Get("ID", "FILE#"+id).One(&out)
}

package tables

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLocalCopies: a table a set-up script creates is left out when the
// infrastructure code declares one keyed by the same attributes, in any
// letter case; alone, it stays.
func TestLocalCopies(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tf := write("main.tf", "resource \"aws_dynamodb_table\" \"r\" {\n  name     = \"${var.env}-reservations\"\n  hash_key = \"reservation_id\"\n}\n")
	local := write("init.sh", "aws dynamodb create-table --table-name reservations-local --key-schema AttributeName=Reservation_ID,KeyType=HASH\n"+
		"aws dynamodb create-table --table-name pipelines --key-schema AttributeName=id,KeyType=HASH\n")
	got, err := ReadInfra(nil, []string{tf, local})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tb := range got {
		names = append(names, tb.Name+tb.Pattern)
	}
	if len(got) != 2 || got[0].Pattern != "*-reservations" || got[1].Name != "pipelines" {
		t.Errorf("tables = %q, want *-reservations (the infrastructure's) and pipelines (the script's own)", names)
	}
}

// TestSourceFile: only digits after the last colon are a line.
func TestSourceFile(t *testing.T) {
	for in, want := range map[string]string{
		"infra/db.tf:12":   "infra/db.tf",
		"infra/lambda.tf":  "infra/lambda.tf",
		`C:\infra\db.tf`:   `C:\infra\db.tf`,
		`C:\infra\db.tf:3`: `C:\infra\db.tf`,
		"odd:":             "odd:",
	} {
		if got := sourceFile(in); got != want {
			t.Errorf("sourceFile(%q) = %q, want %q", in, got, want)
		}
	}
}

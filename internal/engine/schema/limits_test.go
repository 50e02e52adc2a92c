package schema

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

// laughs is a template of a few hundred bytes whose aliases fan out ten
// ways through eight levels of Fn::Join: 10^8 copies of a scalar once
// expanded.
func laughs() string {
	var b strings.Builder
	b.WriteString("Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      L0: &l0 [\"abcdefghijklmnop\"]\n")
	for i := 1; i <= 8; i++ {
		refs := strings.TrimSuffix(strings.Repeat(fmt.Sprintf("*l%d,", i-1), 10), ",")
		fmt.Fprintf(&b, "      L%d: &l%d {\"Fn::Join\": [\"-\", [%s]]}\n", i, i, refs)
	}
	b.WriteString("      TableName: *l8\n      KeySchema:\n        - {AttributeName: pk, KeyType: HASH}\n")
	return b.String()
}

// manyLocals is a locals block of n short expressions.
func manyLocals(n int) string {
	var b strings.Builder
	b.WriteString("locals {\n")
	for i := range n {
		fmt.Fprintf(&b, "  a%d = 1 + 2 + 3 + 4\n  b%d = [1, 2, 3]\n", i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

func tfWithName(expr string) string {
	return "resource \"aws_dynamodb_table\" \"t\" {\n  name = " + expr + "\n  hash_key = \"pk\"\n}\n"
}

// Each of these crashed the process (stack overflow or out of memory)
// before the reader bounded its input.
func TestHostileSchemas(t *testing.T) {
	const n = 100_000
	tests := []struct {
		name, file, src string
		want            string // regexp
	}{
		{"alias inside its own value", "t.yaml",
			"Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: &n {\"Fn::Join\": [\"-\", [\"a\", *n]]}\n      KeySchema:\n        - {AttributeName: pk, KeyType: HASH}\n",
			`^t\.yaml:5: alias \*n is inside the value it names; not read$`},
		{"alias cycle through a sequence", "t.yaml",
			"Resources: &r\n  T: [*r]\n",
			`^t\.yaml:2: alias \*r is inside the value it names; not read$`},
		{"alias fan-out", "t.yaml", laughs(),
			`^t\.yaml:\d+: the aliases in this value expand to more than \d+ bytes; not read$`},
		{"nested parentheses", "main.tf", tfWithName(strings.Repeat("(", n) + `"x"` + strings.Repeat(")", n)),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"nested lists", "main.tf", tfWithName(strings.Repeat("[", n) + strings.Repeat("]", n)),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"operator chain", "main.tf", tfWithName(strings.Repeat("1+", n) + "1"),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"operator chain over lines", "main.tf", tfWithName("(" + strings.Repeat("1 +\n", n) + "1)"),
			`^main\.tf:\d+: nested more than 500 levels deep; not read$`},
		{"unary operators", "main.tf", tfWithName(strings.Repeat("!", n) + "true"),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"nested interpolations", "main.tf", tfWithName(strings.Repeat(`"${`, n/2) + "1" + strings.Repeat(`}"`, n/2)),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"nested directives", "main.tf", tfWithName(`"` + strings.Repeat("%{if true}", n/2) + strings.Repeat("%{endif}", n/2) + `"`),
			`^main\.tf:2: nested more than 500 levels deep; not read$`},
		{"nested JSON", "main.tf.json", `{"resource": {"aws_dynamodb_table": {"t": {"hash_key": "pk", "name":` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}}}}`,
			`^main\.tf\.json:1: nested more than 500 levels deep; not read$`},
		{"nested template in JSON", "main.tf.json", `{"resource": {"aws_dynamodb_table": {"t": {"hash_key": "pk",` + "\n" + `"name": "${` + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + `}"}}}}`,
			`^main\.tf\.json:2: nested more than 500 levels deep; not read$`},
		{"nested CloudFormation JSON", "t.json", `{"Resources": ` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}`,
			`^t\.json:1: nested more than 500 levels deep; not read$`},
		{"too large", "t.yaml", "Resources: {}\n" + strings.Repeat("# padding\n", maxFileSize/10+1),
			`^t\.yaml: file is \d+ bytes; schema files over 4 MiB are not read$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var tables []Table
			var err error
			fuzzcheck.Within(t, fuzzcheck.Deadline, func() { tables, err = Parse(tt.file, []byte(tt.src)) })
			if err == nil {
				t.Fatalf("Parse succeeded with %+v, want an error matching %s", tables, tt.want)
			}
			if !regexp.MustCompile(tt.want).MatchString(err.Error()) {
				t.Errorf("error\n\t%v\ndoes not match %s", err, tt.want)
			}
		})
	}
}

// Look-alikes of the hostile files above that real templates contain: they
// must still be read.
func TestBoundsKeepRealFiles(t *testing.T) {
	tests := []struct {
		name, file, src string
		want            string // the table's Name or Pattern
	}{
		{"shared anchors", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: &n orders\n      Tags: [{Key: name, Value: *n}, {Key: copy, Value: *n}]\n      KeySchema: &ks\n        - {AttributeName: pk, KeyType: HASH}\n  U:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: {\"Fn::Join\": [\"-\", [*n, archive]]}\n      KeySchema: *ks\n", "orders-archive"},
		{"alias of an earlier sibling", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      Env: &e prod\n      TableName: !Join [\"-\", [*e, *e, orders]]\n      KeySchema:\n        - {AttributeName: pk, KeyType: HASH}\n", "prod-prod-orders"},
		{"deep but legal HCL", "main.tf", tfWithName(strings.Repeat("(", 100) + `"orders"` + strings.Repeat(")", 100)), "orders"},
		{"long expression on many lines", "main.tf", manyLocals(2000) + tfWithName(`"${var.env}-orders"`), "*-orders"},
		{"many interpolations", "main.tf", tfWithName(`"` + strings.Repeat("${var.x}", 1000) + `-orders"`), "*-orders"},
		{"JSON with a long list", "main.tf.json", `{"resource": {"aws_dynamodb_table": {"t": {"hash_key": "pk", "name": "orders", "tags": [` + strings.Repeat(`"a",`, 5000) + `"b"]}}}}`, "orders"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tables, err := Parse(tt.file, []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if len(tables) == 0 {
				t.Fatal("no tables")
			}
			last := tables[len(tables)-1]
			if got := last.Name + last.Pattern; got != tt.want {
				t.Errorf("table name %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReadFileTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "main.tf")
	if err := os.WriteFile(path, make([]byte, maxFileSize+10), 0o666); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(path)
	want := fmt.Sprintf("%s: file is %d bytes; schema files over 4 MiB are not read", path, maxFileSize+10)
	if err == nil || err.Error() != want {
		t.Errorf("ReadFile = %v, want %s", err, want)
	}
}

// FuzzParse feeds every reader (the file name picks it) arbitrary bytes:
// it must return tables or an error naming the file, without panicking,
// within fuzzcheck.Deadline.
func FuzzParse(f *testing.F) {
	for _, seed := range []struct{ file, src string }{
		{"t.yaml", samTemplate},
		{"t.json", jsonTemplate},
		{"t.yaml", laughs()},
		{"t.yaml", "Resources:\n  T: &a [*a]\n"},
		{"main.tf", tfWithName(`"${var.env}-orders"`)},
		{"main.tf", tfWithName(`(((1+2)))`)},
		{"main.tf.json", `{"resource": {"aws_dynamodb_table": {"t": {"hash_key": "pk", "name": "${var.env}-x"}}}}`},
		{"t.template", `{"Resources": {}}`},
		// Five-character names, which the mapping below gives the Go
		// reader.
		{"p1.go", pulumiProgram},
		{"s1.go", sdkV2Setup},
		{"s2.go", sdkHelper},
		{"s3.go", sdkNames},
		{"c1.go", cdkGoApp},
		{"stack.ts", cdkStack},
		{"readme.md", "```sh\naws dynamodb create-table --table-name t \\\n  --key-schema AttributeName=id,KeyType=HASH\n```\n~~~console\n$ aws dynamodb create-table --table-name u --key-schema AttributeName=k,KeyType=HASH\n"},
	} {
		f.Add(seed.file, []byte(seed.src))
	}
	exts := []string{".yaml", ".json", ".template", ".tf", ".tf.json", ".go"}
	f.Fuzz(func(t *testing.T, file string, src []byte) {
		// Fuzz the contents, not the choice of reader: map the name to
		// one of the supported types.
		name := "f" + exts[len(file)%len(exts)]
		if strings.HasSuffix(file, ".ts") {
			// The CDK reader, kept out of the mapping so that the
			// saved inputs go on reaching the readers they failed.
			name = "f.ts"
		}
		if strings.HasSuffix(file, ".md") {
			name = "f.md" // likewise, the Markdown reader
		}
		var err error
		fuzzcheck.Within(t, fuzzcheck.Deadline, func() { _, err = Parse(name, src) })
		if err != nil && !strings.HasPrefix(err.Error(), name) {
			t.Fatalf("error %q does not name the file %s", err, name)
		}
	})
}

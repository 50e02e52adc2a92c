package keydelimiter_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/internal/devtools/fuzzcheck"
)

// adversarialCeiling is what a slow, loaded CI machine must meet for the
// whole package below. The evaluator takes well under a second on it;
// before templates had a size budget, the doubling helpers alone never
// finished and the Sprintf took over a minute.
const adversarialCeiling = 60 * time.Second

// adversarialSource is a package of hostile key builders: helpers that
// each call the previous one twice (a template of 2^levels parts), a
// Sprintf with args arguments, a huge constant, a long chain of locals and
// recursive helpers, each next to an ordinary finding that must still be
// reported.
func adversarialSource(levels, args int) string {
	var b strings.Builder
	// The blank import of the SDK is the evidence that Key is a DynamoDB
	// item (a tagged struct in a package without one is not).
	b.WriteString("package adversarial\n\nimport (\n\t\"fmt\"\n\n\t_ \"github.com/aws/aws-sdk-go-v2/service/dynamodb\"\n)\n\n")
	b.WriteString("type Key struct {\n\tPK string `dynamodbav:\"PK\"`\n\tSK string `dynamodbav:\"SK\"`\n}\n\n")

	// Doubling helpers.
	b.WriteString("func h0(id string) string { return \"USER#\" + id }\n")
	for i := 1; i <= levels; i++ {
		fmt.Fprintf(&b, "func h%d(id string) string { return h%d(id) + \"#\" + h%d(id) }\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "\nfunc doubling(id, other string) {\n\t_ = Key{PK: h%d(id), SK: h%d(h%d(h%d(id)))}\n", levels, levels, levels, levels)
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n\n")

	// The same through function literals held in variables, with Sprintf.
	b.WriteString("var l0 = func(id string) string { return \"USER#\" + id }\n")
	for i := 1; i <= levels; i++ {
		fmt.Fprintf(&b, "var l%d = func(id string) string { return fmt.Sprintf(\"%%s#%%s\", l%d(id), l%d(id)) }\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "\nfunc literals(id, other string) {\n\t_ = Key{PK: l%d(l%d(l%d(id)))}\n", levels, levels, levels)
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n\n")

	// A Sprintf with a huge argument list.
	fmt.Fprintf(&b, "func wide(id, other string) {\n\t_ = Key{PK: fmt.Sprintf(\"USER%s\", %s)}\n", strings.Repeat("#%s", args), strings.TrimSuffix(strings.Repeat("id, ", args), ", "))
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n\n")

	// A huge constant prefix.
	fmt.Fprintf(&b, "const big = \"USER#%s\"\n\nfunc huge(id, other string) {\n\t_ = Key{PK: big + id}\n", strings.Repeat("x", 1<<20))
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n\n")

	// A long chain of locals and a long + chain.
	b.WriteString("func chain(id, other string) {\n\tv0 := \"USER#\" + id\n")
	for i := 1; i <= 2000; i++ {
		fmt.Fprintf(&b, "\tv%d := v%d + \"#\" + id\n", i, i-1)
	}
	fmt.Fprintf(&b, "\t_ = Key{PK: v2000, SK: \"A#\" + id%s}\n", strings.Repeat(" + \"#\" + id", 5000))
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n\n")

	// Recursion, direct and mutual.
	b.WriteString("func r(id string) string { return r(id) + \"#\" + id }\n")
	b.WriteString("func m1(id string) string { return \"A#\" + m2(id) }\nfunc m2(id string) string { return \"B#\" + m1(id) }\n")
	b.WriteString("func recursive(id, other string) {\n\t_ = Key{PK: r(id), SK: m1(id)}\n")
	b.WriteString("\t_ = Key{PK: \"USER\" + other} // want `prefix \"USER\" is glued`\n}\n")
	return b.String()
}

func TestAdversarial(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", "adversarial")
	if err := os.MkdirAll(pkg, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "adversarial.go"), []byte(adversarialSource(30, 20_000)), 0o666); err != nil {
		t.Fatal(err)
	}
	sdkDir := filepath.Join(dir, "src", "github.com", "aws", "aws-sdk-go-v2", "service", "dynamodb")
	if err := os.MkdirAll(sdkDir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sdkDir, "dynamodb.go"), []byte("package dynamodb\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	// The findings beside each hostile builder are the assertion; the
	// ceiling only catches a blow-up.
	fuzzcheck.Within(t, adversarialCeiling, func() {
		analysistest.Run(t, dir, keydelimiter.Analyzer, "adversarial")
	})
}

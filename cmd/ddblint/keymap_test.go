package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKeyMap runs ddblint -map, -map -json and -map-workbench on the test
// module, as a user would: the map is printed instead of the findings,
// which go into it; a cached run draws the same map; the Workbench file is
// written only where an output may go.
func TestKeyMap(t *testing.T) {
	bin := ddblintBinary(t)
	dir, err := filepath.Abs(e2eDir)
	if err != nil {
		t.Fatal(err)
	}

	t.Run("markdown", func(t *testing.T) {
		r := run(t, dir, bin, "-cache", "off", "-map", "./bad/", "./clean/", "./schema/")
		noCrash(t, r)
		if r.code != 0 {
			t.Errorf("want exit code 0 (a map, findings in it), got:\n%s", r)
		}
		for _, want := range []string{
			"## Table `orders`\n\nPartition key `customerId`, sort key `orderId`. Declared by schema/template.yaml:5.",
			"| `byStatus` | global | `status` |  |",
			"| USER | `USER<id>` | `PROFILE` | bad.PutUser | bad/bad.go:14 |",
			"| GetItem |  | `PK = USER#<userID> AND SK = ORDER#<n:number %010d>` |  | clean.GetOrder | clean/clean.go:",
			`- **USER**: prefix "USER" is glued to id`,
			"```mermaid\nflowchart LR\n",
		} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("the map lacks %q:\n%s", want, r)
			}
		}
		if strings.Contains(r.stdout, "bad/bad.go:17:") {
			t.Errorf("-map printed the findings as a lint run does:\n%s", r)
		}
	})

	t.Run("cached", func(t *testing.T) {
		cache := t.TempDir()
		cold := run(t, dir, bin, "-cache", cache, "-map", "-json", "./bad/", "./schema/")
		warm := run(t, dir, bin, "-cache", cache, "-map", "-json", "./bad/", "./schema/")
		if cold.code != 0 || warm.code != 0 || cold.stdout != warm.stdout {
			t.Errorf("a cached run draws another map:\n--- cold:\n%s\n--- warm:\n%s", cold, warm)
		}
		// A lint run first fills the cache without the review tier: the
		// map's run has it, so it analyses again rather than lose it.
		lint := t.TempDir()
		run(t, dir, bin, "-cache", lint, "./bad/", "./schema/")
		if after := run(t, dir, bin, "-cache", lint, "-map", "-json", "./bad/", "./schema/"); after.stdout != cold.stdout {
			t.Errorf("the map after a lint run differs:\n--- after:\n%s\n--- cold:\n%s", after, cold)
		}
	})

	t.Run("json", func(t *testing.T) {
		r := run(t, dir, bin, "-cache", "off", "-map", "-json", "./bad/")
		var m struct {
			Tables []struct {
				Name       string `json:"name"`
				Undeclared bool   `json:"undeclared"`
				Entities   []struct {
					Name string `json:"name"`
					Keys []struct {
						Attribute string `json:"attribute"`
						Role      string `json:"role"`
						Template  struct {
							Text  string `json:"text"`
							Holes []struct{ Name, Kind string }
						} `json:"template"`
					} `json:"keys"`
					Sites    []string `json:"sites"`
					Findings []struct {
						Rule string `json:"rule"`
						Site string `json:"site"`
					} `json:"findings"`
				} `json:"entities"`
			} `json:"tables"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &m); err != nil || r.code != 0 {
			t.Fatalf("stdout is not the map as JSON (%v):\n%s", err, r)
		}
		if len(m.Tables) != 1 || m.Tables[0].Name != "users" || !m.Tables[0].Undeclared || len(m.Tables[0].Entities) != 1 {
			t.Fatalf("want the users table, undeclared, with one entity, got %+v", m.Tables)
		}
		e := m.Tables[0].Entities[0]
		if len(e.Keys) != 2 || e.Keys[0].Attribute != "PK" || e.Keys[0].Role != "partition" || e.Keys[0].Template.Text != "USER<id>" ||
			len(e.Keys[0].Template.Holes) != 1 || e.Keys[0].Template.Holes[0].Name != "id" {
			t.Errorf("keys = %+v", e.Keys)
		}
		if len(e.Findings) != 1 || e.Findings[0].Rule != "keydelimiter" || e.Findings[0].Site != filepath.Join("bad", "bad.go")+":17" {
			t.Errorf("findings = %+v", e.Findings)
		}
	})

	t.Run("workbench", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "model.json")
		r := run(t, dir, bin, "-cache", "off", "-map-workbench", out, "./bad/")
		if r.code != 0 || r.stdout != "" {
			t.Errorf("want exit code 0 and nothing on stdout, got:\n%s", r)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var model struct {
			ModelMetadata struct{ Version string }
			DataModel     []struct {
				TableName     string
				KeyAttributes struct {
					PartitionKey, SortKey struct{ AttributeName string }
				}
				TableFacets []struct {
					FacetName         string
					KeyAttributeAlias struct{ PartitionKeyAlias string }
					TableData         []map[string]map[string]string
				}
			}
		}
		if err := json.Unmarshal(data, &model); err != nil {
			t.Fatalf("not a model: %v\n%s", err, data)
		}
		if model.ModelMetadata.Version != "3.0" || len(model.DataModel) != 1 || model.DataModel[0].TableName != "users" ||
			model.DataModel[0].KeyAttributes.SortKey.AttributeName != "SK" || len(model.DataModel[0].TableFacets) != 1 {
			t.Fatalf("model = %+v", model)
		}
		f := model.DataModel[0].TableFacets[0]
		if f.KeyAttributeAlias.PartitionKeyAlias != "USER<id>" || len(f.TableData) != 1 || f.TableData[0]["PK"]["S"] != "USERid-1" {
			t.Errorf("facet = %+v", f)
		}

		// "-" is standard output; a Go file, or an input of the run, is
		// never written over.
		if r := run(t, dir, bin, "-cache", "off", "-map-workbench", "-", "./bad/"); r.code != 0 || !strings.Contains(r.stdout, `"ModelName"`) {
			t.Errorf("-map-workbench -: want the model on stdout, got:\n%s", r)
		}
		src := filepath.Join(dir, "bad", "bad.go")
		before, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{src, filepath.Join(dir, "schema", "template.yaml")} {
			r := run(t, dir, bin, "-cache", "off", "-map-workbench", target, "./bad/", "./schema/")
			if r.code != 2 || !strings.Contains(r.stderr, "refusing to overwrite") {
				t.Errorf("-map-workbench %s: want exit code 2 and a refusal, got:\n%s", target, r)
			}
		}
		if after, _ := os.ReadFile(src); string(after) != string(before) {
			t.Fatalf("-map-workbench wrote over %s", src)
		}
	})

	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{
			{"-map", "-fix", "./bad/"},
			{"-map", "-print-schema", "./bad/"},
			{"-map", "-sarif", "out.sarif", "./bad/"},
			{"-json", "-map-workbench", "m.json", "./bad/"},
			{"-map", "-map-workbench", "-", "./bad/"},
		} {
			if r := run(t, dir, bin, args...); r.code != 2 || r.stdout != "" {
				t.Errorf("ddblint %s: want exit code 2 and no output, got:\n%s", strings.Join(args, " "), r)
			}
		}
	})
}

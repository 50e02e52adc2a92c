package keyexpr

import "testing"

// A helper with one return per case of what it is asked for is summarised
// as the template every return fits, when the returns differ only in text.
func TestSummarizeReturns(t *testing.T) {
	tests := []struct {
		name, helper, want string
		values             int    // of the choice hole, 0 when there is none
		use                string // the body of f, ending in _ = the key; default _ = sk(1, id)
	}{
		{
			name: "prefix per kind",
			helper: `func sk(kind int, id string) string {
	switch kind {
	case 1:
		return "BINARY#" + id
	case 2:
		return "CERT#" + id
	default:
		return ""
	}
}`,
			want:   "<enum>#<string:id>",
			values: 2,
		},
		{
			name: "Sprintf per kind, the text shared kept",
			helper: `func sk(kind int, id string) string {
	if kind == 1 {
		return fmt.Sprintf("RULE#BIN#%s", id)
	}
	if kind == 2 {
		return fmt.Sprintf("RULE#CERT#%s", id)
	}
	return fmt.Sprintf("RULE#TEAM#%s", id)
}`,
			want:   "RULE#<enum>#<string:id>",
			values: 3,
		},
		{
			name: "the same key twice",
			helper: `func sk(kind int, id string) string {
	if kind == 1 {
		return "A#" + id
	}
	return "A#" + id
}`,
			want: "A#<string:id>",
		},
		{
			name: "a constant picks its case",
			helper: `func sk(kind int, id string) string {
	switch kind {
	case 1:
		return "BINARY#" + id
	case 2:
		return "CERT#" + id
	default:
		return "OTHER#" + id
	}
}`,
			use:  "_ = sk(2, id)",
			want: "CERT#<string:id>",
		},
		{
			name: "a variable each case sets",
			helper: `func sk(kind int, id string) string {
	var prefix string
	switch kind {
	case 1:
		prefix = "BINARY#"
	case 2:
		prefix = "CERT#"
	}
	return prefix + id
}`,
			want:   "<enum>#<string:id>",
			values: 2,
		},
		{
			name: "a variable set to different holes: no one template",
			helper: `func sk(kind int, id string) string {
	part := id
	if kind == 1 {
		part = fmt.Sprint(kind)
	}
	return "K#" + part
}`,
			want: "K#<string:part>", // as before: the variable, not a choice
		},
		{
			name: "different parameters: no one template",
			helper: `func sk(kind int, id, name string) string {
	if kind == 1 {
		return "ID#" + id
	}
	return "NAME#" + name
}`,
			use: "_ = sk(kind, id, id)",
		},
		{
			name: "a hole in one return only: no one template",
			helper: `func sk(kind int, id string) string {
	if kind == 1 {
		return "ID#" + id
	}
	return "NONE"
}`,
		},
		{
			name: "failure returns do not count",
			helper: `func sk(kind int, id string) (string, error) {
	switch kind {
	case 1:
		return "A#" + id, nil
	case 2:
		return "B#" + id, nil
	}
	return "", fmt.Errorf("kind %d", kind)
}`,
			want:   "<enum>#<string:id>",
			values: 2,
			use:    "k, _ := sk(kind, id)\n\t_ = k",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := tt.use
			if body == "" {
				body = "_ = sk(kind, id)"
			}
			src := "package p\n\nimport \"fmt\"\n\nvar _ = fmt.Sprint\n\n" + tt.helper + "\n\nfunc f(kind int, id string) {\n\t" + body + "\n}\n"
			e, use := evaluator(t, src)
			got := e.Eval(use)
			if tt.want == "" {
				if !got.HasOpaque() {
					t.Fatalf("got %s, want an opaque value", got)
				}
				return
			}
			if got.String() != tt.want {
				t.Fatalf("got %s, want %s", got, tt.want)
			}
			n := 0
			for _, h := range got.Holes() {
				if h.Kind == Enum {
					n = h.Values
				}
			}
			if n != tt.values {
				t.Errorf("choice of %d values, want %d", n, tt.values)
			}
		})
	}
}

func TestChoice(t *testing.T) {
	for _, tt := range []struct {
		texts []string
		want  string
	}{
		{[]string{"A#", "A#"}, "A#"},
		{[]string{"BINARY#", "CERT#"}, "<enum>#"},
		{[]string{"X-A-Y", "X-B-Y", "X-A-Y"}, "X-<enum>-Y"},
		{[]string{"AB", "ABAB"}, "AB<enum>"}, // prefix and suffix do not overlap
		{[]string{"", "#"}, "<enum>"},
	} {
		if got := choice(tt.texts).String(); got != tt.want {
			t.Errorf("choice(%q) = %s, want %s", tt.texts, got, tt.want)
		}
	}
}

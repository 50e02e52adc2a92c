package schema

// A Serverless service often keeps its CloudFormation in files of their
// own and includes them with ${file(path)} or ${file(path):key.path}:
// resources: [${file(resources/dynamodb.yml)}]. The framework reads those
// files relative to the service's folder, and resolves their own ${self:…}
// variables against the service file; so does this reader. A file that
// cannot be read or parsed is passed over: its tables are unknown, as if it
// were not there.

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/ddblint/ddblint/internal/filememo"
)

// maxIncludes bounds the files one service file includes, counting the
// files they include in turn.
const maxIncludes = 32

// fileVarRE is a value that is a ${file(…)} variable alone, with an
// optional key path into the file and an optional fallback: the path may
// hold no variable of its own (known only at deploy time).
var fileVarRE = regexp.MustCompile(`^\$\{\s*file\(\s*([^()${},]+?)\s*\)(?::([A-Za-z0-9_.\-]+))?\s*(?:,[^{}]*)?\}$`)

// slsIncludes follows a service file's ${file(…)} variables.
type slsIncludes struct {
	dir string // the service file's folder
	// read are the files followed or tried, in order: whether each is
	// there, and what it holds, decide the tables (see Includes); stamps
	// are what os.Stat said of each just before it was read, so that one
	// written meanwhile is read again (see read).
	read   []string
	stamps []filememo.Stamp
}

// follow returns the node a ${file(…)} value stands for and the file it is
// in, or nil when n is not such a value or its file cannot be read.
func (in *slsIncludes) follow(n *yaml.Node) (*yaml.Node, string) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return nil, ""
	}
	m := fileVarRE.FindStringSubmatch(strings.TrimSpace(n.Value))
	if m == nil || filepath.IsAbs(m[1]) || len(in.read) >= maxIncludes {
		return nil, ""
	}
	path := filepath.Join(in.dir, filepath.FromSlash(m[1]))
	in.read = append(in.read, path)
	in.stamps = append(in.stamps, filememo.StampOf(path))
	data, err := readBounded(path)
	if err != nil {
		return nil, ""
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || checkYAMLAliases(path, &doc, len(data)) != nil ||
		doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, ""
	}
	v := resolve(doc.Content[0])
	if m[2] != "" {
		for _, key := range strings.Split(m[2], ".") {
			if _, v = lookup(v, key); v == nil {
				return nil, ""
			}
		}
	}
	return v, path
}

// readBounded reads a file of at most maxFileSize bytes.
func readBounded(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err //nolint:wrapcheck // the caller passes the file over
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, err //nolint:wrapcheck // as above
	}
	if len(data) > maxFileSize {
		return nil, tooLarge(path, int64(len(data)))
	}
	return data, nil
}

// fragment is a CloudFormation fragment of a service: a mapping that may
// hold Resources, and the file its lines are in.
type fragment struct {
	node *yaml.Node
	file string
}

// fragments returns the service's resources fragments, following
// ${file(…)} at each place the framework allows one: the resources
// section itself, an element of its list, its Resources mapping, and a
// resource.
func (in *slsIncludes) fragments(name string, res *yaml.Node) []fragment {
	file := name
	if n, path := in.follow(res); n != nil {
		res, file = n, path
	}
	var out []fragment
	add := func(n *yaml.Node, file string) {
		if n, path := in.follow(n); n != nil {
			out = append(out, in.expand(n, path))
			return
		}
		if n = resolve(n); n.Kind == yaml.MappingNode {
			out = append(out, in.expand(n, file))
		}
	}
	switch res = resolve(res); res.Kind {
	case yaml.MappingNode:
		add(res, file)
	case yaml.SequenceNode:
		for _, el := range res.Content {
			add(el, file)
		}
	}
	return out
}

// expand returns the fragment with its Resources, and each resource in
// it, read from the files they include. The service's nodes are not
// changed: what differs is copied.
func (in *slsIncludes) expand(frag *yaml.Node, file string) fragment {
	k, resources := lookup(frag, "Resources")
	if k == nil {
		return fragment{frag, file}
	}
	if n, path := in.follow(resources); n != nil {
		resources, file = n, path
	}
	if resources.Kind != yaml.MappingNode {
		return fragment{frag, file}
	}
	copied := *resources
	copied.Content = append([]*yaml.Node(nil), resources.Content...)
	for i := 1; i < len(copied.Content); i += 2 {
		if n, _ := in.follow(copied.Content[i]); n != nil {
			copied.Content[i] = n
		}
	}
	wrapped := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: frag.Line,
		Content: []*yaml.Node{k, &copied}}
	return fragment{wrapped, file}
}

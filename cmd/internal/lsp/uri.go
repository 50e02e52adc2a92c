package lsp

import (
	"fmt"
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
)

// uriToPath returns the absolute file path of a file URI.
func uriToPath(uri DocumentURI) (string, error) {
	u, err := url.Parse(string(uri))
	if err != nil {
		return "", fmt.Errorf("parsing URI %q: %w", uri, err)
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("URI %q: not a file URI", uri)
	}
	p := u.Path
	if strings.ContainsRune(p, 0) {
		// No file has a NUL in its name, and go list, given one in an
		// overlay, fails for every package after it.
		return "", fmt.Errorf("URI %q: NUL in the path", uri)
	}
	if runtime.GOOS == "windows" {
		// file:///C:/x/y.go has the path /C:/x/y.go; a UNC path
		// file://host/share/x.go has the host separately.
		if len(p) >= 3 && p[0] == '/' && p[2] == ':' {
			p = p[1:]
		} else if u.Host != "" {
			p = "//" + u.Host + p
		}
	}
	p = filepath.FromSlash(p)
	if !filepath.IsAbs(p) {
		return "", fmt.Errorf("URI %q: not an absolute path", uri)
	}
	return filepath.Clean(p), nil
}

// pathToURI returns the file URI of an absolute path, for files the client
// has not opened (a fix may edit another file of the package).
func pathToURI(path string) DocumentURI {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // C:/x → /C:/x
	}
	return DocumentURI((&url.URL{Scheme: "file", Path: p}).String())
}

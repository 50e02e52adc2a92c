package driver

// Cache entries live in pack files, not one file per entry: a cold run of
// a 500-package module created 500 files (and 256 directories), a third of
// the run's own CPU. A run appends the entries it
// writes to one temporary file and renames it into place when it ends, so
// a concurrent run sees the whole pack or none of it. A pack ends with an
// index (key, offset, length and checksum of each entry); a run reads the
// indexes of every pack once and then the entries it needs.
//
// A pack is the unit of cleanup: reading an entry marks its pack used, and
// trim removes whole packs (unused for trimAge, or the least recently used
// beyond maxCacheBytes). Every run that writes adds a pack, so when there
// are more than maxPacks the smaller ones are merged into one (the index
// reads of a run stay bounded). Concurrent runs at worst write the same
// entry twice or merge the same packs twice: entries are named by their
// contents' key, so any copy is right, and a run keeps the packs it read
// open, so a pack removed by another run's merge can still be read.
//
// Layout of a pack (integers little-endian):
//
//	packMagic
//	entries, one after the other
//	index: per entry, key (32 bytes), offset (8), length (4), CRC-32 (4)
//	trailer: index offset (8), entries (4), CRC-32 of the index (4), packMagic

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

const (
	packMagic    = "ddblpk01"
	packDir      = "packs"
	packExt      = ".pack"
	indexRecord  = 32 + 8 + 4 + 4
	packTrailer  = 8 + 4 + 4 + len(packMagic)
	maxPackEntry = 1 << 30 // an entry longer than this is damage, not data
	maxPacks     = 32      // beyond this, the smaller packs are merged
)

// pack is a pack file a run has opened to read from.
type pack struct {
	path string
	f    *os.File
	mod  time.Time

	touchOnce sync.Once
}

// packLoc is where an entry is.
type packLoc struct {
	p   *pack
	off int64
	n   uint32
	crc uint32
}

// packs is the cache's view of the packs: those it read (their index) and
// the one the run writes.
type packs struct {
	dir string // the cache's packs directory
	max int    // packs beyond which the smaller ones are merged

	loadOnce sync.Once
	index    map[[32]byte]packLoc
	open     []*pack

	mu  sync.Mutex // guards the pack being written
	w   *packWriter
	err error // the first write error, reported once
}

func newPacks(cacheDir string) *packs {
	return &packs{dir: filepath.Join(cacheDir, packDir), max: maxPacks}
}

// load reads the index of every pack, once. A pack that cannot be read is
// left out: its entries are analysed again.
func (ps *packs) load() {
	ps.loadOnce.Do(func() {
		ps.index = map[[32]byte]packLoc{}
		des, err := os.ReadDir(ps.dir)
		if err != nil {
			return // none yet
		}
		for _, de := range des {
			if !de.Type().IsRegular() || !isPackName(de.Name()) {
				continue // a pack being written
			}
			p, locs, err := openPack(filepath.Join(ps.dir, de.Name()))
			if err != nil {
				continue
			}
			ps.open = append(ps.open, p)
			for k, l := range locs {
				// The most recently used copy, so that older packs
				// fall out of use and are trimmed.
				if old, ok := ps.index[k]; !ok || p.mod.After(old.p.mod) {
					ps.index[k] = l
				}
			}
		}
	})
}

// openPack opens a pack and reads its index.
func openPack(path string) (*pack, map[[32]byte]packLoc, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("opening pack: %w", err)
	}
	p, locs, err := readIndex(f, path)
	if err != nil {
		_ = f.Close() // read only: a close error loses nothing
		return nil, nil, err
	}
	return p, locs, nil
}

func readIndex(f *os.File, path string) (*pack, map[[32]byte]packLoc, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, fmt.Errorf("reading pack: %w", err)
	}
	size := fi.Size()
	bad := fmt.Errorf("pack %s is damaged", path)
	if size < int64(len(packMagic)+packTrailer) {
		return nil, nil, bad
	}
	tr := make([]byte, packTrailer)
	if _, err := f.ReadAt(tr, size-int64(packTrailer)); err != nil {
		return nil, nil, fmt.Errorf("reading pack: %w", err)
	}
	if string(tr[16:]) != packMagic {
		return nil, nil, bad
	}
	indexOff := int64(binary.LittleEndian.Uint64(tr[0:]))
	count := int64(binary.LittleEndian.Uint32(tr[8:]))
	if indexOff < int64(len(packMagic)) || indexOff+count*indexRecord != size-int64(packTrailer) {
		return nil, nil, bad
	}
	idx := make([]byte, count*indexRecord)
	if _, err := f.ReadAt(idx, indexOff); err != nil {
		return nil, nil, fmt.Errorf("reading pack: %w", err)
	}
	if crc32.ChecksumIEEE(idx) != binary.LittleEndian.Uint32(tr[12:]) {
		return nil, nil, bad
	}
	p := &pack{path: path, f: f, mod: fi.ModTime()}
	locs := make(map[[32]byte]packLoc, count)
	for rec := idx; len(rec) > 0; rec = rec[indexRecord:] {
		var k [32]byte
		copy(k[:], rec)
		l := packLoc{
			p:   p,
			off: int64(binary.LittleEndian.Uint64(rec[32:])),
			n:   binary.LittleEndian.Uint32(rec[40:]),
			crc: binary.LittleEndian.Uint32(rec[44:]),
		}
		if l.off < int64(len(packMagic)) || l.off+int64(l.n) > indexOff || l.n > maxPackEntry {
			return nil, nil, bad
		}
		locs[k] = l
	}
	return p, locs, nil
}

// read returns the entry at l, nil if it is damaged.
func (l packLoc) read() []byte {
	data := make([]byte, l.n)
	if _, err := l.p.f.ReadAt(data, l.off); err != nil {
		return nil
	}
	if crc32.ChecksumIEEE(data) != l.crc {
		return nil
	}
	return data
}

// get returns the entry key, and marks its pack used.
func (ps *packs) get(key string) ([]byte, bool) {
	k, ok := rawKey(key)
	if !ok {
		return nil, false
	}
	ps.load()
	l, ok := ps.index[k]
	if !ok {
		return nil, false
	}
	data := l.read()
	if data == nil {
		return nil, false
	}
	l.p.touchOnce.Do(func() { touch(l.p.path) })
	return data, true
}

func rawKey(key string) ([32]byte, bool) {
	var k [32]byte
	n, err := hex.Decode(k[:], []byte(key))
	return k, err == nil && n == len(k)
}

// packWriter appends entries to a temporary pack file.
type packWriter struct {
	f    *os.File
	buf  *bufio.Writer
	off  int64
	idx  bytes.Buffer
	n    uint32
	seen map[[32]byte]bool
}

func createPack(dir string) (*packWriter, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("writing pack: %w", err)
	}
	f, err := os.CreateTemp(dir, "new-*.tmp")
	if err != nil {
		return nil, fmt.Errorf("writing pack: %w", err)
	}
	w := &packWriter{f: f, buf: bufio.NewWriterSize(f, 64<<10), seen: map[[32]byte]bool{}}
	if _, err := w.buf.WriteString(packMagic); err != nil {
		w.abort()
		return nil, fmt.Errorf("writing pack: %w", err)
	}
	w.off = int64(len(packMagic))
	return w, nil
}

// add appends an entry; an entry already in the pack is not added again.
func (w *packWriter) add(k [32]byte, data []byte) error {
	if w.seen[k] {
		return nil
	}
	if _, err := w.buf.Write(data); err != nil {
		return fmt.Errorf("writing pack: %w", err)
	}
	w.seen[k] = true
	var rec [indexRecord]byte
	copy(rec[:], k[:])
	binary.LittleEndian.PutUint64(rec[32:], uint64(w.off))
	binary.LittleEndian.PutUint32(rec[40:], uint32(len(data)))
	binary.LittleEndian.PutUint32(rec[44:], crc32.ChecksumIEEE(data))
	w.idx.Write(rec[:])
	w.off += int64(len(data))
	w.n++
	return nil
}

// finish writes the index and renames the pack into place, returning its
// path.
func (w *packWriter) finish() (string, error) {
	var tr [packTrailer]byte
	binary.LittleEndian.PutUint64(tr[0:], uint64(w.off))
	binary.LittleEndian.PutUint32(tr[8:], w.n)
	binary.LittleEndian.PutUint32(tr[12:], crc32.ChecksumIEEE(w.idx.Bytes()))
	copy(tr[16:], packMagic)
	_, err := w.buf.Write(w.idx.Bytes())
	if err == nil {
		_, err = w.buf.Write(tr[:])
	}
	if err == nil {
		err = w.buf.Flush()
	}
	if cerr := w.f.Close(); err == nil {
		err = cerr
	}
	tmp := w.f.Name()
	dst := strings.TrimSuffix(tmp, ".tmp") + packExt
	if err == nil {
		err = os.Rename(tmp, dst)
	}
	if err != nil {
		_ = os.Remove(tmp) // best effort: the error says what failed
		return "", fmt.Errorf("writing pack: %w", err)
	}
	return dst, nil
}

func (w *packWriter) abort() {
	_ = w.f.Close()           // the file is removed: nothing to lose
	_ = os.Remove(w.f.Name()) // best effort: trim removes it later
}

// put appends an entry to the run's pack.
func (ps *packs) put(key string, data []byte) error {
	k, ok := rawKey(key)
	if !ok {
		return fmt.Errorf("writing entry: bad key %q", key)
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.err != nil {
		return nil // said once already
	}
	if ps.w == nil {
		if ps.w, ps.err = createPack(ps.dir); ps.err != nil {
			return ps.err
		}
	}
	if ps.err = ps.w.add(k, data); ps.err != nil {
		ps.w.abort()
		ps.w = nil
		return ps.err
	}
	return nil
}

// close puts the run's pack in place, merges packs if there are too many,
// and closes the packs read.
func (ps *packs) close() error {
	ps.mu.Lock()
	w := ps.w
	ps.w = nil
	ps.mu.Unlock()
	// Closed first: a merge removes packs, which Windows refuses while
	// they are open.
	for _, p := range ps.open {
		_ = p.f.Close() // read only: a close error loses nothing
	}
	ps.open = nil
	if w == nil {
		return nil
	}
	if _, err := w.finish(); err != nil {
		return err
	}
	return ps.mergeIfNeeded()
}

// mergeIfNeeded merges the smaller packs into one when there are more than
// ps.max of them, leaving about half as many.
func (ps *packs) mergeIfNeeded() error {
	des, err := os.ReadDir(ps.dir)
	if err != nil {
		return fmt.Errorf("merging packs: %w", err)
	}
	type cand struct {
		path string
		size int64
	}
	var cands []cand
	for _, de := range des {
		if !de.Type().IsRegular() || !isPackName(de.Name()) {
			continue
		}
		if fi, err := de.Info(); err == nil {
			cands = append(cands, cand{filepath.Join(ps.dir, de.Name()), fi.Size()})
		}
	}
	if len(cands) <= ps.max {
		return nil
	}
	slices.SortFunc(cands, func(a, b cand) int { return cmp.Compare(a.size, b.size) })
	var paths []string
	for _, c := range cands[:len(cands)-ps.max/2] {
		paths = append(paths, c.path)
	}
	return mergePacks(ps.dir, paths)
}

// mergePacks writes the entries of the packs at paths into one new pack
// and removes them. The new pack is as recently used as the most recently
// used of them; entries of packs unused for trimAge are dropped, as trim
// would drop them.
func mergePacks(dir string, paths []string) error {
	w, err := createPack(dir)
	if err != nil {
		return fmt.Errorf("merging packs: %w", err)
	}
	var merged []string
	var newest time.Time
	for _, path := range paths {
		p, locs, err := openPack(path)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue // merged by a concurrent run
			}
			merged = append(merged, path) // damaged: its entries are lost anyway
			continue
		}
		if time.Since(p.mod) <= trimAge {
			// In file order, so the new pack is read sequentially.
			keys := make([][32]byte, 0, len(locs))
			for k := range locs {
				keys = append(keys, k)
			}
			slices.SortFunc(keys, func(a, b [32]byte) int { return cmp.Compare(locs[a].off, locs[b].off) })
			for _, k := range keys {
				if data := locs[k].read(); data != nil {
					if err = w.add(k, data); err != nil {
						break
					}
				}
			}
			if p.mod.After(newest) {
				newest = p.mod
			}
		}
		_ = p.f.Close() // read only: a close error loses nothing
		if err != nil {
			w.abort()
			return fmt.Errorf("merging packs: %w", err)
		}
		merged = append(merged, path)
	}
	dst, err := w.finish()
	if err != nil {
		return fmt.Errorf("merging packs: %w", err)
	}
	if !newest.IsZero() {
		_ = os.Chtimes(dst, newest, newest) // best effort: at worst trimmed later
	}
	for _, path := range merged {
		// Best effort: a pack still open elsewhere (Windows) is merged
		// again later; duplicates are harmless.
		_ = os.Remove(path)
	}
	return nil
}

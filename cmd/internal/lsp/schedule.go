package lsp

import (
	"context"
	"runtime"
	"sync"
	"time"
)

// scheduler debounces and orders the analyses of packages. A package is
// analysed after a quiet period (so that opening ten files of a package, or
// saving twice, runs one analysis), never twice at once (a request that
// arrives while one runs cancels it and makes it run once more, with the
// newest buffers).
//
// Packages of one module (a lane) are analysed one at a time: an analysis
// already uses every core for the packages it analyses, and two of one
// module would load and analyse the same packages twice. Packages of
// different modules run side by side, at most maxParallel at a time, so a
// slow module never keeps another module's findings waiting for it.
//
// An analysis that runs longer than slow stops holding a turn: it gives it
// up and runs on beside the others, at most maxOverdue of them at a time,
// so modules that take minutes do not leave every other file of the
// workspace without findings.
type scheduler struct {
	ctx context.Context
	run func(ctx context.Context, key string)
	// lane names the module of a key: analyses of one lane run one at a
	// time.
	lane func(key string) string
	// slow is how long an analysis holds the others up; onSlow, if set,
	// is told when an analysis takes longer.
	slow   time.Duration
	onSlow func(key string, slow time.Duration)

	mu      sync.Mutex
	jobs    map[string]*job
	lanes   map[string]chan struct{} // held while an analysis of the lane runs
	sem     chan struct{}            // a turn, held while an analysis runs
	overdue int                      // analyses past slow that gave up their turn
	wg      sync.WaitGroup
}

const (
	// slowAnalysis is well past the first (cold) analysis of a module.
	slowAnalysis = 90 * time.Second
	maxOverdue   = 2
)

type job struct {
	cancel  context.CancelFunc // of the running analysis, if any
	timer   *time.Timer
	gen     int  // bumped by each schedule, so a stale timer does nothing
	running bool // a goroutine is analysing (or waiting for sem)
	again   bool // scheduled while running: run once more
}

// maxParallel is how many modules are analysed at once: a few, whatever
// the cores, as each analysis already uses them all.
func maxParallel() int {
	return min(4, max(2, runtime.GOMAXPROCS(0)/2))
}

func newScheduler(ctx context.Context, run func(ctx context.Context, key string), lane func(key string) string) *scheduler {
	return &scheduler{
		ctx: ctx, run: run, lane: lane, slow: slowAnalysis,
		jobs:  map[string]*job{},
		lanes: map[string]chan struct{}{},
		sem:   make(chan struct{}, maxParallel()),
	}
}

// schedule asks for an analysis of key after delay, replacing any analysis
// of key that is scheduled and has not started.
func (s *scheduler) schedule(key string, delay time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ctx.Err() != nil {
		return
	}
	j := s.jobs[key]
	if j == nil {
		j = &job{}
		s.jobs[key] = j
	}
	if j.timer != nil {
		j.timer.Stop()
	}
	j.gen++
	gen := j.gen
	j.timer = time.AfterFunc(delay, func() { s.fire(key, gen) })
}

// fire starts the analysis of key, or marks it to run again.
func (s *scheduler) fire(key string, gen int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	j := s.jobs[key]
	if j.gen != gen || s.ctx.Err() != nil {
		return // rescheduled since, or shutting down
	}
	j.timer = nil
	if j.running {
		// A newer request: the running analysis reads outdated buffers,
		// so stop it and run again with the new ones.
		j.again = true
		if j.cancel != nil {
			j.cancel()
		}
		return
	}
	j.running = true
	s.wg.Add(1)
	go s.loop(key, j)
}

func (s *scheduler) loop(key string, j *job) {
	defer s.wg.Done()
	name := s.lane(key)
	s.mu.Lock()
	lane := s.lanes[name]
	if lane == nil {
		lane = make(chan struct{}, 1)
		s.lanes[name] = lane
	}
	s.mu.Unlock()
	for {
		// The lane first, then a turn: a package waiting for its module
		// holds no turn another module could use.
		if !s.acquire(lane) {
			s.mu.Lock()
			j.running = false
			s.mu.Unlock()
			return
		}
		if !s.acquire(s.sem) {
			<-lane
			s.mu.Lock()
			j.running = false
			s.mu.Unlock()
			return
		}
		ctx, cancel := context.WithCancel(s.ctx)
		s.mu.Lock()
		j.cancel = cancel
		s.mu.Unlock()
		s.runBounded(ctx, key, lane)
		s.mu.Lock()
		j.cancel = nil
		s.mu.Unlock()
		cancel()

		s.mu.Lock()
		if j.again && s.ctx.Err() == nil {
			j.again = false
			s.mu.Unlock()
			continue
		}
		j.running, j.again = false, false
		s.mu.Unlock()
		return
	}
}

// acquire takes a slot of sem, false if the scheduler stops first.
func (s *scheduler) acquire(sem chan struct{}) bool {
	select {
	case sem <- struct{}{}:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// runBounded runs the analysis of key, holding the turn (sem) and its lane
// until it ends or until it has run for s.slow, whichever comes first.
func (s *scheduler) runBounded(ctx context.Context, key string, lane chan struct{}) {
	release := func() {
		<-s.sem
		<-lane
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.run(ctx, key)
	}()
	timer := time.NewTimer(s.slow)
	defer timer.Stop()
	select {
	case <-done:
		release()
		return
	case <-timer.C:
	}
	// Say so before giving up the turn, so the log reads in order.
	if s.onSlow != nil {
		s.onSlow(key, s.slow)
	}
	s.mu.Lock()
	released := s.overdue < maxOverdue
	if released {
		s.overdue++
		release()
	}
	s.mu.Unlock()
	<-done
	if released {
		s.mu.Lock()
		s.overdue--
		s.mu.Unlock()
	} else {
		release()
	}
}

// wait waits for the running analyses to end. Cancel the context first to
// make that quick.
func (s *scheduler) wait() {
	s.mu.Lock()
	for _, j := range s.jobs {
		if j.timer != nil {
			j.timer.Stop()
		}
	}
	s.mu.Unlock()
	s.wg.Wait()
}

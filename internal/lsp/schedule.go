package lsp

import (
	"context"
	"sync"
	"time"
)

// scheduler debounces and serialises the analyses of packages. A package
// is analysed after a quiet period (so that opening ten files of a package,
// or saving twice, runs one analysis), never twice at once (a request that
// arrives while one runs cancels it and makes it run once more, with the
// newest buffers), and only one package at a time: an analysis already uses
// every core for the packages it analyses, and two at once on a small
// machine are slower than one after the other.
//
// An analysis that runs longer than slow stops holding the others up: it
// gives up its turn and runs on beside them, at most maxOverdue of them at
// a time, so one package that takes minutes does not leave every other
// file of the workspace without findings.
type scheduler struct {
	ctx context.Context
	run func(ctx context.Context, key string)
	// slow is how long an analysis holds the others up; onSlow, if set,
	// is told when an analysis takes longer.
	slow   time.Duration
	onSlow func(key string, slow time.Duration)

	mu      sync.Mutex
	jobs    map[string]*job
	sem     chan struct{} // held while an analysis runs
	overdue int           // analyses past slow that gave up their turn
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

func newScheduler(ctx context.Context, run func(ctx context.Context, key string)) *scheduler {
	return &scheduler{ctx: ctx, run: run, slow: slowAnalysis, jobs: map[string]*job{}, sem: make(chan struct{}, 1)}
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
	for {
		select {
		case s.sem <- struct{}{}:
		case <-s.ctx.Done():
			s.mu.Lock()
			j.running = false
			s.mu.Unlock()
			return
		}
		ctx, cancel := context.WithCancel(s.ctx)
		s.mu.Lock()
		j.cancel = cancel
		s.mu.Unlock()
		s.runBounded(ctx, key)
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

// runBounded runs the analysis of key, holding the turn (sem) until it ends
// or until it has run for s.slow, whichever comes first.
func (s *scheduler) runBounded(ctx context.Context, key string) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.run(ctx, key)
	}()
	timer := time.NewTimer(s.slow)
	defer timer.Stop()
	select {
	case <-done:
		<-s.sem
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
		<-s.sem
	}
	s.mu.Unlock()
	<-done
	if released {
		s.mu.Lock()
		s.overdue--
		s.mu.Unlock()
	} else {
		<-s.sem
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

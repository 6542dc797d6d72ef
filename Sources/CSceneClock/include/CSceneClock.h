#ifndef C_SCENE_CLOCK_H
#define C_SCENE_CLOCK_H

// The wall clock of the agent's graph thread, turned into the scene clock.
//
// SceneClock.c defines `clock_gettime`, `gettimeofday`, `time` and `timespec_get`. The
// executable exports them (`--export-dynamic`), so they interpose over glibc's for every library
// in the process: Foundation's `Date()` and `Date.now` (`clock_gettime(CLOCK_REALTIME)` in
// FoundationEssentials), `CFAbsoluteTimeGetCurrent` (`gettimeofday`), ICU's "now", and the user's
// own `time(nil)`. On a thread that called `scene_clock_start`, the wall clock (`CLOCK_REALTIME`,
// `CLOCK_REALTIME_COARSE`) reads Foundation's reference date (2001-01-01 00:00:00 UTC) plus the
// scene time last given; every other clock, and every other thread, reads the kernel's clocks as
// before. Until a thread calls `scene_clock_start`, nothing changes for any thread: the window
// process, which is the same executable, never calls it.

/// Makes the calling thread's wall clock read the scene's date at `seconds` of scene time (from
/// now on, until the thread ends). Only that thread: the state is thread-local.
void scene_clock_start(double seconds);

/// The scene time, in seconds (finite), that the calling thread's wall clock reads from now on;
/// nothing on a thread that did not call `scene_clock_start`.
void scene_clock_set(double seconds);

/// Whether the calling thread's wall clock reads the scene's date (1) or the kernel's (0).
int scene_clock_is_started(void);

/// The kernel's `CLOCK_REALTIME` in seconds since 1970, whatever the calling thread's wall clock
/// reads (what the tests compare the window's clock with).
double scene_clock_kernel_realtime(void);

#endif

// The wall clock of the agent's graph thread, read as the scene clock: see CSceneClock.h.
//
// glibc declares the result pointers of `clock_gettime`, `gettimeofday` and `timespec_get`
// nonnull, so these do not check them either.
//
// Written after the way interposing libraries such as libfaketime work (a definition in the
// executable comes before libc's in every library's symbol lookup), with the real functions
// found by `dlsym(RTLD_NEXT, ...)`: glibc's, which take the vDSO's fast path.

#define _GNU_SOURCE
#include "CSceneClock.h"

#include <dlfcn.h>
#include <math.h>  // isfinite (a macro: no libm)
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// Seconds from 1970-01-01 to Foundation's reference date, 2001-01-01 00:00:00 UTC (the scene's
/// epoch, `ViewGraph.sceneEpoch`): `Date.timeIntervalBetween1970AndReferenceDate`.
static const double referenceDateSince1970 = 978307200.0;

/// Whether this thread reads the scene clock, and the scene time it reads. Thread-local: the
/// graph's thread writes and reads them, and no other thread sees them, so no reading can tear
/// and no lock is needed.
static _Thread_local int sceneThread = 0;
static _Thread_local double sceneSeconds = 0;

void scene_clock_start(double seconds) {
  sceneThread = 1;
  scene_clock_set(seconds);
}

void scene_clock_set(double seconds) {
  // Scene time is never near the range a `long long` of seconds overflows at.
  if (isfinite(seconds) && seconds > -1e12 && seconds < 1e12) sceneSeconds = seconds;
}

int scene_clock_is_started(void) { return sceneThread; }

/// The scene's date as a `timespec`: whole seconds since 1970 and the nanoseconds past them
/// (rounded), so that Foundation's `Date()` reads the scene time to the nanosecond, and exactly
/// for times that are whole nanoseconds in binary (0.5, 1.5).
static struct timespec sceneTimespec(void) {
  double whole = (double)(long long)sceneSeconds;
  if (whole > sceneSeconds) whole -= 1;  // floor, for the times before the epoch
  long nanoseconds = (long)((sceneSeconds - whole) * 1e9 + 0.5);
  if (nanoseconds >= 1000000000L) {
    whole += 1;
    nanoseconds -= 1000000000L;
  }
  struct timespec spec = {.tv_sec = (time_t)(referenceDateSince1970 + whole), .tv_nsec = nanoseconds};
  return spec;
}

static int isWallClock(clockid_t clock) { return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE; }

/// The next definition of `name` after this executable's (glibc's), found once; a race finds the
/// same pointer twice.
static void *nextDefinition(const char *name, void **slot) {
  void *found = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (found == NULL) {
    found = dlsym(RTLD_NEXT, name);
    __atomic_store_n(slot, found, __ATOMIC_RELEASE);
  }
  return found;
}

static void *realClockGettime, *realGettimeofday, *realTime, *realTimespecGet;

static int kernelClockGettime(clockid_t clock, struct timespec *spec) {
  int (*real)(clockid_t, struct timespec *) = nextDefinition("clock_gettime", &realClockGettime);
  if (real != NULL) return real(clock, spec);
  return (int)syscall(SYS_clock_gettime, clock, spec);
}

int clock_gettime(clockid_t clock, struct timespec *spec) {
  if (sceneThread && isWallClock(clock)) {
    *spec = sceneTimespec();
    return 0;
  }
  return kernelClockGettime(clock, spec);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
  if (sceneThread) {
    // The time zone argument is obsolete (glibc fills it with zeros); keep glibc's answer for it.
    if (zone != NULL) {
      int (*real)(struct timeval *, void *) = nextDefinition("gettimeofday", &realGettimeofday);
      if (real != NULL) real(NULL, zone);
    }
    struct timespec spec = sceneTimespec();
    value->tv_sec = spec.tv_sec;
    value->tv_usec = spec.tv_nsec / 1000;
    return 0;
  }
  int (*real)(struct timeval *, void *) = nextDefinition("gettimeofday", &realGettimeofday);
  if (real != NULL) return real(value, zone);
  return (int)syscall(SYS_gettimeofday, value, zone);
}

time_t time(time_t *result) {
  if (sceneThread) {
    time_t seconds = sceneTimespec().tv_sec;
    if (result != NULL) *result = seconds;
    return seconds;
  }
  time_t (*real)(time_t *) = nextDefinition("time", &realTime);
  if (real != NULL) return real(result);
  return (time_t)syscall(SYS_time, result);
}

int timespec_get(struct timespec *spec, int base) {
  if (sceneThread && base == TIME_UTC) {
    *spec = sceneTimespec();
    return base;
  }
  int (*real)(struct timespec *, int) = nextDefinition("timespec_get", &realTimespecGet);
  if (real != NULL) return real(spec, base);
  return 0;
}

double scene_clock_kernel_realtime(void) {
  struct timespec spec = {0, 0};
  kernelClockGettime(CLOCK_REALTIME, &spec);
  return (double)spec.tv_sec + (double)spec.tv_nsec * 1e-9;
}

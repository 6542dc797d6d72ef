import Glibc

/// `CLOCK_MONOTONIC`, the clock frame deadlines are measured on (it never jumps with the wall
/// clock; it stops during suspend, which the display link treats as a stall).
package enum MonotonicClock {
  /// Seconds since an arbitrary fixed point (boot, on Linux), with nanosecond resolution.
  package static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}

import Testing
import TestSupport

/// Every test that talks to an X server lives in an extension of this suite, so they run one at
/// a time (Xlib and Xft keep process-wide state) while the pure tests run in parallel.
///
/// Each test starts its own Xvfb. Without Xvfb they are skipped, unless
/// `MOTION_PREVIEW_REQUIRE_X=1` (set by CI), which makes a missing Xvfb a failure.
@Suite(
  .serialized,
  .enabled(
    if: XvfbServer.shouldRun,
    "Xvfb is not installed (apt-get install xvfb; MOTION_PREVIEW_REQUIRE_X=1 makes this a failure)"))
struct X11Tests {}

import CX11
import Glibc
import Scenes

/// A fixed-rate frame loop on the window's X connection, in the calling thread.
///
/// Each turn it drains the events Xlib holds (coalescing resizes), draws a frame when one is due,
/// then flushes and sleeps in `poll` on the X socket until the next deadline. Deadlines lie on a
/// monotonic grid (`FrameSchedule`); a late wake-up skips whole periods and counts them as
/// dropped, and each frame is stamped with its grid time. While the delegate reports no animation
/// and no redraw is pending, `poll` waits without a timeout: an idle preview never wakes up.
/// Expose events are answered by copying the exposed area from the back buffer, without drawing.
package final class DisplayLink {
  /// The window frames are shown in.
  package let window: XWindow
  /// The renderer that draws them.
  package let renderer: Renderer
  /// Frames per second while animating (more than 0).
  package let fps: Double
  /// Counters since `run` started.
  package private(set) var stats = DisplayLinkStats()
  private var needsFrame = true
  private var stopStatus: Int32?
  /// When the current `run` started, on the monotonic clock (seconds).
  private var runStart = 0.0

  /// The rate used when neither `fps` nor RandR gives one, in frames per second.
  package static let defaultFPS = 60.0

  /// Creates a display link.
  ///
  /// - Parameters:
  ///   - window: The window to present in (mapped by `run` if it is not yet).
  ///   - renderer: The renderer drawing into `window`'s back buffer.
  ///   - fps: Frames per second (clamped to 1...100 000); nil uses the display's RandR refresh
  ///     rate, or 60 when that is unknown.
  package init(window: XWindow, renderer: Renderer, fps: Double? = nil) {
    self.window = window
    self.renderer = renderer
    let rate = fps ?? window.display.refreshRate ?? Self.defaultFPS
    self.fps = rate.isFinite ? min(max(rate, 1), 100_000) : Self.defaultFPS
  }

  /// Asks for one frame even if nothing animates (for example after a state change while idle).
  /// Call it on the loop's thread, typically from the delegate.
  package func requestRedraw() {
    needsFrame = true
  }

  /// Makes `run` return `status` at its next turn. Call it on the loop's thread (from the
  /// delegate).
  package func stop(status: Int32 = 0) {
    stopStatus = status
  }

  /// Runs until the delegate returns `.exit`, the window is closed (status 0), `stop` is called,
  /// or `exitAfter` seconds have passed (status 0). Losing the X connection ends the process with
  /// status 1 (see `XDisplay`). Returns the exit status.
  ///
  /// Times given to the delegate are seconds since this call, on the monotonic clock.
  package func run(delegate: CanvasDelegate, exitAfter: Double? = nil) -> Int32 {
    let dpy = window.display.pointer
    let start = MonotonicClock.now()
    runStart = start
    func elapsed() -> Double { MonotonicClock.now() - start }
    var schedule = FrameSchedule(period: 1 / fps, start: 0)
    var wasAnimating = false
    var event = XEvent()
    stats = DisplayLinkStats()
    stopStatus = nil
    needsFrame = true
    if !window.isMapped { window.map() }
    defer { XFlush(dpy) }

    while true {
      // Drain what Xlib already holds, without blocking.
      while XEventsQueued(dpy, QueuedAlready) > 0 {
        XNextEvent(dpy, &event)
        guard let input = window.translate(&event) else { continue }
        if let status = dispatch(input, to: delegate, at: elapsed()) { return status }
      }
      if let size = window.applyPendingResize() {
        if let status = dispatch(.resized(size), to: delegate, at: elapsed()) { return status }
      }
      if let stopStatus { return stopStatus }

      let now = elapsed()
      if let exitAfter, now >= exitAfter { return 0 }
      var timeout: Double? = nil
      if delegate.isAnimating(at: now) {
        if !wasAnimating {
          schedule.restart(at: now)
          wasAnimating = true
        }
        if let time = schedule.frameTime(at: now) {
          draw(delegate, at: time)
          stats.framesDropped = schedule.dropped
          continue
        }
        timeout = schedule.nextDeadline - now
      } else {
        // The last frame drawn while animating lies up to one period before the end: draw the
        // settled state once more, or the screen would stay a frame short until the next event.
        if wasAnimating { needsFrame = true }
        wasAnimating = false
        if needsFrame {
          draw(delegate, at: now)
          continue
        }
      }
      if let exitAfter { timeout = min(timeout ?? .infinity, exitAfter - now) }

      // Never sleep with requests unsent or events already queued.
      XFlush(dpy)
      if XEventsQueued(dpy, QueuedAlready) > 0 { continue }
      var descriptors = [pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)]
      for extra in delegate.wakeDescriptors {
        descriptors.append(pollfd(fd: extra, events: Int16(POLLIN), revents: 0))
      }
      // poll counts whole milliseconds. Rounding the timeout up made frames wake up to 1 ms
      // late (intervals alternating 16.5 / 17.6 ms at 60 fps), so wait the whole milliseconds in
      // poll, where an event can wake us, and sleep the sub-millisecond rest with nanosleep.
      // (ppoll takes nanoseconds but needs _GNU_SOURCE, which Swift's Glibc module lacks.)
      let milliseconds = timeout.map { Int32(min(max($0 * 1000, 0), 1e9).rounded(.down)) } ?? -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if ready == 0, let timeout {
        let rest = timeout - Double(milliseconds) / 1000
        if rest > 0 {
          var spec = timespec(tv_sec: 0, tv_nsec: Int(min(rest, 0.001) * 1e9))
          nanosleep(&spec, nil)
        }
      }
      stats.wakeUps += 1
      guard ready > 0 else { continue }
      for extra in descriptors.dropFirst() where extra.revents != 0 {
        needsFrame = true
        if case .exit(let status) = delegate.descriptorReadable(extra.fd, at: elapsed()) { return status }
      }
      if descriptors[0].revents != 0 {
        // Reads what arrived. Readable is not a whole event: this may queue nothing, which is
        // fine. On end of file Xlib calls the I/O error handler, which exits with status 1.
        _ = XEventsQueued(dpy, QueuedAfterReading)
      }
    }
  }

  /// Hands `event` to the delegate; returns an exit status when the loop must end.
  private func dispatch(_ event: InputEvent, to delegate: CanvasDelegate, at time: Double) -> Int32? {
    needsFrame = true
    if case .exit(let status) = delegate.handle(event, at: time) { return status }
    if event == .closeRequested { return 0 }
    return nil
  }

  /// Draws the delegate's frame for `time` into the back buffer and presents it. `XSync` bounds
  /// the server's queue to one frame, so a slow server cannot fall ever further behind.
  private func draw(_ delegate: CanvasDelegate, at time: Double) {
    renderer.render(delegate.frame(at: time, size: window.size))
    window.present()
    XSync(window.display.pointer, 0)
    stats.framesPresented += 1
    needsFrame = false
    delegate.didPresent(at: MonotonicClock.now() - runStart)
  }
}

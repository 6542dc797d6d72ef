import CX11
import Glibc
import Scenes

/// The frame loop on the window's X connection, in the calling thread.
///
/// Each turn it drains the events Xlib holds (coalescing resizes), draws a frame when one is due,
/// then flushes and sleeps in `poll` on the X socket until the next deadline or event.
///
/// With the X Present extension (`Presentation.present`) each frame is handed to the server for
/// a vblank chosen by MSC and copied there, so it never tears; the next frame is drawn when
/// PresentCompleteNotify says the last one is on screen, for the time of the vblank it will be
/// shown at. Xvfb's fake vblank counts a frame late once it arrives more than half a period after
/// the vblank before, so from a late frame, or one that took more than a quarter of a period to
/// draw, frames alternate between two back buffers: each is drawn as soon as the frame two
/// before it is on screen, a vblank ahead, and has a period and a half to reach the server (a
/// frame more of latency; `bench --views`, 1,000 animated views, on the 2-core machine of
/// December 2026: 58–229 of 600 frames dropped with one buffer, 0 in 10 runs with two). That
/// lasts until the animation ends or half a second of light frames in a row
/// (`lightFramesToDrawOnTime`; twice as long each further time in one animation), so that one
/// late frame does not double the pixels each frame repaints for the rest of an animation that
/// never ends. Vblanks that pass without their frame count as dropped. Without Present (or
/// with `MOTION_PREVIEW_PRESENT=0`) a timer paces frames on a monotonic grid (`FrameSchedule`)
/// and each is copied at once; a late wake-up skips whole periods and counts them as dropped.
///
/// While the delegate reports no animation and no redraw is pending, or while the window is
/// unmapped or fully covered, `poll` waits without a timeout: an idle or hidden preview never
/// wakes up. Shown again, it draws the present moment (frame times come from the clock).
/// Expose events are answered by copying the exposed area from the back buffer, without drawing;
/// a resize draws the new size at once, before the loop sleeps, so no new area stays black.
package final class DisplayLink {
  /// The window frames are shown in.
  package let window: XWindow
  /// The renderer that draws them.
  package let renderer: Renderer
  /// Frames per second while animating (more than 0): the timer's rate, or with Present the
  /// refresh rate divided by `vblankInterval`.
  package let fps: Double
  /// How frames reach the screen: `.present` when the server has the extension and it was not
  /// turned off, else `.timer`.
  package let presentation: Presentation
  /// Counters since `run` started.
  package private(set) var stats = DisplayLinkStats()
  /// Seconds between the vblanks frames are timed by: with Present, the period learned from
  /// the server's completion events (RandR's rate until then); with the timer, `1 / fps`.
  package var refreshPeriod: Double { queue?.period ?? 1 / fps }
  /// With Present, frames handed to the server and not yet on screen: after `run` returns, up to
  /// two (drawing ahead) that are counted in `stats.framesPresented` and will still be shown.
  package var framesInFlight: Int { queue?.pending.count ?? 0 }
  private var needsFrame = true
  /// True while frames alternate between two buffers, each drawn while the one before waits
  /// for its vblank: from a late or slow frame until the animation ends or half a second of
  /// light frames.
  private var pipelined = false
  /// With Present, draw every animated frame while the one before waits for its vblank, not
  /// only after a late or slow frame (for tests of the two buffers, and for measuring them).
  package var alwaysPipelines = false
  /// The vblank the delegate was last told to prepare a frame for, and that frame's time.
  private var prepared: (msc: UInt64, time: Double)?
  /// The vblank after `prepared` and the time the delegate was told for it
  /// (`prepareFrame(at:then:size:)`'s `following`), which that frame keeps when it comes.
  private var promised: (msc: UInt64, time: Double)?
  /// The Present queue's count of missed vblanks when the last frame was drawn.
  private var missedAtLastDraw = 0
  /// Light frames in a row (made ahead, and made, drawn and sent in at most an eighth of a
  /// period, with no vblank missed): `lightFramesToDrawOnTime` of them end drawing ahead.
  private var lightFramesInARow = 0
  /// How many light frames in a row end drawing ahead (`pipelined`): nil for half a second's
  /// worth at the refresh period (the examples' first toggle, a frame heavy with new text,
  /// turned it on for a whole second, which then cost twice the steady state). Drawing ahead
  /// into the other buffer makes each frame repaint the damage of two frames and adds a frame
  /// of latency; from a single late frame it used to last as long as the animation, which in
  /// the built-in examples (a crease that never rests) is for ever: 11 % more CPU, window and
  /// server, in the runs that had one (8 runs of 12 s alternated, 4.28 % → 4.75 % of a core).
  /// Each time drawing ahead ends within one animation, the next end takes twice as many: a machine whose hitches keep making frames
  /// late then drops a frame at a few of them, not at each (one buffer has half a period to
  /// reach the server, two a period and a half). Set lower in tests.
  package var lightFramesToDrawOnTime: Int?
  /// How many times drawing ahead has ended in the current animation (each doubles the light
  /// frames the next end takes).
  private var drawingAheadEnds = 0
  /// Whether the last `run` returned while the delegate animated: with its frames still in
  /// flight, the next run goes on with the animation rather than starting one.
  private var animatingAtLastReturn = false
  /// Seconds the last frame that was not made ahead took to make, render and send.
  private var unpreparedDrawTime = 0.0
  /// Seconds the delegate and the renderer took to prepare the frame drawn next, made ahead
  /// while the frame before waited for its vblank.
  private var prepareTime = 0.0
  private var stopStatus: Int32?
  /// When the current `run` started, on the monotonic clock (seconds); for a slice, when the
  /// first slice did, moved on by the time between slices.
  private var runStart = 0.0
  /// Where the last run's clock stopped (seconds): a slice's clock goes on from there.
  private var sliceClock = 0.0
  /// The time of the last frame drawn, on its run's clock.
  private var lastFrameTime: Double?
  /// The Present queue, when frames are presented at vblanks.
  private let queue: PresentQueue?
  /// Vblanks per frame with Present (1 unless a lower `fps` was asked for).
  private let vblankInterval: UInt64

  /// The rate used when neither `fps` nor RandR gives one, in frames per second.
  package static let defaultFPS = 60.0
  /// The longest the loop sleeps while the delegate has work pending (`doPendingWork`), in
  /// seconds.
  package static let workInterval = 0.002

  /// Creates a display link.
  ///
  /// - Parameters:
  ///   - window: The window to present in (mapped by `run` if it is not yet).
  ///   - renderer: The renderer drawing into `window`'s back buffer.
  ///   - fps: Frames per second (clamped to 1...100 000); nil uses the display's refresh rate
  ///     (RandR's, or 60 when that is unknown). With Present, a rate below the refresh rate
  ///     shows each frame for a whole number of vblanks; a rate above it uses the timer.
  ///   - presentation: `.timer` forces the timer; the default, `Presentation.requested`, uses
  ///     Present when the server has it unless `MOTION_PREVIEW_PRESENT=0`.
  package init(
    window: XWindow, renderer: Renderer, fps: Double? = nil,
    presentation: Presentation = .requested
  ) {
    self.window = window
    self.renderer = renderer
    let refresh = window.display.refreshRate ?? Self.defaultFPS
    let rate = fps ?? refresh
    let clamped = rate.isFinite ? min(max(rate, 1), 100_000) : Self.defaultFPS
    let interval = max(1, (refresh / clamped).rounded())
    // Present shows frames only at vblanks: a rate it cannot keep (above the refresh rate, or
    // not near a whole fraction of it) stays on the timer.
    let fitsVblanks = abs(refresh / interval - clamped) <= clamped * 0.02
    if presentation == .present, fitsVblanks,
      let queue = PresentQueue(window: window, refreshRate: refresh)
    {
      self.queue = queue
      self.presentation = .present
      vblankInterval = UInt64(interval)
      queue.frameInterval = vblankInterval
    } else {
      queue = nil
      self.presentation = .timer
      vblankInterval = 1
    }
    self.fps = clamped
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

  /// The line printed when another client destroyed the window.
  package static let windowClosedMessage = "the window was closed by another client"

  /// Runs until the delegate returns `.exit`, the window is closed (status 0), `stop` is called,
  /// or `exitAfter` seconds have passed (status 0). Losing the X connection ends the process with
  /// status 1 (see `XDisplay`), and so does another client destroying the window (one line on
  /// standard error, `windowClosedMessage`). Returns the exit status.
  ///
  /// Times given to the delegate are seconds since this call, on the monotonic clock; for a
  /// slice, since the first slice, less the time between slices.
  ///
  /// - Parameter asSlice: This run is one slice of a longer one (a benchmark alternating with
  ///   another program): its clock goes on from where the last slice's stopped, and once
  ///   `exitAfter` has passed it draws nothing more but returns only when the frames it has in
  ///   flight are on screen, so that the vblanks between slices are neither drawn nor dropped.
  package func run(delegate: CanvasDelegate, exitAfter: Double? = nil, asSlice: Bool = false) -> Int32 {
    let dpy = window.display.pointer
    let began = MonotonicClock.now()
    // Seconds of the earlier slices: the delegate's clock goes on from them. With Present, the
    // slice's first frame is for the vblank a period after the last slice's last frame (the time
    // between slices is no whole number of periods, and frames never go back in time).
    var start = began - (asSlice ? sliceClock : 0)
    if asSlice, let queue, queue.last != nil, let lastFrameTime {
      let next = queue.nextTarget(after: began, interval: vblankInterval).time
      start = next - (lastFrameTime + queue.period * Double(vblankInterval))
    }
    let carried = began - start
    runStart = start
    func elapsed() -> Double { MonotonicClock.now() - start }
    defer { sliceClock = elapsed() }
    var schedule = FrameSchedule(period: 1 / fps, start: 0)
    // A run that starts while the last one's animated frames are in flight (a benchmark's
    // warm-up, then its measured seconds) goes on with the animation: its first frame takes the
    // vblank after theirs. Taken for an animation's first frame, one made on the spot and slow
    // aims a vblank further (below), which left a vblank without a new frame between the runs:
    // the one frame `bench --views` counted as dropped in most runs.
    var wasAnimating = animatingAtLastReturn && framesInFlight > 0
    defer { animatingAtLastReturn = wasAnimating }
    var wasShowing = true
    var event = XEvent()
    stats = DisplayLinkStats()
    queue?.restartCounts()
    let droppedBefore = queue?.droppedFrames ?? 0
    let skippedBefore = queue?.skippedFrames ?? 0
    let overwrittenBefore = queue?.overwrittenFrames ?? 0
    var firstMSC: UInt64?
    stopStatus = nil
    needsFrame = true
    prepared = nil
    promised = nil
    // Drawing ahead outlives a run (a benchmark's warm-up, say), as it outlives anything but
    // the end of the animation.
    if alwaysPipelines { pipelined = true }
    if !window.isMapped { window.map() }
    defer { XFlush(dpy) }
    /// The request Xlib would number next when its buffer was last flushed: while it is still
    /// the next, nothing is waiting to be sent.
    var flushedAt: UInt = 0
    func flush() {
      XFlush(dpy)
      flushedAt = XNextRequest(dpy)
    }

    while true {
      // Drain what Xlib already holds, without blocking.
      while XEventsQueued(dpy, QueuedAlready) > 0 {
        XNextEvent(dpy, &event)
        if let queue, let completed = queue.handle(&event, receivedAt: MonotonicClock.now()) {
          if completed, let last = queue.last {
            delegate.didPresent(at: last.reported - start)
            firstMSC = firstMSC ?? last.msc
            stats.vblanks = Int(last.msc - (firstMSC ?? last.msc))
          }
          stats.framesDropped = queue.droppedFrames - droppedBefore
          stats.framesSkipped = queue.skippedFrames - skippedBefore
          stats.framesOverwritten = queue.overwrittenFrames - overwrittenBefore
          continue
        }
        // An exposed area shows the oldest frame in flight, the next on screen (not a newer
        // one drawn ahead, which would mix two frames until the next vblank).
        window.exposesFrom = queue?.pending.first?.pixmap
        guard let input = window.translate(&event) else { continue }
        if let status = dispatch(input, to: delegate, at: elapsed()) { return status }
      }
      if window.isGone {
        // Another client destroyed the window (xdotool windowclose): nothing can be shown any
        // more. Status 1, as for a lost connection: the program did not end by the user's
        // request to it (Q, Escape or the window manager's close button end with 0).
        writeToStandardError("motion-preview: \(Self.windowClosedMessage)\n")
        return 1
      }
      if let stopStatus { return stopStatus }
      if let size = window.applyPendingResize() {
        if let status = dispatch(.resized(size), to: delegate, at: elapsed()) { return status }
        // Never leave the new area black: draw the new size and copy it at once.
        if window.isShowing { drawResized(delegate, at: elapsed()) }
      }
      if let stopStatus { return stopStatus }

      let now = elapsed()
      let ending = exitAfter.map { now - carried >= $0 } ?? false
      if ending, !asSlice || framesInFlight == 0 { return 0 }
      let showing = window.isShowing
      if showing != wasShowing {
        wasShowing = showing
        needsFrame = showing
        wasAnimating = false
      }
      var timeout: Double? = nil
      if ending, let queue, let pending = queue.pending.first {
        // A slice's end: wait for its frames to be on screen (a server that never shows one is
        // given up on, as below).
        let giveUp = pending.issued - start + max(0.25, 4 * queue.period)
        if now >= giveUp {
          queue.abandonOldest()
          continue
        }
        timeout = giveUp - now
      } else if !showing {
        // Unmapped or covered: nothing to draw until it is shown again.
      } else if let queue {
        // Two frames in flight only once one has completed: before that every frame aims at
        // "the next vblank", and a second would replace the first.
        if let pending = queue.pending.first,
          queue.pending.count >= (pipelined && queue.last != nil ? 2 : 1)
        {
          // Wait for the frame in flight (the older one, when two are); a server that never
          // completes it is given up on.
          let giveUp = pending.issued - start + max(0.25, 4 * queue.period)
          if now >= giveUp {
            queue.abandonOldest()
            continue
          }
          timeout = giveUp - now
        } else {
          // The frame is for the vblank it will be shown at: ask about that moment (the very
          // time the delegate was told to prepare for, when this is the vblank it was told).
          var target = queue.nextTarget(after: now + start, interval: vblankInterval)
          var time = max(now, target.time - start)
          let isPrepared = prepared?.msc == target.msc
          if let prepared, isPrepared {
            time = prepared.time
          } else if target.msc != 0,
            wasAnimating ? queue.missed > missedAtLastDraw : unpreparedDrawTime > queue.period / 4
          {
            // This frame was not made ahead, and made now it could be late: the last frame
            // was, or (the first frame of an animation) the last frame made on the spot took
            // more than a quarter of a period, near the half after which Xvfb's fake vblank
            // already counts a frame late. It aims a vblank further (a frame of latency at the
            // start of an animation, or one more dropped frame), and from then until the
            // animation ends, or frames are light again, each frame is drawn into the other
            // buffer while the last one waits for its vblank (`pipelined`), so it has a period
            // and a half to reach the server instead of half a period.
            let later = queue.frame(vblankInterval, after: target.msc, at: target.time)
            target = (later.msc, later.time, target.skipped + 1)
            time = target.time - start
            pipelined = true
            stats.framesAimedLater += 1
          }
          prepared = nil
          if delegate.isAnimating(at: time) {
            if wasAnimating { queue.countMissed(target.skipped) }
            wasAnimating = true
            let drawStart = MonotonicClock.now()
            if !queue.pending.isEmpty { stats.framesPipelined += 1 }
            draw(delegate, at: time, targetMSC: target.msc)
            let drawTime = MonotonicClock.now() - drawStart
            if !isPrepared { unpreparedDrawTime = drawTime }
            // A frame made ahead whose making, drawing and sending took more than a quarter of
            // a period in all is heavy: drawing it came near Xvfb's half-period deadline
            // (above), or the machine is busy enough with the animation that a hitch of a few
            // milliseconds makes it miss. The next ones are drawn a vblank ahead. (1,000
            // animated views drew in 2–3 ms after a 2 ms making, below the quarter alone, and
            // dropped the frame a hitch delayed before drawing ahead turned on.) A frame made
            // on the spot, such as an animation's first, also pays for what is done once
            // (fonts, masks), and is not counted.
            if isPrepared, drawTime + prepareTime > queue.period / 4 { pipelined = true }
            // Half the time that turns it on, so that a frame near it does not turn drawing
            // ahead on and off in turn.
            let isLight = isPrepared && drawTime + prepareTime <= queue.period / 8 && queue.missed == missedAtLastDraw
            lightFramesInARow = isLight ? lightFramesInARow + 1 : 0
            let lightRun = (lightFramesToDrawOnTime ?? Int((0.5 / queue.period).rounded(.up))) << min(drawingAheadEnds, 20)
            if pipelined, !alwaysPipelines, lightFramesInARow >= lightRun {
              pipelined = false
              drawingAheadEnds += 1
              stats.drawingAheadEnded += 1
            }
            missedAtLastDraw = queue.missed
            if target.msc != 0 {
              // While the server waits for that vblank, the delegate starts on the next frame,
              // once the server has taken this one in: made at once beside the server's work,
              // on a machine of few cores the two compete, and the frame missed its vblank more
              // often (1,000 animated views, `bench --views`: 6–20 of 600 frames dropped with a
              // flush only, 2–14 with the sync). A frame drawn in under an eighth of a period
              // leaves the server little to do, and the next frame little to compete with: it
              // is only flushed, which spares the window a wait and a wake-up a frame (the
              // examples at 60 fps, alternated on two displays: 5 % less CPU, window and server).
              if drawTime > queue.period / 8 {
                XSync(dpy, 0)
                flushedAt = XNextRequest(dpy)
              } else {
                flush()
              }
              // (The queue's times are on this process's clock; the delegate's from `start`.)
              var next = queue.frame(vblankInterval, after: target.msc, at: start + time)
              next.time -= start
              if let promised, promised.msc == next.msc { next.time = promised.time }
              prepared = next
              var following = queue.frame(vblankInterval, after: next.msc, at: start + next.time)
              following.time -= start
              promised = following
              let prepareStart = MonotonicClock.now()
              if let frame = delegate.prepareFrame(at: next.time, then: following.time, size: window.size) {
                renderer.prepare(frame)
              }
              prepareTime = MonotonicClock.now() - prepareStart
            }
            continue
          }
          // Animation ended: one more frame shows the settled state (see below).
          if wasAnimating { needsFrame = true }
          wasAnimating = false
          pipelined = alwaysPipelines
          drawingAheadEnds = 0
          if needsFrame {
            draw(delegate, at: time, targetMSC: target.msc)
            continue
          }
        }
      } else if delegate.isAnimating(at: now) {
        if !wasAnimating {
          schedule.restart(at: now)
          wasAnimating = true
        }
        if let time = schedule.frameTime(at: now) {
          draw(delegate, at: time, targetMSC: nil)
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
          draw(delegate, at: now, targetMSC: nil)
          continue
        }
      }
      if delegate.doPendingWork(at: elapsed()) {
        timeout = min(timeout ?? .infinity, Self.workInterval)
      }
      if let exitAfter, !ending { timeout = min(timeout ?? .infinity, exitAfter - (now - carried)) }

      // Never sleep with requests unsent or events already queued. Xlib's XFlush also reads
      // the socket, a failed `recvmsg` when nothing came: after a frame already flushed (the
      // usual case), nothing new is queued and the call is spared.
      if XNextRequest(dpy) != flushedAt { flush() }
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

  /// Draws the delegate's frame for `time` into the back buffer and presents it: with Present at
  /// vblank `targetMSC` (its completion reports it on screen), else copied at once, with `XSync`
  /// bounding the server's queue to one frame so a slow server cannot fall ever further behind.
  private func draw(_ delegate: CanvasDelegate, at time: Double, targetMSC: UInt64?) {
    lastFrameTime = time
    if let queue, queue.isBusy(window.backBufferPixmap) { window.swapBuffers() }
    renderer.render(delegate.frame(at: time, size: window.size))
    stats.framesPresented += 1
    needsFrame = false
    if let queue, let targetMSC {
      // After a skipped frame the screen may be two frames behind: copy everything.
      if queue.takeSkipped() { window.markAllDrawn() }
      window.present(with: queue, targetMSC: targetMSC, at: runStart + time)
      return
    }
    window.present()
    XSync(window.display.pointer, 0)
    delegate.didPresent(at: MonotonicClock.now() - runStart)
  }

  /// Draws the frame for a new window size into the new back buffer and copies it at once,
  /// before the loop sleeps. A frame still in flight shows the old buffer at its vblank, so
  /// the new one is queued, whole, for each vblank a frame is in flight for, which makes the
  /// server skip the old ones (it replaces a frame only by one for the same vblank).
  private func drawResized(_ delegate: CanvasDelegate, at time: Double) {
    renderer.render(delegate.frame(at: time, size: window.size))
    stats.framesPresented += 1
    needsFrame = false
    window.present()
    if let queue {
      for targetMSC in Set(queue.pending.map(\.targetMSC)).sorted() {
        window.markAllDrawn()
        window.present(with: queue, targetMSC: targetMSC, at: runStart + time)
      }
    }
    XSync(window.display.pointer, 0)
    delegate.didPresent(at: MonotonicClock.now() - runStart)
  }
}

/// Counters a display link keeps while it runs.
package struct DisplayLinkStats: Hashable, Sendable {
  /// Frames drawn and copied to the window.
  package var framesPresented = 0
  /// Frames missing from the screen: with the timer, deadlines that passed without a frame
  /// (the loop woke up late or a frame was slow); with Present, read from the vblanks the
  /// frames were shown at, each frame interval that passed without a new frame.
  package var framesDropped = 0
  /// With Present: vblanks from the first frame's completion to the last's (0 with the timer).
  package var vblanks = 0
  /// Times the loop returned from `poll` (a deadline, an X event, or an exit timer).
  package var wakeUps = 0
  /// With Present: frames drawn while the frame before was still waiting for its vblank (into
  /// the other of two buffers), as the loop does from a late or slow frame until the animation
  /// ends or frames are light again.
  package var framesPipelined = 0
  /// With Present: times drawing ahead ended before the animation did, after a run of light
  /// frames (`DisplayLink.lightFramesToDrawOnTime`).
  package var drawingAheadEnded = 0
  /// With Present: frames aimed a vblank past the next one, as made on the spot they could be
  /// late (the frame before was, or it is an animation's first and the last frame made on the
  /// spot was slow); the frame before stays on screen a vblank longer.
  package var framesAimedLater = 0
  /// With Present: frames the server replaced by a newer one for the same vblank before showing
  /// them (a frame late for its vblank and the next one drawn ahead; a resize), counted in
  /// `framesPresented` but never on screen nor reported to `didPresent`.
  package var framesSkipped = 0
  /// With Present: frames shown at the same vblank as the frame after them (one late for its
  /// vblank is copied at once, at the next, where the next frame is shown too): on screen for
  /// no refresh. The vblanks from the first frame's to the last's are then the frames shown,
  /// less these, plus the dropped ones, less one.
  package var framesOverwritten = 0

  /// Zeroed counters.
  package init() {}
}

/// How a display link puts frames on screen.
package enum Presentation: String, Hashable, Sendable {
  /// The X Present extension: each frame is copied at a vblank chosen by MSC (so it never
  /// tears), and the loop is paced by the server's PresentCompleteNotify events.
  case present
  /// A timer on a monotonic grid, each frame copied at once with `XCopyArea` (the fallback
  /// where Present is missing, or when `MOTION_PREVIEW_PRESENT=0`).
  case timer

  /// What the environment asks for: `.timer` when `MOTION_PREVIEW_PRESENT` is `0`, else
  /// `.present` (used when the server has the extension).
  package static var requested: Presentation {
    guard let value = getenv("MOTION_PREVIEW_PRESENT") else { return .present }
    return String(cString: value) == "0" ? .timer : .present
  }
}

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

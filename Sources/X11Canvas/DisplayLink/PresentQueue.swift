import CX11
import Export

/// Presents a window's back buffer with the X Present extension at a chosen vblank (MSC) and
/// learns from PresentCompleteNotify when each frame reached the screen.
///
/// Up to two frames are in flight, each from its own back buffer (`XWindow.swapBuffers`), and
/// nothing may draw into a buffer until the server has copied it (`PresentOptionCopy` makes it
/// idle at completion). Times are seconds on this process's monotonic clock; the server's UST is
/// mapped onto it by the smallest offset seen between an event's UST and its arrival.
final class PresentQueue {
  /// A frame handed to the server and not yet completed.
  struct Pending {
    var serial: UInt32
    /// The pixmap presented, busy until the frame completes.
    var pixmap: UInt
    /// The MSC asked for (0: the next vblank).
    var targetMSC: UInt64
    /// When it was issued (monotonic seconds).
    var issued: Double
  }

  /// The window presented to (kept alive so the event selection is freed before it).
  let window: XWindow
  /// Seconds per vblank: RandR's rate at first, then measured from completion events.
  var period: Double { learned.seconds }
  /// The period learned from the completions' UST.
  private var learned: VblankPeriod
  /// The frames in flight, oldest first.
  private(set) var pending: [Pending] = []
  /// The MSC of the last completed frame, the vblank time the model gives it (for the next
  /// frame's time) and the time the server reported (when it really reached the screen).
  private(set) var last: (msc: UInt64, time: Double, reported: Double)?
  /// The MSC of the first completion: `last.msc - first` vblanks have passed since.
  private(set) var firstMSC: UInt64?
  /// Vblanks that passed without the frame meant for them, since creation.
  private(set) var missed = 0
  /// True when the server skipped a frame (a later one was queued for the same vblank) since
  /// `takeSkipped`: the window may then show an older frame than the one before the next.
  private var skipped = false
  /// Frames the server skipped (replaced by a newer one for the same vblank), since creation.
  private(set) var skippedFrames = 0
  /// Frames shown at the same vblank as the frame after them, since creation: a frame late for
  /// its vblank is copied at once, at the next vblank, where the next frame is shown too. On
  /// screen for no refresh, they hold no vblank of their own (unlike frames shown late, which
  /// `missed` counts).
  private(set) var overwrittenFrames = 0
  /// The vblank of the last frame shown (not skipped).
  private var lastShownMSC: UInt64?
  /// Frames missing from the screen since creation, read from the vblanks the frames were shown
  /// at: each `frameInterval` vblanks between two frames shown in turn without a new frame.
  /// What the viewer saw; `missed` also counts each frame shown later than aimed, which a
  /// run of frames each a vblank late (after one late frame, drawing ahead) counts once each
  /// although every vblank but the first showed a new frame.
  private(set) var droppedFrames = 0
  /// Vblanks from one frame to the next at the link's pace (1 at the refresh rate).
  var frameInterval: UInt64 = 1
  private let opcode: Int32
  private let eventID: UInt
  private let region: XserverRegion
  private var serial: UInt32 = 0
  /// Local monotonic seconds minus the server's UST seconds, the smallest seen.
  private var clockOffset: Double?
  /// A vblank and its time on the model `time(msc) = phase.time + (msc − phase.msc) × period`.
  /// Reported times come late by the server's scheduling (Xvfb's fake vblank is a timer), never
  /// early, so the earliest-looking completion sets the phase; later ones pull it only slowly.
  private var phase: (msc: UInt64, time: Double)?
  /// The vblank that starts the grid frames are timed on (`frame(_:after:at:)`), its time and the grid's
  /// period.
  private var grid: (msc: UInt64, time: Double, period: Double)?
  /// Seconds per vblank by RandR's rate (1/60 s without one).
  private var nominalPeriod: Double { learned.nominal }

  /// Selects completion events on `window`; nil when the server has no Present extension.
  init?(window: XWindow, refreshRate: Double?) {
    let dpy = window.display.pointer
    var opcode: Int32 = 0
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 1
    var minor: Int32 = 0
    guard XPresentQueryExtension(dpy, &opcode, &eventBase, &errorBase) != 0,
      XPresentQueryVersion(dpy, &major, &minor) != 0
    else { return nil }
    self.window = window
    self.opcode = opcode
    learned = VblankPeriod(nominal: 1 / ((refreshRate ?? 0) > 0 ? refreshRate! : 60))
    eventID = XPresentSelectInput(dpy, window.id, UInt32(PresentCompleteNotifyMask))
    region = XFixesCreateRegion(dpy, nil, 0)
  }

  deinit {
    XFixesDestroyRegion(window.display.pointer, region)
    XPresentFreeInput(window.display.pointer, window.id, eventID)
  }

  /// The vblank to aim the next frame at: `interval` vblanks after the last completed one (or
  /// after the newest frame in flight), or the first such step still more than a millisecond
  /// ahead of `now`; its predicted time; and how many frames' vblanks were skipped to get there.
  /// Before the first completion: MSC 0 (the next vblank) at `now`.
  func nextTarget(after now: Double, interval: UInt64) -> (msc: UInt64, time: Double, skipped: Int) {
    guard var base = last else { return (0, now, 0) }
    if let newest = pending.last, newest.targetMSC > base.msc {
      base.time += Double(newest.targetMSC - base.msc) * period
      base.msc = newest.targetMSC
    }
    var steps = interval
    let ahead = (now + 0.001 - base.time) / period
    if ahead >= Double(steps) { steps = (UInt64(ahead.rounded(.down)) / interval + 1) * interval }
    let target = frame(steps, after: base.msc, at: base.time)
    return (target.msc, target.time, Int((steps - interval) / interval))
  }

  /// The vblank `steps` after `msc`, whose frame is drawn for `time`, and the time its own frame
  /// is drawn for: a whole number of periods from the vblank that started the grid, while that
  /// lies within a quarter of a period of the model's time for it (`time` and `steps` periods);
  /// else the model's time, which starts the grid anew.
  ///
  /// The model follows the server's reports, which come late by its scheduling, so its times
  /// wander by tens of microseconds from vblank to vblank. On the grid, frames a whole cycle
  /// of a repeating animation apart (2 s at 60 Hz: 120 periods) are drawn for the same moment
  /// of it, and are the same frame: the renderer finds their shadows and masks in its caches
  /// instead of making them again. The grid's period is RandR's (or 60 Hz) while the measured
  /// one is within what the measurement can tell of it: 2 ms (a step of Xvfb's millisecond
  /// timer and a report's lateness) over the span measured, so 6 % over two vblanks, 0.1 % over
  /// 120, and never less than 0.02 %. The measured one, taken when the grid starts, would put no
  /// two cycles at the same moment (Xvfb's vblanks come every 16,666 µs, not 16,666.7); and one
  /// measured over a few vblanks is off by up to a few per cent, so a grid on it drifted a
  /// quarter of a period from the model in 25 frames or so and started anew (a fixed 0.5 %
  /// below 120 vblanks: 23–29 frames of 113 off the whole periods in two runs of a dozen of
  /// `framesAreTimedOnAGridOfWholePeriods`). A grid whose period is off by a little
  /// drifts from the model and starts anew, a few milliseconds on, once it is a quarter of a
  /// period away: with Xvfb every 100 s or so, at 0.02 % every 20 s. A monitor whose rate RandR
  /// gives further off (60 Hz for 59.95) is timed by the measured one.
  func frame(_ steps: UInt64, after msc: UInt64, at time: Double) -> (msc: UInt64, time: Double) {
    let target = msc + steps
    let model = time + Double(steps) * period
    if let grid {
      let onGrid = grid.time + (Double(target) - Double(grid.msc)) * grid.period
      if abs(onGrid - model) < period / 4 { return (target, onGrid) }
    }
    let tolerance = max(0.0002, 0.002 / (Double(max(learned.span, 1)) * nominalPeriod))
    let step = abs(period - nominalPeriod) <= nominalPeriod * tolerance ? nominalPeriod : period
    grid = (target, model, step)
    return (target, model)
  }

  /// Starts counting dropped and overwritten frames afresh from the next frame shown (a run
  /// of the link: the gap since the last run's last frame is no drop).
  func restartCounts() {
    lastShownMSC = nil
  }

  /// True when `pixmap` was presented and its frame has not completed: it must not be drawn.
  func isBusy(_ pixmap: UInt) -> Bool {
    pending.contains { $0.pixmap == pixmap }
  }

  /// Whether the server skipped a frame since the last call (then the next present should copy
  /// its whole buffer); resets the flag.
  func takeSkipped() -> Bool {
    defer { skipped = false }
    return skipped
  }

  /// Counts `frames` frames whose vblanks passed unused (the loop was late for them).
  func countMissed(_ frames: Int) {
    missed += frames
  }

  /// Asks the server to copy `rects` (pixels; nil: all) of `pixmap` to the window at
  /// `targetMSC`, issued at `now`. Does not flush.
  func present(pixmap: UInt, rects: [PixelRect]?, targetMSC: UInt64, at now: Double) {
    let dpy = window.display.pointer
    var update: XserverRegion = 0
    if let rects {
      var xRects = rects.filter { !$0.isEmpty }.map {
        XRectangle(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
          width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
      }
      XFixesSetRegion(dpy, region, &xRects, Int32(xRects.count))
      update = region
    }
    serial &+= 1
    XPresentPixmap(
      dpy, window.id, pixmap, serial, 0, update, 0, 0, 0, 0, 0, UInt32(PresentOptionCopy),
      targetMSC, 0, 0, nil, 0)
    pending.append(Pending(serial: serial, pixmap: pixmap, targetMSC: targetMSC, issued: now))
  }

  /// Gives up on the oldest frame in flight (the server never completed it) and counts it as
  /// missed; its buffer may be drawn again, and the next present copies its whole buffer.
  func abandonOldest() {
    guard !pending.isEmpty else { return }
    pending.removeFirst()
    missed += 1
    skipped = true
  }

  /// Handles `event` if it is one of Present's, received at `now`. Returns nil when it is not;
  /// else whether it put a frame in flight on screen (false for a frame the server skipped).
  func handle(_ event: inout XEvent, receivedAt now: Double) -> Bool? {
    guard event.type == GenericEvent, event.xcookie.extension == opcode else { return nil }
    let dpy = window.display.pointer
    guard XGetEventData(dpy, &event.xcookie) != 0, let data = event.xcookie.data else { return false }
    defer { XFreeEventData(dpy, &event.xcookie) }
    guard event.xcookie.evtype == PresentCompleteNotify else { return false }
    let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
    guard complete.window == window.id, complete.kind == UInt8(PresentCompleteKindPixmap) else {
      return false
    }
    let ust = Double(complete.ust) / 1_000_000
    let offset = min(clockOffset ?? .infinity, now - ust)
    clockOffset = offset
    let reported = ust + offset
    learned.learn(msc: complete.msc, ust: ust)
    last = (complete.msc, modelTime(msc: complete.msc, reported: reported), reported)
    if firstMSC == nil { firstMSC = complete.msc }
    guard let index = pending.firstIndex(where: { $0.serial == complete.serial_number }) else {
      return false
    }
    let frame = pending.remove(at: index)
    if complete.mode == UInt8(PresentCompleteModeSkip) {
      // Replaced by a newer frame for the same vblank before it was shown: not on screen.
      missed += 1
      skipped = true
      skippedFrames += 1
      return false
    } else if frame.targetMSC != 0, complete.msc > frame.targetMSC {
      missed += Int(complete.msc - frame.targetMSC)
    }
    if let previous = lastShownMSC {
      if complete.msc == previous { overwrittenFrames += 1 }
      if complete.msc > previous { droppedFrames += Int((complete.msc - previous - 1) / frameInterval) }
    }
    lastShownMSC = complete.msc
    return true
  }

  /// The model's time for vblank `msc`, after taking in that it was reported at `reported`.
  private func modelTime(msc: UInt64, reported: Double) -> Double {
    guard let phase, msc >= phase.msc else {
      phase = (msc, reported)
      return reported
    }
    let predicted = phase.time + Double(msc - phase.msc) * period
    if reported < predicted || reported - predicted > period {
      self.phase = (msc, reported)
      return reported
    }
    // Up to 50 µs a frame toward what the server reports, so the model cannot drift away.
    self.phase = (msc, predicted + min(reported - predicted, 0.000_05))
    return self.phase!.time
  }
}

/// The refresh period learned from Present's completions, each a vblank's MSC and the server's
/// UST for it (seconds).
///
/// A UST is seldom early but often late: Xvfb's fake vblank is a millisecond timer that fires
/// late under load. A slope from the first completion to the newest carries the first one's lateness: 7 ms late at
/// a busy start made a period 0.7 % short over 60 vblanks, and frames went off the whole
/// periods of the grid (`framesAreTimedOnAGridOfWholePeriods` failed once in CI that way). So
/// once `window` completions have come, the period is the slope between the medians of the
/// first `window` and of the latest `window`: each median ignores up to `window / 2` reports
/// late by any amount, and the ordinary jitter of both ends cancels.
package struct VblankPeriod: Sendable {
  /// Completions at each end of the span.
  package static let window = 15
  /// RandR's period (1/60 s without one), the period until completions tell another.
  package let nominal: Double
  /// Seconds per vblank.
  package private(set) var seconds: Double
  /// How many vblanks `seconds` was measured over (0: not measured).
  package private(set) var span: UInt64 = 0
  /// The first `window` completions of the current measuring run, in order.
  private var first: [Completion] = []
  /// Their median (`median`), taken once they are all in: it does not change after.
  private var firstMedian: (msc: Double, ust: Double)?
  /// The latest completions after `first`, up to `window`, as a ring.
  private var latest: [Completion] = []
  private var latestNext = 0
  private typealias Completion = (msc: UInt64, ust: Double)

  package init(nominal: Double) {
    self.nominal = nominal
    seconds = nominal
  }

  /// Takes in that vblank `msc` was reported at `ust`. The same MSC again (two frames shown at
  /// one vblank) tells nothing new; MSC going backwards (another CRTC) or an implausible rate
  /// starts a new measuring run.
  package mutating func learn(msc: UInt64, ust: Double) {
    let newest = latest.isEmpty ? first.last : latest[(latestNext + latest.count - 1) % latest.count]
    if let newest, msc == newest.msc { return }
    guard let start = first.first, msc > newest?.msc ?? 0 else { return restart(at: (msc, ust)) }
    if first.count < Self.window {
      first.append((msc, ust))
      if first.count == Self.window { firstMedian = median(first, from: start) }
    } else if latest.count < Self.window {
      latest.append((msc, ust))
    } else {
      latest[latestNext] = (msc, ust)
      latestNext = (latestNext + 1) % Self.window
    }
    let from: (msc: Double, ust: Double)
    let to: (msc: Double, ust: Double)
    if let firstMedian, !latest.isEmpty {
      from = firstMedian
      to = median(latest, from: start)
    } else {
      from = (0, start.ust)
      to = (Double(msc - start.msc), ust)
    }
    let measured = (to.ust - from.ust) / (to.msc - from.msc)
    guard measured > 0.0004, measured < 0.25 else { return restart(at: (msc, ust)) }
    let measuredSpan = UInt64(to.msc - from.msc)
    if measuredSpan >= 8 || abs(measured - seconds) < seconds * 0.25 {
      seconds = measured
      span = measuredSpan
    }
  }

  private mutating func restart(at completion: Completion) {
    first = [completion]
    firstMedian = nil
    latest = []
    latestNext = 0
  }

  /// The middle MSC of `completions` (vblanks after `start`) and the UST the middle of their
  /// times relative to the nominal period puts there.
  ///
  /// Each is sorted in a buffer on the stack: the median is taken at every completion, and the
  /// two sorted arrays it made allocated twice a frame.
  private func median(_ completions: [Completion], from start: Completion) -> (msc: Double, ust: Double) {
    let nominal = nominal
    func middle(_ value: (Completion) -> Double) -> Double {
      withUnsafeTemporaryAllocation(of: Double.self, capacity: completions.count) { buffer in
        // Insertion sort: `window` (15) values at most.
        for (index, completion) in completions.enumerated() {
          let item = value(completion)
          var slot = index
          while slot > 0, buffer[slot - 1] > item {
            buffer[slot] = buffer[slot - 1]
            slot -= 1
          }
          buffer[slot] = item
        }
        return buffer[completions.count / 2]
      }
    }
    let msc = middle { Double($0.msc - start.msc) }
    let offset = middle { $0.ust - start.ust - Double($0.msc - start.msc) * nominal }
    return (msc, start.ust + offset + msc * nominal)
  }
}

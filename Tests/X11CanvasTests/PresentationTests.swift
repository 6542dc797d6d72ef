import CX11
import Glibc
import Scenes
import Testing
import TestSupport
import X11Canvas

extension X11Tests {
  /// How frames reach the screen on a real X server: Present at vblanks (Xvfb has the extension,
  /// with a 60 Hz fake vblank) and the timer fallback; resizes that never show black; and a
  /// loop that stops drawing while the window cannot be seen.
  @Suite struct PresentationTests {
    func withLink<R>(
      presentation: Presentation, fps: Double? = nil,
      _ body: (XWindow, DisplayLink, TestClient) throws -> R
    ) throws -> R {
      let server = try XvfbServer()
      return try withExtendedLifetime(server) {
        let client = try TestClient(displayName: server.display)
        let display = try XDisplay(name: server.display)
        let window = try XWindow(
          display: display, title: "present", geometry: Geometry(width: 160, height: 120), scale: 1)
        let renderer = Renderer(window: window, fonts: try FontCache(display: display, scale: 1))
        let link = DisplayLink(window: window, renderer: renderer, fps: fps, presentation: presentation)
        return try body(window, link, client)
      }
    }

    /// A delegate that animates for ever, a square one pixel further each frame, and stops
    /// `link` once `count` frames are on screen.
    static func movingSquare(stoppingAfter count: Int, frames link: DisplayLink) -> TestDelegate {
      let delegate = TestDelegate()
      delegate.animating = { _ in true }
      delegate.commands = { n in
        [.fill(.rect(Rect(x: Double(n % 100), y: 10, width: 20, height: 20)), .solid(.black))]
      }
      delegate.onPresent = { [unowned delegate] in
        if delegate.presentTimes.count == count { link.stop() }
      }
      return delegate
    }

    /// 600 animated frames, each shown, and the dropped count is exact: with Present, the
    /// vblanks the server reports between the first and the last frame are the frames plus the
    /// drops, less the frames shown at the same vblank as the next one (a frame late for its
    /// vblank, which Xvfb copies at once, at the next vblank, with the next frame: seen under
    /// load). How many are dropped depends on the machine's load, so that is not asserted (tests
    /// never assert timing): `motion-preview bench` measures it (0 of 600 on an idle machine).
    @Test(arguments: [Presentation.present, .timer])
    func sixHundredFramesAreCountedExactly(presentation: Presentation) throws {
      try withLink(presentation: presentation) { _, link, _ in
        #expect(link.presentation == presentation, "Xvfb has Present; .timer forces the timer")
        let delegate = Self.movingSquare(stoppingAfter: 600, frames: link)
        #expect(link.run(delegate: delegate, exitAfter: 120) == 0)
        #expect(delegate.presentTimes.count == 600)
        // The loop stops at the 600th frame on screen; once it draws ahead (after a late
        // frame, which load may cause), the next one is already on its way, and a frame late
        // for its vblank may be replaced by the next one there (skipped, never shown).
        #expect(link.framesInFlight <= 1)
        #expect(link.stats.framesPresented == 600 + link.framesInFlight + link.stats.framesSkipped)
        print("\(presentation): \(link.stats.framesDropped) of 600 frames dropped")
        #expect(link.window.display.protocolErrorCount == 0)
        guard presentation == .present else { return }
        #expect(link.stats.vblanks == 599 - link.stats.framesOverwritten + link.stats.framesDropped)
        // Each frame is drawn for the vblank it is shown at: consecutive frame times lie a
        // whole number of refresh periods apart (Xvfb's fake vblank runs at 60 Hz). Xvfb's
        // vblank is a millisecond timer, so allow a tenth of a period and the odd outlier.
        let steps = zip(delegate.frameTimes.dropFirst(), delegate.frameTimes).map { ($0 - $1) * 60 }
        let onGrid = steps.filter { abs($0 - $0.rounded()) < 0.1 && $0 > 0.9 }
        #expect(onGrid.count >= 570, "steps in periods: \(steps.filter { abs($0 - $0.rounded()) >= 0.1 }.prefix(8))")
      }
    }

    /// With Present, the delegate is told the next frame's time as soon as a frame has gone to
    /// the server (so it can make that frame while the server waits for the vblank), and the
    /// time of the frame after it, and the loop then asks for the frame at exactly that time:
    /// the next vblank's, a refresh period after the frame before, or the time told for it a
    /// frame earlier. A frame that came late gives up the prepared time (its vblank
    /// has passed), so how many are used depends on the machine's load and is not asserted.
    @Test func theNextFrameIsPreparedForTheVblankItIsDrawnFor() throws {
      try withLink(presentation: .present) { _, link, _ in
        let delegate = Self.movingSquare(stoppingAfter: 120, frames: link)
        delegate.refreshPeriod = { link.refreshPeriod }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 0)
        let prepared = delegate.preparedTimes
        // Every drawn frame after the first completion tells the next one (the first frames
        // aim at "the next vblank", whose number is not known yet).
        #expect(prepared.count >= delegate.frameTimes.count - 3)
        #expect(prepared.count <= delegate.frameTimes.count)
        // Each prepared time is one refresh period after the frame just drawn, and the frame
        // after it exactly one period of the grid frames are timed on: RandR's 60 Hz (see
        // `framesAreTimedOnAGridOfWholePeriods`), not the period the loop learns from the
        // server's completions (a span of a vblank or two, timed by Xvfb's millisecond timer,
        // can be 10 % off)...
        let following = prepared.map { ($0.following - $0.next) * 60 }
        #expect(following.filter { abs($0 - 1) < 1e-9 }.count == following.count, "in sixtieths: \(following.prefix(8))")
        // ...and a frame drawn at the time it was prepared for tells the time it was promised
        // for the frame after, which that period, learned a frame earlier, may have moved.
        let kept = zip(prepared, prepared.dropFirst()).filter { $1.drawn == $0.next }
        #expect(!kept.isEmpty)
        #expect(kept.filter { $1.next == $0.following }.count == kept.count)
        let gaps = prepared.map { ($0.next - $0.drawn) / $0.period }
        #expect(gaps.filter { abs($0 - 1) < 0.15 }.count == gaps.count, "gaps in periods: \(gaps.prefix(8))")
        // ...and which settles on Xvfb's fake vblank, 60 Hz.
        let learned = prepared.last.map { $0.period * 60 } ?? .nan
        #expect(abs(learned - 1) < 0.05, "the period learned is \(learned) of 1/60 s")
        // Frames drawn on time are asked for at exactly the prepared time.
        let asked = Set(delegate.frameTimes)
        let used = prepared.filter { asked.contains($0.next) }
        print("\(used.count) of \(prepared.count) prepared times used")
        #expect(!used.isEmpty)
      }
    }

    /// Frames are drawn for times a whole number of refresh periods apart, exactly: 1/60 s,
    /// Xvfb's rate, not the period measured from its reports, which wanders by microseconds.
    /// Frames of a repeating animation a whole cycle apart are then the same frame (the
    /// renderer's caches find their shadows). The first frames aim at "the next vblank" before
    /// its number is known; a report late by more than a period (load) may start the grid
    /// anew, so a few steps may be off it; 120 frames at 60 Hz drift from Xvfb's 16,666 µs
    /// vblanks by 80 µs, far from the quarter period that starts it anew by itself.
    @Test func framesAreTimedOnAGridOfWholePeriods() throws {
      try withLink(presentation: .present) { _, link, _ in
        let delegate = Self.movingSquare(stoppingAfter: 120, frames: link)
        #expect(link.run(delegate: delegate, exitAfter: 60) == 0)
        let times = delegate.frameTimes.dropFirst(3)
        let steps = zip(times.dropFirst(), times).map { ($0 - $1) * 60 }
        let whole = steps.filter { $0 > 0.5 && abs($0 - $0.rounded()) < 1e-6 }
        #expect(steps.count >= 110)
        #expect(whole.count >= steps.count - 4, "steps in periods: \(steps.filter { abs($0 - $0.rounded()) >= 1e-6 }.prefix(8))")
      }
    }

    /// With two buffers drawn in turn (each while the frame before waits for its vblank), the
    /// window shows whole frames, each exactly: a square that moves 3 pixels a frame leaves no
    /// trail and is never doubled, and a square that changes colour every second frame has the
    /// colour of the frame the moving square's place says is shown. A buffer holds the frame two
    /// back, so repainting only what changed since the frame before would leave the moving
    /// square's trail, and the old colour in the frames after a change. Each buffer repaints only
    /// the damage of the two frames since the one it holds.
    @Test func twoBuffersInTurnShowWholeFrames() throws {
      try withLink(presentation: .present) { window, link, client in
        link.alwaysPipelines = true
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let delegate = TestDelegate()
        delegate.animating = { _ in true }
        delegate.commands = { n in
          [
            .fill(.rect(Rect(x: Double(3 * (n % 32)), y: 10, width: 20, height: 20)), .solid(.black)),
            .fill(.rect(Rect(x: 130, y: 10, width: 20, height: 20)), .solid(n / 2 % 2 == 0 ? red : blue)),
          ]
        }
        var checked = 0
        var wrong: [String] = []
        /// Which frame `rows` shows, judged by the moving square's place (n with 3 × (n % 32)
        /// == x0, which gives n / 2 % 2), or nil with what is wrong with it.
        func shownFrame(_ rows: [[UInt]]?) -> (x0: Int, problem: String?) {
          guard let rows else { return (-1, "unreadable") }
          var black: [(x: Int, y: Int)] = []
          var others: [UInt: Int] = [:]
          for (y, row) in rows.enumerated() {
            for (x, pixel) in row.enumerated() where pixel != 0xff_ffff {
              if pixel == 0 { black.append((x, y)) } else { others[pixel, default: 0] += 1 }
            }
          }
          let x0 = black.map(\.x).min() ?? -1
          let square = black.allSatisfy { $0.x >= x0 && $0.x < x0 + 20 && $0.y >= 10 && $0.y < 30 }
          let expected: UInt = x0 / 3 / 2 % 2 == 0 ? 0xff_0000 : 0x00_00ff
          guard black.count == 400, square, others == [expected: 400] else {
            return (x0, "x0 \(x0): \(black.count) black, in a square: \(square), others \(others)")
          }
          return (x0, nil)
        }
        delegate.onPresent = { [unowned delegate] in
          // Another client reads what the server holds: the window's requests so far must have
          // reached it (a light frame is only flushed, and the server takes each client's
          // requests in its own turn).
          window.display.sync()
          // What the server shows now, read back by another client...
          let shown = shownFrame(client.pixelRows(of: window.id, x: 0, y: 0, width: 160, height: 40))
          if let problem = shown.problem { wrong.append("window: \(problem)") }
          // ...and the buffer drawn last, which holds the last frame made (screenshots and
          // exposes copy it whole).
          let last = delegate.frameTimes.count
          let held = shownFrame(client.pixelRows(of: window.backBufferPixmap, x: 0, y: 0, width: 160, height: 40))
          if let problem = held.problem {
            wrong.append("buffer: \(problem)")
          } else if held.x0 != 3 * (last % 32) {
            wrong.append("buffer: frame \(last) has its square at \(held.x0)")
          }
          checked += 1
          if delegate.presentTimes.count == 90 { link.stop() }
        }
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(checked == 90)
        #expect(wrong.count == 0, "\(wrong.count) checks of \(checked) frames wrong: \(wrong.prefix(4))")
        // Drawn two buffers in turn, and by their damage, not in full.
        #expect(link.stats.framesPipelined >= 80, "\(link.stats.framesPipelined) frames drawn ahead")
        #expect(link.renderer.stats.partialRedraws >= 80, "\(link.renderer.stats.partialRedraws) partial redraws")
        #expect(link.window.display.protocolErrorCount == 0)
      }
    }

    /// Frames that take more than a quarter of a period to draw are drawn a vblank ahead, into
    /// the other buffer, from then until the animation ends, without being told to.
    @Test func slowFramesAreDrawnAhead() throws {
      try withLink(presentation: .present) { _, link, _ in
        let delegate = Self.movingSquare(stoppingAfter: 30, frames: link)
        // Each frame costs 6 ms to describe, more than a quarter of Xvfb's 16.7 ms period.
        delegate.onFrame = { _ in usleep(6_000) }
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(delegate.presentTimes.count == 30)
        #expect(link.stats.framesPipelined >= 20, "\(link.stats.framesPipelined) of 30 frames drawn ahead")
      }
    }

    /// Frames quick to draw but slow to make ahead (more than a quarter of a period in all) are
    /// drawn a vblank ahead too: a busy machine's hitch of a few milliseconds would make them
    /// miss Xvfb's half-period deadline.
    @Test func framesSlowToMakeAreDrawnAhead() throws {
      try withLink(presentation: .present) { _, link, _ in
        let delegate = Self.movingSquare(stoppingAfter: 30, frames: link)
        delegate.onPrepare = { usleep(6_000) }  // more than a quarter of Xvfb's 16.7 ms period
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(delegate.presentTimes.count == 30)
        #expect(link.stats.framesPipelined >= 20, "\(link.stats.framesPipelined) of 30 frames drawn ahead")
      }
    }

    /// Drawing ahead ends once frames are light again, while the animation goes on: after ten
    /// frames slow to make it is on (each frame drawn while the one before waits for its
    /// vblank), and after `lightFramesToDrawOnTime` light frames in a row, not before, each frame
    /// is drawn once the one before is on screen. Ten more slow frames turn it on again, and
    /// this time it takes twice as many light frames to end. Every frame reaches the screen.
    @Test func drawingAheadEndsAfterLightFrames() throws {
      try withLink(presentation: .present) { _, link, _ in
        link.lightFramesToDrawOnTime = 20
        let delegate = Self.movingSquare(stoppingAfter: 1_000, frames: link)
        var slowPrepares = 10
        delegate.onPrepare = {
          guard slowPrepares > 0 else { return }
          slowPrepares -= 1
          usleep(6_000)  // more than a quarter of Xvfb's 16.7 ms period
        }
        // Frames in flight as each frame is drawn, and the frames drawing ahead ended after.
        var inFlight: [Int] = []
        var ends: [Int] = []
        delegate.onFrame = { n in
          inFlight.append(link.framesInFlight)
          if link.stats.drawingAheadEnded > ends.count {
            ends.append(n - 1)
            if ends.count == 1 { slowPrepares = 10 }
          }
          if ends.count == 2, n == ends[1] + 10 { link.stop() }
        }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 0)
        try #require(ends.count == 2, "drawing ahead ended \(ends.count) times")
        // Drawn ahead after the slow frames (the first frames aim at the next vblank and wait).
        #expect(inFlight[3..<12].contains(1), "frames in flight: \(inFlight.prefix(14))")
        #expect(inFlight[(ends[0] + 2)..<(ends[0] + 12)].contains(1), "drawn ahead again after the second slow frames")
        // Twenty light frames in a row at least after the first ten slow ones; forty after the
        // second ten.
        #expect(ends[0] >= 10 + 20, "ended after frame \(ends[0])")
        #expect(ends[1] - ends[0] >= 10 + 40, "ended again after frame \(ends[1])")
        // The frame after each end is drawn with nothing in flight.
        #expect(inFlight[ends[0]] == 0, "frames in flight from the first end: \(inFlight[ends[0]...].prefix(8))")
        #expect(inFlight[ends[1]] == 0, "frames in flight from the second end: \(inFlight[ends[1]...].prefix(8))")
        #expect(link.stats.framesPresented == delegate.presentTimes.count + link.framesInFlight + link.stats.framesSkipped)
        #expect(link.window.display.protocolErrorCount == 0)
      }
    }

    /// A run that starts while the last run's animated frames are in flight (a benchmark's
    /// warm-up, then its measured seconds) goes on with the animation: its first frame takes the
    /// vblank after theirs, though it is made on the spot and slow, which at an animation's start
    /// aims a vblank further and leaves the frame before on screen a vblank longer.
    @Test func aRunAfterAnAnimatedOneGoesOnWithTheAnimation() throws {
      try withLink(presentation: .present) { _, link, _ in
        link.alwaysPipelines = true
        let delegate = Self.movingSquare(stoppingAfter: 20, frames: link)
        delegate.onFrame = { _ in usleep(6_000) }  // more than a quarter of Xvfb's 16.7 ms period
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        try #require(link.framesInFlight > 0, "the frame drawn ahead is still in flight")
        var aimedLaterAtFirst: Int?
        delegate.onFrame = { _ in
          if aimedLaterAtFirst == nil { aimedLaterAtFirst = link.stats.framesAimedLater }
          usleep(6_000)
        }
        delegate.presentTimes = []
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(aimedLaterAtFirst == 0)
        #expect(delegate.presentTimes.count == 20)
      }
    }

    /// Slices of one run (`bench` alternating with the GTK peer): each returns only once its
    /// frames are on screen, so every frame it drew was shown in it, and the next slice's
    /// clock goes on from where the last one stopped, without the time between them.
    @Test func slicesEndWithTheirFramesShownAndShareOneClock() throws {
      try withLink(presentation: .present) { _, link, _ in
        link.alwaysPipelines = true
        let delegate = Self.movingSquare(stoppingAfter: .max, frames: link)
        #expect(link.run(delegate: delegate, exitAfter: 0.3, asSlice: true) == 0)
        #expect(link.framesInFlight == 0)
        #expect(link.stats.framesPresented == delegate.presentTimes.count + link.stats.framesSkipped)
        #expect(link.stats.framesPresented > 0)
        let lastOfFirst = try #require(delegate.frameTimes.last)
        let drawnInFirst = delegate.frameTimes.count
        usleep(1_000_000)
        #expect(link.run(delegate: delegate, exitAfter: 0.3, asSlice: true) == 0)
        let firstOfSecond = try #require(delegate.frameTimes.dropFirst(drawnInFirst).first)
        // The vblank a period after the last slice's last frame, not a second later: the gap is
        // not on the clock. A vblank further when the slice's first frame is aimed later; and a
        // first frame that the loop reaches only after its vblank's time (a loaded machine: CI
        // saw 1.08 periods) is drawn for the time it is made, as any late frame is, up to the
        // vblank after. Never back in time: at least the period, within a millisecond (frames
        // are timed on the nominal period's grid, the slice's start by the period measured,
        // which differ by a few microseconds).
        let period = link.refreshPeriod
        let step = firstOfSecond - lastOfFirst
        #expect(step > period - 0.001 && step < 2 * period + 0.001, "\(lastOfFirst) → \(firstOfSecond), period \(period)")
        #expect(link.framesInFlight == 0)
      }
    }

    /// A slow first frame turns drawing ahead on, but the second frame waits for the first to
    /// reach the screen: until a frame has completed every frame aims at "the next vblank", and a
    /// second one in flight would make the server skip the first.
    @Test func theFirstFrameIsNeverReplacedBeforeItIsShown() throws {
      try withLink(presentation: .present) { _, link, _ in
        let delegate = Self.movingSquare(stoppingAfter: 10, frames: link)
        var inFlightAtSecond = -1
        delegate.onFrame = { n in
          if n == 2 { inFlightAtSecond = link.framesInFlight }
          usleep(6_000)  // more than a quarter of Xvfb's 16.7 ms period
        }
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(inFlightAtSecond == 0)
        #expect(link.stats.framesPipelined > 0, "drawing ahead did turn on")
      }
    }

    /// A resize while two frames are in flight (drawing ahead): neither old frame comes back
    /// over the new size at its vblank. The new frame is queued for each of their vblanks, so
    /// the server skips both.
    @Test func aResizeWithTwoFramesInFlightShowsNoOldFrame() throws {
      try withLink(presentation: .present) { window, link, client in
        link.alwaysPipelines = true
        let delegate = TestDelegate()
        delegate.background = Color(red: 0.5, green: 0.75, blue: 1)
        delegate.animating = { _ in true }
        // At the old size a red block that moves every frame (so each frame's update region
        // holds it); at the new size nothing but the background.
        delegate.commands = { n in
          window.pixelWidth == 160
            ? [.fill(.rect(Rect(x: Double(3 * (n % 30)), y: 0, width: 40, height: 40)), .solid(Color(red: 1, green: 0, blue: 0)))]
            : []
        }
        var resized = false
        var background: UInt = 0
        var wrong: [Int] = []
        delegate.onPresent = { [unowned delegate] in
          if !resized, delegate.presentTimes.count >= 10 {
            background = client.pixel(of: window.id, x: 150, y: 110)
            XResizeWindow(client.display, window.id, 400, 300)
            XSync(client.display, 0)
            resized = true
          } else if resized, window.pixelWidth == 400, wrong.count < 6 {
            // At each of the next vblanks, what the old frames would have covered.
            wrong.append(client.pixels(of: window.id, x: 0, y: 0, width: 140, height: 40) { $0 != background })
            if wrong.count == 6 { link.stop() }
          }
        }
        #expect(link.run(delegate: delegate, exitAfter: 30) == 0)
        #expect(link.stats.framesPipelined > 0)
        #expect(background != 0 && background != 0xff0000)
        #expect(wrong == [0, 0, 0, 0, 0, 0], "pixels not the new frame's at each vblank after the resize")
      }
    }

    /// A resize never shows black: before the loop sleeps again the whole new area already
    /// holds the new frame's pixels (black time: 0 frames), and a frame still in flight at the
    /// old size does not come back over it at the next vblank.
    @Test(arguments: [Presentation.present, .timer], [false, true])
    func resizedAreasAreNeverBlack(presentation: Presentation, animating: Bool) throws {
      try withLink(presentation: presentation) { window, link, client in
        let delegate = TestDelegate()
        let sky = Color(red: 0.5, green: 0.75, blue: 1)
        delegate.background = sky
        // Old size: a red block top-left; new size: none. Stale old frames would show red.
        delegate.commands = { _ in
          window.pixelWidth == 160 ? [.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .solid(Color(red: 1, green: 0, blue: 0)))] : []
        }
        var resized = false
        var background: UInt = 0
        var wrongAtOnce = -1
        delegate.animating = { _ in animating }
        delegate.onPresent = { [unowned delegate] in
          if !resized, delegate.presentTimes.count >= (animating ? 3 : 1) {
            background = client.pixel(of: window.id, x: 150, y: 110)
            // Another client (a window manager, a user's drag) resizes the window.
            XResizeWindow(client.display, window.id, 400, 300)
            XSync(client.display, 0)
            resized = true
          } else if resized, wrongAtOnce < 0, window.pixelWidth == 400 {
            // The first present at the new size: the loop has not slept since it saw it.
            wrongAtOnce = client.pixels(of: window.id, x: 0, y: 0, width: 400, height: 300) { $0 != background }
          }
        }
        // Some vblanks pass after the check; then look again.
        #expect(link.run(delegate: delegate, exitAfter: 0.6) == 0)
        #expect(background != 0 && background != 0xff0000)
        #expect(wrongAtOnce == 0, "\(wrongAtOnce) pixels were not the new frame's background")
        let later = client.pixels(of: window.id, x: 0, y: 0, width: 400, height: 300) { $0 != background }
        #expect(later == 0, "\(later) pixels changed after the resize (a stale frame)")
      }
    }

    /// While the window is unmapped or entirely covered the loop draws nothing and sleeps;
    /// shown again it draws at once, for the present moment.
    @Test(arguments: [Presentation.present, .timer], ["unmapped", "covered"])
    func hiddenWindowsDrawNothing(presentation: Presentation, how: String) throws {
      try withLink(presentation: presentation) { window, link, client in
        let delegate = TestDelegate()
        delegate.animating = { _ in true }
        var cover: UInt = 0
        delegate.onPresent = { [unowned delegate] in
          guard delegate.presentTimes.count == 5 else { return }
          if how == "unmapped" {
            XUnmapWindow(client.display, window.id)
          } else {
            cover = client.coveringWindow()
          }
          XSync(client.display, 0)
        }
        #expect(link.run(delegate: delegate, exitAfter: 0.3) == 0)
        #expect(!window.isShowing)
        let framesWhenHidden = delegate.frameTimes.count
        #expect(framesWhenHidden <= 7, "drew \(framesWhenHidden) frames; 0.3 s at 60 Hz is 18")

        // Hidden for a whole run: no frame, and no wake-up but the exit timer's.
        #expect(link.run(delegate: delegate, exitAfter: 0.3) == 0)
        #expect(delegate.frameTimes.count == framesWhenHidden)
        #expect(link.stats.wakeUps <= 2)

        if how == "unmapped" {
          XMapWindow(client.display, window.id)
        } else {
          XDestroyWindow(client.display, cover)
        }
        XSync(client.display, 0)
        #expect(link.run(delegate: delegate, exitAfter: 0.3) == 0)
        #expect(window.isShowing)
        #expect(delegate.frameTimes.count > framesWhenHidden + 5, "drawing again once shown")
      }
    }
  }
}

extension TestClient {
  /// How many pixels of the `width`×`height` area of `window` at (`x`, `y`) satisfy `predicate`
  /// (on 0xRRGGBB); -1 when the area cannot be read.
  func pixels(of window: UInt, x: Int32, y: Int32, width: UInt32, height: UInt32, where predicate: (UInt) -> Bool) -> Int {
    guard let rows = pixelRows(of: window, x: x, y: y, width: width, height: height) else { return -1 }
    return rows.reduce(0) { $0 + $1.filter(predicate).count }
  }

  /// The `width`×`height` area of `window` at (`x`, `y`), row by row, as 0xRRGGBB; nil when it
  /// cannot be read.
  func pixelRows(of window: UInt, x: Int32, y: Int32, width: UInt32, height: UInt32) -> [[UInt]]? {
    guard let image = XGetImage(display, window, x, y, width, height, XAllPlanes(), ZPixmap) else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    return (0..<Int32(height)).map { row in
      (0..<Int32(width)).map { column in image.pointee.f.get_pixel(image, column, row) & 0xff_ffff }
    }
  }

  /// Maps an override-redirect window over the whole screen and returns it.
  func coveringWindow() -> UInt {
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    attributes.background_pixel = XBlackPixel(display, XDefaultScreen(display))
    let root = XDefaultRootWindow(display)
    let screen = XDefaultScreen(display)
    let cover = XCreateWindow(
      display, root, 0, 0, UInt32(XDisplayWidth(display, screen)), UInt32(XDisplayHeight(display, screen)), 0,
      Int32(CopyFromParent), UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &attributes)
    XMapRaised(display, cover)
    return cover
  }
}

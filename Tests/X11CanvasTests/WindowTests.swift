import CX11
import Glibc
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  @Suite struct WindowTests {
    /// A display, window and display link on a fresh Xvfb plus a second raw client, released
    /// in the right order (our connection closes before the server stops).
    func withLoop<R>(
      width: Int = 160, height: Int = 120, fps: Double? = nil,
      _ body: (XWindow, DisplayLink, TestClient) throws -> R
    ) throws -> R {
      let server = try XvfbServer()
      return try withExtendedLifetime(server) {
        let client = try TestClient(displayName: server.display)
        let display = try XDisplay(name: server.display)
        let window = try XWindow(
          display: display, title: "Motion ✨ preview",
          geometry: Geometry(width: width, height: height), scale: 1)
        let renderer = Renderer(window: window, fonts: try FontCache(display: display, scale: 1))
        let link = DisplayLink(window: window, renderer: renderer, fps: fps)
        return try body(window, link, client)
      }
    }

    @Test func windowManagerPropertiesAreSet() throws {
      try withLoop { window, _, client in
        window.setProperty("_MOTION_PREVIEW_TIME", value: "1.250")
        window.display.sync()
        #expect(client.stringProperty("_NET_WM_NAME", of: window.id) == "Motion ✨ preview")
        #expect(client.stringProperty("WM_NAME", of: window.id) == "Motion ? preview")
        // Dashes and the ellipsis have ASCII look-alikes in WM_NAME.
        window.setTitle("motion-preview — Card.swift – Card…")
        window.display.sync()
        #expect(client.stringProperty("WM_NAME", of: window.id) == "motion-preview - Card.swift - Card...")
        #expect(client.stringProperty("_NET_WM_NAME", of: window.id) == "motion-preview — Card.swift – Card…")
        #expect(client.stringProperty("_MOTION_PREVIEW_TIME", of: window.id) == "1.250")
        let hint = try #require(client.classHint(of: window.id))
        #expect(hint.0 == "motion-preview" && hint.1 == "MotionPreview")
        var protocols: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        #expect(XGetWMProtocols(client.display, window.id, &protocols, &count) != 0)
        let atoms = Set((0..<Int(count)).compactMap { protocols?[$0] })
        XFree(protocols)
        #expect(atoms == [client.atom("WM_DELETE_WINDOW"), client.atom("_NET_WM_PING")])
        var hints = XSizeHints()
        var supplied = 0
        #expect(XGetWMNormalHints(client.display, window.id, &hints, &supplied) != 0)
        #expect(hints.flags & PMinSize != 0 && hints.min_width == 200 && hints.min_height == 150)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(client.display, window.id, &attributes)
        #expect(attributes.bit_gravity == NorthWestGravity)
      }
    }

    /// A descriptor the delegate asks the loop to watch wakes an idle loop: the byte written to a
    /// pipe after the first frame reaches `descriptorReadable`, whose `.exit` ends the run, and a
    /// redraw follows a readable descriptor that does not end it.
    @Test func wakeDescriptorsWakeTheIdleLoop() throws {
      try withLoop { _, link, _ in
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { fds.forEach { close($0) } }
        let delegate = TestDelegate()
        delegate.wakeDescriptors = [fds[0]]
        var received: [UInt8] = []
        delegate.onFrame = { n in
          // The loop is idle after each frame: only the pipe can wake it.
          var byte = UInt8(n)
          _ = write(fds[1], &byte, 1)
        }
        delegate.onReadable = { fd in
          var byte: UInt8 = 0
          _ = read(fd, &byte, 1)
          received.append(byte)
          return byte == 2 ? .exit(7) : .continue
        }
        let status = link.run(delegate: delegate, exitAfter: 60)
        #expect(status == 7)
        #expect(received == [1, 2])
        #expect(delegate.frameTimes.count == 2)
      }
    }

    /// WM_DELETE_WINDOW arrives while the loop sleeps idle; `run` returns 0.
    @Test func deleteWindowEndsTheRunWithStatusZero() throws {
      try withLoop { window, link, client in
        let delegate = TestDelegate()
        delegate.onFrame = { n in if n == 1 { client.sendProtocol("WM_DELETE_WINDOW", to: window.id) } }
        let status = link.run(delegate: delegate, exitAfter: 60)
        #expect(status == 0)
        #expect(delegate.events.last == .closeRequested)
        #expect(link.stats.framesPresented == 1, "idle: one frame, no more")
      }
    }

    /// `_NET_WM_PING` goes back to the root window, where a window manager listens.
    @Test func pingIsAnswered() throws {
      try withLoop { window, link, client in
        XSelectInput(client.display, XDefaultRootWindow(client.display), SubstructureNotifyMask)
        XSync(client.display, 0)
        let delegate = TestDelegate()
        delegate.onFrame = { n in
          guard n == 1 else { return }
          client.sendProtocol("_NET_WM_PING", to: window.id)
          client.sendProtocol("WM_DELETE_WINDOW", to: window.id)
        }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 0)
        window.display.sync()  // the reply was sent: the server has handled it
        XSync(client.display, 0)
        var event = XEvent()
        var answered = false
        while XCheckTypedEvent(client.display, ClientMessage, &event) != 0 {
          let message = event.xclient
          if message.window == XDefaultRootWindow(client.display),
            UInt(bitPattern: message.data.l.0) == client.atom("_NET_WM_PING")
          {
            answered = true
          }
        }
        #expect(answered)
      }
    }

    /// Without a window manager the window focuses itself once mapped, so XTEST keys reach it.
    /// Holding a key makes the server auto-repeat it; those presses are marked as repeats.
    @Test(arguments: [true, false])
    func keysReachTheWindowAndRepeatsAreMarked(detectableAutoRepeat: Bool) throws {
      try withLoop { window, link, client in
        // Without detectable auto-repeat the server sends a release and a press per repeat.
        window.display.setDetectableAutoRepeat(detectableAutoRepeat)
        #expect(window.display.hasDetectableAutoRepeat == detectableAutoRepeat)
        // A short repeat delay so the held key repeats soon (the test waits for it, not a time).
        XkbSetAutoRepeatRate(client.display, UInt32(XkbUseCoreKbd), 100, 30)
        let delegate = TestDelegate()
        var sent = false
        delegate.animating = { _ in !sent }
        delegate.onFrame = { _ in
          guard !sent, client.focusedWindow() == window.id else { return }
          sent = true
          client.tapKey(XK_slash, withShift: true)
          client.setKey(XK_v, down: true)
        }
        var released = false
        delegate.onEvent = { event in
          guard case .key(let key) = event else { return .continue }
          if key.name == .v, key.isRepeat, !released {
            released = true
            client.setKey(XK_v, down: false)
            client.tapKey(XK_q)
          }
          return key.name == .q ? .exit(7) : .continue
        }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 7, "q should end the loop")
        let keys = delegate.events.compactMap { event -> KeyEvent? in
          if case .key(let key) = event, key.name != nil { return key }
          return nil
        }
        try #require(keys.count >= 4)
        #expect(keys[0].name == .questionMark && keys[0].text == "?" && !keys[0].isRepeat)
        #expect(keys[1].name == .v && !keys[1].isRepeat)
        #expect(keys.last?.name == .q && keys.last?.isRepeat == false)
        #expect(keys[2].name == .v && keys[2].isRepeat)
        #expect(keys.dropFirst(2).dropLast().allSatisfy { $0.name == .v && $0.isRepeat })
      }
    }

    /// An Expose is answered by copying the back buffer again, without drawing a new frame.
    @Test func exposeRepaintsFromTheBackBuffer() throws {
      try withLoop { window, link, client in
        let delegate = TestDelegate()
        delegate.commands = { _ in [.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), .solid(Color(red: 1, green: 0, blue: 0)))] }
        var scribbled = false
        delegate.animating = { [unowned delegate] _ in
          // Called after the first frame is on screen: spoil the window, expose it, then close.
          if !scribbled, delegate.frameTimes.count == 1 {
            scribbled = true
            client.scribbleAndExpose(window.id)
            // The scribble, then the clear to the window's background pixel (the canvas's
            // white), took the frame's red away.
            #expect(client.pixel(of: window.id, x: 20, y: 20) == 0xffffff)
            client.sendProtocol("WM_DELETE_WINDOW", to: window.id)
          }
          return false
        }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 0)
        window.display.sync()
        #expect(scribbled)
        #expect(client.pixel(of: window.id, x: 20, y: 20) == 0xff0000, "the frame is back")
        #expect(client.pixel(of: window.id, x: 100, y: 100) == 0xffffff)
        #expect(link.stats.framesPresented == 1, "repainted by copying, not by drawing")
      }
    }

    /// Several ConfigureNotify events in one batch give one `.resized` with the last size, and
    /// a back buffer of that size.
    @Test func resizesAreCoalesced() throws {
      try withLoop { window, link, _ in
        window.resize(to: Size(width: 200, height: 150))
        window.resize(to: Size(width: 250, height: 170))
        window.resize(to: Size(width: 300, height: 200))
        window.display.sync()  // all three ConfigureNotify events are now in Xlib's queue
        let delegate = TestDelegate()
        delegate.onFrame = { _ in if window.pixelWidth == 300 { link.stop(status: 4) } }
        #expect(link.run(delegate: delegate, exitAfter: 60) == 4)
        #expect(delegate.events == [.resized(Size(width: 300, height: 200))])
        let image = window.readPixels()
        #expect(image.width == 300 && image.height == 200)
      }
    }

    /// While nothing animates the loop sleeps in `poll` without a timeout: over half a second it
    /// wakes only for the exit timer and the few events mapping the window causes, not per frame.
    @Test func idleLoopDoesNotWakeUp() throws {
      try withLoop(fps: 60) { _, link, _ in
        let delegate = TestDelegate()
        #expect(link.run(delegate: delegate, exitAfter: 0.5) == 0)
        #expect(link.stats.framesPresented == 1)
        #expect(link.stats.wakeUps <= 5, "woke \(link.stats.wakeUps) times; 60 fps polling would be ~30")
      }
    }

    /// When an animation ends between two grid points, one more frame shows the settled state:
    /// the last frame is drawn at or after the end, not up to a period before it.
    @Test func theSettledStateIsDrawnAfterTheLastAnimatedFrame() throws {
      try withLoop(fps: 20) { _, link, _ in
        let delegate = TestDelegate()
        let end = 0.23  // between the grid points 0.2 and 0.25 (plus the grid's start)
        delegate.animating = { $0 < end }
        #expect(link.run(delegate: delegate, exitAfter: 0.6) == 0)
        let last = try #require(delegate.frameTimes.last)
        #expect(last >= end)
        #expect(delegate.frameTimes.filter { $0 >= end }.count == 1)
      }
    }

    /// While animating, every frame time is a grid point: start + n × period.
    @Test func animatingFramesLieOnTheGrid() throws {
      try withLoop(fps: 50) { _, link, _ in
        let delegate = TestDelegate()
        delegate.animating = { _ in true }
        #expect(link.run(delegate: delegate, exitAfter: 0.3) == 0)
        let times = delegate.frameTimes
        try #require(times.count >= 2)
        for (previous, time) in zip(times, times.dropFirst()) {
          #expect(time > previous)
          let periods = (time - times[0]) / 0.02
          #expect(abs(periods - periods.rounded()) < 1e-6, "\(time) is off the grid")
        }
        #expect(link.stats.framesPresented == times.count)
      }
    }

    @Test func protocolErrorsAreCountedAndNotFatal() throws {
      try withLoop { window, _, _ in
        let display = window.display
        XMapWindow(display.pointer, 0x7ff_fff0)  // no such window: BadWindow
        display.sync()
        #expect(display.protocolErrorCount == 1)
        #expect(display.resourceCount() ?? 0 > 0, "the connection still works")
      }
    }
  }
}

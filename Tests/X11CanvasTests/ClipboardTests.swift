import CX11
import Scenes
import Testing
import TestSupport
import X11Canvas

/// A second X client reading the `CLIPBOARD` selection as an editor pasting does (ICCCM §2):
/// it asks for `TARGETS`, then for `UTF8_STRING`, and follows the `INCR` protocol when the
/// owner announces it. It is stepped without blocking, so the owner's event loop can run
/// between steps on the same thread.
final class ClipboardReader {
  let client: TestClient
  private let window: UInt
  private let property: UInt
  private var stage = Stage.start
  /// The atoms the owner answered `TARGETS` with.
  private(set) var targets: [UInt] = []
  /// The UTF-8 bytes received.
  private(set) var bytes: [UInt8] = []
  /// How many `INCR` chunks arrived (0 when the text came in one piece).
  private(set) var chunks = 0
  /// True once the transfer finished (or failed: see `failed`).
  var isDone: Bool { stage == .done || stage == .failed }
  var failed: Bool { stage == .failed }

  private enum Stage { case start, awaitingTargets, awaitingText, incremental, done, failed }

  init(client: TestClient) {
    self.client = client
    let root = XDefaultRootWindow(client.display)
    window = XCreateSimpleWindow(client.display, root, 0, 0, 1, 1, 0, 0, 0)
    XSelectInput(client.display, window, PropertyChangeMask)
    property = client.atom("MOTION_PREVIEW_TEST_PASTE")
  }

  /// Does whatever the events received so far allow; never blocks.
  func step() {
    let dpy = client.display
    switch stage {
    case .start:
      XConvertSelection(dpy, client.atom("CLIPBOARD"), client.atom("TARGETS"), property, window, UInt(CurrentTime))
      stage = .awaitingTargets
    case .awaitingTargets:
      guard let notify = selectionNotify() else { break }
      guard notify.property != 0, let data = read(delete: true), data.format == 32 else {
        stage = .failed
        break
      }
      targets = data.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
      XConvertSelection(dpy, client.atom("CLIPBOARD"), client.atom("UTF8_STRING"), property, window, UInt(CurrentTime))
      stage = .awaitingText
    case .awaitingText:
      guard let notify = selectionNotify() else { break }
      guard notify.property != 0, let data = read(delete: true) else {
        stage = .failed
        break
      }
      if data.type == client.atom("INCR") {
        stage = .incremental  // deleting the property asked for the first chunk
      } else {
        bytes = data.bytes
        stage = data.type == client.atom("UTF8_STRING") ? .done : .failed
      }
    case .incremental:
      var event = XEvent()
      while XCheckTypedWindowEvent(dpy, window, PropertyNotify, &event) != 0 {
        // A notice can be stale (the announcement's, or a chunk already read): only a property
        // that exists is a chunk, and an existing empty one ends the transfer.
        guard event.xproperty.atom == property, event.xproperty.state == PropertyNewValue,
          let data = read(delete: true), data.type != 0
        else { continue }
        if data.bytes.isEmpty {
          stage = .done
          break
        }
        chunks += 1
        bytes += data.bytes
      }
    case .done, .failed:
      break
    }
    XFlush(dpy)
  }

  private func selectionNotify() -> XSelectionEvent? {
    var event = XEvent()
    guard XCheckTypedWindowEvent(client.display, window, SelectionNotify, &event) != 0 else { return nil }
    return event.xselection
  }

  /// The property's type, format and bytes, deleting it when asked (which, during `INCR`, asks
  /// the owner for the next chunk).
  private func read(delete: Bool) -> (type: UInt, format: Int32, bytes: [UInt8])? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      client.display, window, property, 0, 1 << 24, delete ? 1 : 0, UInt(AnyPropertyType), &type,
      &format, &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, remaining == 0 else { return nil }
    // Xlib returns format-32 items as C longs (8 bytes each here).
    let size = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * size)) } ?? []
    return (type, format, bytes)
  }
}

extension X11Tests {
  /// Puts `text` on the clipboard from a window running its real event loop, and reads it back
  /// with a second client.
  private func pasted(_ text: String) throws -> Pasted {
    let server = try XvfbServer()
    return try withExtendedLifetime(server) {
      let display = try XDisplay(name: server.display)
      let window = try XWindow(
        display: display, title: "clipboard", geometry: Geometry(width: 64, height: 64), scale: 1)
      let renderer = Renderer(window: window, fonts: try FontCache(display: display, scale: 1))
      let link = DisplayLink(window: window, renderer: renderer, fps: 200)
      #expect(window.copyToClipboard(text))
      let reader = ClipboardReader(client: try TestClient(displayName: server.display))
      let delegate = TestDelegate()
      delegate.animating = { _ in true }
      delegate.onFrame = { _ in
        reader.step()
        if reader.isDone { link.stop() }
      }
      _ = link.run(delegate: delegate, exitAfter: 60)
      let names = reader.targets.map { atom -> String in
        guard let name = XGetAtomName(reader.client.display, atom) else { return "?" }
        defer { XFree(name) }
        return String(cString: name)
      }
      return Pasted(
        succeeded: reader.isDone && !reader.failed, targets: Set(names), bytes: reader.bytes,
        chunks: reader.chunks)
    }
  }

  /// What the second client got.
  private struct Pasted {
    var succeeded: Bool
    var targets: Set<String>
    var bytes: [UInt8]
    var chunks: Int
  }

  @Test func aSecondClientPastesTheClipboardThroughTargetsAndUTF8String() throws {
    let text = "struct ContentView: View { // “motion” ✓ 文本\n}"
    let reader = try pasted(text)
    #expect(reader.succeeded)
    #expect(reader.targets.isSuperset(of: ["TARGETS", "UTF8_STRING"]))
    #expect(String(decoding: reader.bytes, as: UTF8.self) == text)
    #expect(reader.chunks == 0)
  }

  @Test func largeTextGoesByIncr() throws {
    // 1.5 MiB: several requests' worth, so the owner must use INCR.
    let line = "let value = 0.123456789 // filler for a large clipboard transfer ✓\n"
    let text = String(repeating: line, count: 1_500_000 / line.utf8.count)
    let reader = try pasted(text)
    #expect(reader.succeeded)
    #expect(reader.chunks > 1)
    #expect(reader.bytes.count == text.utf8.count)
    #expect(String(decoding: reader.bytes, as: UTF8.self) == text)
  }
}

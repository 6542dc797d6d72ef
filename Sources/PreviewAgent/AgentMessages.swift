import Glibc
import MotionUI
import Scenes

/// What the window asks of the agent. Times are scene seconds; sizes are points.
package enum AgentRequest: Equatable, Sendable {
  /// Load `library` (a compiled one or a built-in set) and show the preview named `preview` (a
  /// `#Preview` name or a type name; nil: the first) on a canvas of `size`, at `scale`
  /// pixels per point, from scene time `time`.
  case load(library: PreviewLibrary, preview: String?, size: Size, scale: Double, reduceMotion: Bool, time: Double)
  /// Replace the design-time literal table (literal key → value): bodies run again, no compile.
  case literals([String: AgentLiteral])
  /// Something that happens at scene time `time`.
  case event(AgentEvent, time: Double)
  /// The frame at scene time `time` (at or after the last event).
  case frame(time: Double)
  /// Whether frames from now on report the animations in flight (the window's timeline and
  /// inspector show them); off at the start, as they cost a walk of the view tree.
  case inspect(Bool)
}

/// A literal's tuned value, as the design-time table holds it.
package enum AgentLiteral: Equatable, Sendable {
  case number(Double)
  case string(String)
  case boolean(Bool)
}

/// An input to the preview.
package enum AgentEvent: Equatable, Sendable {
  /// Space: press the primary control (the first toggle or button, else the first tap).
  case pressPrimary
  /// A click at a canvas point.
  case tap(Point)
  /// The canvas changed size.
  case resize(Size)
  /// R: the preview starts again with fresh state.
  case restart
  /// Button 1 pressed, moved while pressed, and released at a canvas point: drags drive the
  /// gesture under the press (`DragGesture`, `@GestureState`); a press released where it began,
  /// on no gesture, is a tap.
  case pointerDown(Point)
  case pointerMoved(Point)
  case pointerUp(Point)
  /// Keys typed while a text field is edited (a click focused it): characters at its end,
  /// Backspace, Return (submit and end) and Escape (end).
  case typeText(String)
  case deleteBackward
  case submitText
  case endTextEditing

  /// The control a click on a text field reports (`.applied(control:)`): the window then sends
  /// it the keys.
  package static let textFieldControl = ViewGraph.textFieldControl
  /// The control a click on a `TextEditor` reports: as a field's, and Return types a new line.
  package static let textEditorControl = ViewGraph.textEditorControl
  /// The control Space reports when the preview has none to press (no button, toggle or tap
  /// gesture on screen): the window says so rather than nothing.
  package static let nothingPressed = ""
}

/// What the agent answers.
package enum AgentReply: Equatable, Sendable {
  /// The library loaded: its previews' names, the one shown, and its primary control.
  case loaded(previews: [String], shown: Int, primaryControl: String?)
  /// The request failed, with one line saying why (an unknown preview, a library that will
  /// not load).
  case failed(String)
  /// An event was applied; the control it pressed, if any.
  case applied(control: String?)
  /// A frame, whether anything still moves after it, the next timer's time, and, while
  /// `inspect` is on, the animated values in flight at its time, in tree order (else none).
  case frame(Frame, isAnimating: Bool, nextTimer: Double?, animations: [AnimationInFlight])
}

extension AgentRequest {
  package func write(to writer: inout WireWriter) {
    switch self {
    case .load(let library, let preview, let size, let scale, let reduceMotion, let time):
      writer.byte(0)
      library.write(to: &writer)
      writer.bool(preview != nil)
      writer.string(preview ?? "")
      writer.double(size.width)
      writer.double(size.height)
      writer.double(scale)
      writer.bool(reduceMotion)
      writer.double(time)
    case .literals(let table):
      writer.byte(1)
      writer.int(table.count)
      for (key, value) in table.sorted(by: { $0.key < $1.key }) {
        writer.string(key)
        switch value {
        case .number(let number):
          writer.byte(0)
          writer.double(number)
        case .string(let text):
          writer.byte(1)
          writer.string(text)
        case .boolean(let flag):
          writer.byte(2)
          writer.bool(flag)
        }
      }
    case .event(let event, let time):
      writer.byte(2)
      writer.double(time)
      switch event {
      case .pressPrimary: writer.byte(0)
      case .tap(let point):
        writer.byte(1)
        point.write(to: &writer)
      case .resize(let size):
        writer.byte(2)
        writer.double(size.width)
        writer.double(size.height)
      case .restart: writer.byte(3)
      case .pointerDown(let point):
        writer.byte(4)
        point.write(to: &writer)
      case .pointerMoved(let point):
        writer.byte(5)
        point.write(to: &writer)
      case .pointerUp(let point):
        writer.byte(6)
        point.write(to: &writer)
      case .typeText(let text):
        writer.byte(7)
        writer.string(text)
      case .deleteBackward: writer.byte(8)
      case .submitText: writer.byte(9)
      case .endTextEditing: writer.byte(10)
      }
    case .frame(let time):
      writer.byte(3)
      writer.double(time)
    case .inspect(let on):
      writer.byte(4)
      writer.bool(on)
    }
  }

  package init(from reader: inout WireReader) throws(WireReader.Malformed) {
    switch try reader.byte() {
    case 0:
      let library = try PreviewLibrary(from: &reader)
      let hasPreview = try reader.bool()
      let preview = try reader.string()
      let size = Size(width: try reader.double(), height: try reader.double())
      self = .load(
        library: library, preview: hasPreview ? preview : nil, size: size, scale: try reader.double(),
        reduceMotion: try reader.bool(), time: try reader.double())
    case 1:
      var table: [String: AgentLiteral] = [:]
      for _ in 0..<(try reader.count(minimumSize: 10)) {
        let key = try reader.string()
        switch try reader.byte() {
        case 0: table[key] = .number(try reader.double())
        case 1: table[key] = .string(try reader.string())
        case 2: table[key] = .boolean(try reader.bool())
        case let tag: throw reader.malformed("an unknown literal kind \(tag)")
        }
      }
      self = .literals(table)
    case 2:
      let time = try reader.double()
      switch try reader.byte() {
      case 0: self = .event(.pressPrimary, time: time)
      case 1: self = .event(.tap(try Point(from: &reader)), time: time)
      case 2: self = .event(.resize(Size(width: try reader.double(), height: try reader.double())), time: time)
      case 3: self = .event(.restart, time: time)
      case 4: self = .event(.pointerDown(try Point(from: &reader)), time: time)
      case 5: self = .event(.pointerMoved(try Point(from: &reader)), time: time)
      case 6: self = .event(.pointerUp(try Point(from: &reader)), time: time)
      case 7: self = .event(.typeText(try reader.string()), time: time)
      case 8: self = .event(.deleteBackward, time: time)
      case 9: self = .event(.submitText, time: time)
      case 10: self = .event(.endTextEditing, time: time)
      case let tag: throw reader.malformed("an unknown event \(tag)")
      }
    case 3: self = .frame(time: try reader.double())
    case 4: self = .inspect(try reader.bool())
    case let tag: throw reader.malformed("an unknown request \(tag)")
    }
  }
}

extension AgentReply {
  /// The reply's bytes; a frame's commands refer to `base`'s where they equal them
  /// (`Frame.write(to:base:)`): the commands of the frame replied before, which the reader
  /// must pass to `init(from:base:)`.
  package func write(to writer: inout WireWriter, base: [DrawCommand] = []) {
    switch self {
    case .loaded(let previews, let shown, let control):
      writer.byte(0)
      writer.int(previews.count)
      for name in previews { writer.string(name) }
      writer.int(shown)
      writer.bool(control != nil)
      writer.string(control ?? "")
    case .failed(let message):
      writer.byte(1)
      writer.string(message)
    case .applied(let control):
      writer.byte(2)
      writer.bool(control != nil)
      writer.string(control ?? "")
    case .frame(let frame, let isAnimating, let nextTimer, let animations):
      writer.byte(3)
      frame.write(to: &writer, base: base)
      writer.bool(isAnimating)
      writer.bool(nextTimer != nil)
      writer.double(nextTimer ?? 0)
      writer.int(animations.count)
      for animation in animations { animation.write(to: &writer) }
    }
  }

  /// Reads a reply that `write(to:base:)` wrote with the same `base`.
  package init(from reader: inout WireReader, base: [DrawCommand] = []) throws(WireReader.Malformed) {
    switch try reader.byte() {
    case 0:
      var previews: [String] = []
      for _ in 0..<(try reader.count(minimumSize: 8)) { previews.append(try reader.string()) }
      let shown = try reader.int()
      let hasControl = try reader.bool()
      let control = try reader.string()
      self = .loaded(previews: previews, shown: shown, primaryControl: hasControl ? control : nil)
    case 1: self = .failed(try reader.string())
    case 2:
      let hasControl = try reader.bool()
      let control = try reader.string()
      self = .applied(control: hasControl ? control : nil)
    case 3:
      let frame = try Frame(from: &reader, base: base)
      let isAnimating = try reader.bool()
      let hasTimer = try reader.bool()
      let timer = try reader.double()
      var animations: [AnimationInFlight] = []
      for _ in 0..<(try reader.count(minimumSize: 50)) { animations.append(try AnimationInFlight(from: &reader)) }
      self = .frame(frame, isAnimating: isAnimating, nextTimer: hasTimer ? timer : nil, animations: animations)
    case let tag: throw reader.malformed("an unknown reply \(tag)")
    }
  }
}

extension AnimationInFlight {
  package func write(to writer: inout WireWriter) {
    writer.string(name)
    writer.string(spelling)
    writer.double(start)
    writer.double(span)
    writer.bool(repeats)
    writer.bool(figures != nil)
    writer.double(figures?.settleTime ?? 0)
    writer.double(figures?.overshootPercent ?? 0)
    writer.int(samples.count)
    for sample in samples { writer.double(sample) }
    writer.bool(isKeyframes)
  }

  package init(from reader: inout WireReader) throws(WireReader.Malformed) {
    let name = try reader.string()
    let spelling = try reader.string()
    let start = try reader.double()
    let span = try reader.double()
    let repeats = try reader.bool()
    let hasFigures = try reader.bool()
    let figures = MotionFigures(settleTime: try reader.double(), overshootPercent: try reader.double())
    var samples: [Double] = []
    for _ in 0..<(try reader.count(minimumSize: 8)) { samples.append(try reader.double()) }
    self.init(
      name: name, spelling: spelling, start: start, span: span, repeats: repeats,
      figures: hasFigures ? figures : nil, samples: samples, isKeyframes: try reader.bool())
  }
}

/// Messages on a pipe: each is its length (8 bytes, little-endian) and then its bytes.
package enum MessagePipe {
  /// The longest message accepted (a frame of a few hundred thousand commands).
  package static let limit = 256 << 20

  /// A writer for one message, with room for its length first (see `send(_:to:)`) and for
  /// `capacity` bytes after it.
  package static func writer(capacity: Int = 0) -> WireWriter {
    var writer = WireWriter(capacity: 8 + capacity)
    writer.int(0)
    return writer
  }

  /// Writes the message of `writer` (made by `writer(capacity:)`), its length filled in, with
  /// one `write`; false when the other end is gone.
  package static func send(_ writer: inout WireWriter, to descriptor: Int32) -> Bool {
    fillLength(&writer)
    return writeAll(writer.bytes, to: descriptor)
  }

  /// Fills in the length of the message of `writer` (made by `writer(capacity:)`): its bytes are
  /// then the message as it goes on the pipe.
  package static func fillLength(_ writer: inout WireWriter) {
    writer.setInt(writer.bytes.count - 8, at: 0)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        // Proof: offset < count, so the buffer is not empty and has a base address.
        Glibc.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads one message, waiting at most `timeout` seconds for all of it (nil: for ever).
  package enum ReadResult: Equatable {
    case message([UInt8])
    /// The other end closed the pipe (the agent exited or crashed).
    case closed
    /// Nothing complete arrived in time.
    case timedOut
  }

  package static func receive(from descriptor: Int32, timeout: Double? = nil) -> ReadResult {
    let deadline = timeout.map { now() + $0 }
    let header: [UInt8]
    switch readExactly(8, from: descriptor, deadline: deadline) {
    case .message(let bytes): header = bytes
    case let other: return other
    }
    var reader = WireReader(header)
    guard let length = try? reader.int(), length >= 0, length <= limit else { return .closed }
    return readExactly(length, from: descriptor, deadline: deadline)
  }

  private static func readExactly(_ count: Int, from descriptor: Int32, deadline: Double?) -> ReadResult {
    var bytes = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
      if let deadline {
        let remaining = deadline - now()
        if remaining <= 0 { return .timedOut }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
        if ready < 0 && errno == EINTR { continue }
        if ready == 0 { continue }
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        // Proof: offset < count, so the buffer is not empty and has a base address.
        Glibc.read(descriptor, buffer.baseAddress! + offset, count - offset)
      }
      if read < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .closed
      }
      if read == 0 { return .closed }
      offset += read
    }
    return .message(bytes)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

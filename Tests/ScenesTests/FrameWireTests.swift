import Testing

@testable import Scenes

/// Frames cross the pipe from the agent unchanged: every command, shape and paint comes back
/// equal, and a cut or corrupted message is an error rather than a crash or a wrong frame.
struct FrameWireTests {
  static let everyKind = Frame(
    size: Size(width: 320, height: 200), background: Color(white: 0.9),
    commands: [
      .fill(.rect(Rect(x: 1, y: 2, width: 3, height: 4)), .solid(.blue)),
      .fill(.roundedRect(Rect(x: 5, y: 6, width: 7, height: 8), cornerRadius: 2), .solid(.red.opacity(0.5))),
      .fill(.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)]), .linearGradient(LinearGradient(colors: [.red, .green], start: .zero, end: Point(x: 0, y: 10)))),
      .fill(
        .outline(Outline([.move(to: .zero), .line(to: Point(x: 4, y: 0)), .quadCurve(to: Point(x: 4, y: 4), control: Point(x: 6, y: 2)), .curve(to: .zero, control1: Point(x: 2, y: 6), control2: Point(x: -1, y: 3)), .closeSubpath], isEvenOdd: true)),
        .radialGradient(RadialGradient(stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)], center: Point(x: 3, y: 3), startRadius: 0, endRadius: 9, scale: Size(width: 2, height: 1)))),
      .stroke(Outline([.move(to: .zero), .line(to: Point(x: 9, y: 9))]), StrokeParameters(width: 3, cap: .round, join: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 0.5), .angularGradient(AngularGradient(colors: [.yellow, .blue], center: Point(x: 1, y: 1), startAngle: 0, endAngle: 3))),
      .shadow(.rect(Rect(x: 0, y: 0, width: 9, height: 9)), Shadow(radius: 4, offset: Point(x: 1, y: 2))),
      .pushClip(Rect(x: 0, y: 0, width: 50, height: 50)),
      .pushClipPath(Outline([.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 40, y: 2)), .curve(to: Point(x: 3, y: 30), control1: Point(x: 44, y: 20), control2: Point(x: 20, y: 40)), .closeSubpath], isEvenOdd: true)),
      .pushOpacity(0.25),
      .text(TextRun(text: "Grüße, مرحبا", font: FontSpec(size: 17, weight: .semibold), origin: Point(x: 4, y: 20), paint: .solid(.black), opacity: 0.75, isRightToLeft: true)),
      .text(TextRun(text: "moved", font: FontSpec(size: 22, weight: .bold), origin: Point(x: 4, y: 40), paint: .solid(.blue), opacity: 0.5, rendererOffset: Point(x: 0, y: -2.5))),
      .text({
        var run = TextRun(text: "turned", font: FontSpec(size: 12, weight: .regular), origin: Point(x: 9, y: 9), paint: .solid(.red))
        run.transform = TextTransform(a: 0.6, b: 0.8, c: -0.8, d: 0.6)
        return run
      }()),
      .popOpacity,
      .popClip,
      .popClip,
    ])

  @Test func everyCommandRoundTrips() throws {
    var writer = WireWriter()
    Self.everyKind.write(to: &writer)
    var reader = WireReader(writer.bytes)
    let back = try Frame(from: &reader)
    #expect(back == Self.everyKind)
    #expect(reader.isAtEnd)
  }

  @Test func everyCutMessageIsAnError() {
    var writer = WireWriter()
    Self.everyKind.write(to: &writer)
    let bytes = writer.bytes
    // Every proper prefix fails to read (none may crash or read as a frame).
    var failures = 0
    for length in 0..<bytes.count {
      var reader = WireReader(Array(bytes[0..<length]))
      if (try? Frame(from: &reader)) == nil { failures += 1 }
    }
    #expect(failures == bytes.count)
  }

  @Test func anUnknownTagIsAnError() {
    var writer = WireWriter()
    Frame(size: Size(width: 1, height: 1), commands: [.popClip]).write(to: &writer)
    var bytes = writer.bytes
    bytes[bytes.count - 1] = 200
    var reader = WireReader(bytes)
    #expect(throws: WireReader.Malformed.self) { try Frame(from: &reader) }
  }

  /// The next frame of an animation, written against the one before: the commands it repeats
  /// at their indices go as runs (so the message is shorter than the commands alone), the
  /// changed and the added ones whole, and it reads back equal given the same base.
  @Test func commandsRepeatedFromTheFrameBeforeGoAsRunsAndReadBackEqual() throws {
    var next = Self.everyKind
    next.commands[2] = .fill(.polygon([Point(x: 0, y: 0), Point(x: 11, y: 0), Point(x: 5, y: 8)]), .solid(.green))
    next.commands[10] = .text(TextRun(text: "moved", font: FontSpec(size: 22, weight: .bold), origin: Point(x: 4, y: 41), paint: .solid(.blue), opacity: 0.6))
    next.commands.append(.fill(.rect(Rect(x: 9, y: 9, width: 1, height: 1)), .solid(.red)))
    var whole = WireWriter()
    next.write(to: &whole)
    var delta = WireWriter()
    next.write(to: &delta, base: Self.everyKind.commands)
    // The two changed commands and the added one, whole; four runs (before, between and after
    // the changes) of a tag and a count each; the header as before.
    var changed = WireWriter()
    for index in [2, 10, Self.everyKind.commands.count] { next.commands[index].write(to: &changed) }
    var header = WireWriter()
    Frame(size: next.size, background: next.background, commands: []).write(to: &header)
    #expect(delta.bytes.count == header.bytes.count + changed.bytes.count + 3 * 9)
    #expect(delta.bytes.count < whole.bytes.count / 3)
    var reader = WireReader(delta.bytes)
    let back = try Frame(from: &reader, base: Self.everyKind.commands)
    #expect(back == next)
    #expect(reader.isAtEnd)
    // A frame written against nothing reads back without a base.
    var plain = WireReader(whole.bytes)
    #expect(try Frame(from: &plain) == next)
  }

  /// A run that reaches past the frame before, or past the frame's own count, or of no
  /// commands, is an error (the reader was given another base, or the bytes are corrupt), and
  /// every cut of a message with runs is one too.
  @Test func runsBeyondTheFrameBeforeAreErrors() throws {
    let base = Self.everyKind.commands
    var writer = WireWriter()
    Self.everyKind.write(to: &writer, base: base)
    // The whole frame is one run.
    #expect(throws: WireReader.Malformed.self) {
      var reader = WireReader(writer.bytes)
      _ = try Frame(from: &reader, base: Array(base.dropLast()))
    }
    #expect(throws: WireReader.Malformed.self) {
      var reader = WireReader(writer.bytes)
      _ = try Frame(from: &reader)
    }
    for bad in [0, -1, base.count + 1] {
      var bytes = writer.bytes
      // The run's count is the last word.
      bytes.replaceSubrange((bytes.count - 8)..., with: withUnsafeBytes(of: Int64(bad).littleEndian, Array.init))
      var reader = WireReader(bytes)
      #expect(throws: WireReader.Malformed.self, "a run of \(bad)") { try Frame(from: &reader, base: base) }
    }
    var failures = 0
    for length in 0..<writer.bytes.count {
      var reader = WireReader(Array(writer.bytes[0..<length]))
      if (try? Frame(from: &reader, base: base)) == nil { failures += 1 }
    }
    #expect(failures == writer.bytes.count)
  }
}

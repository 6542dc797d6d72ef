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
}

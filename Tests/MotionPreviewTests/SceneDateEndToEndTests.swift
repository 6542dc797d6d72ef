import Foundation
import Testing
import TestSupport

/// `Date()` in a user's file reads the scene's date in the agent: Foundation's reference date
/// (2001-01-01 00:00:00 UTC, 978,307,200 s after 1970 by POSIX's count) plus the scene time that
/// `--frame-json` is given, whenever and however fast the frame is made. The user's file is
/// compiled as it is and run by the real binary, with no X server.
@Suite struct SceneDateEndToEndTests {
  /// Seconds from 1970-01-01 to 2001-01-01 UTC: 31 years of 365 days and 8 leap days (1972 …
  /// 2000), worked by hand rather than taken from Foundation.
  static let referenceDateSince1970 = Double((31 * 365 + 8) * 86_400)

  /// A file that reads the wall clock the ways animation code does: in a `TimelineView`'s
  /// content (the text and the square's offset), in `@State`'s initial value, in a button's
  /// action (Space presses it at `--toggle-at`), in a timer's handler, and through C's `time`.
  static let source = """
    import SwiftUI

    struct Clocks: View {
        @State private var start = Date()
        @State private var marked = Date.distantPast
        @State private var fired = Date.distantPast
        private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            TimelineView(.animation) { context in
                let now = Date()
                VStack(spacing: 0) {
                    Text("date \\(now.timeIntervalSinceReferenceDate)")
                    Text("since1970 \\(Date.now.timeIntervalSince1970)")
                    Text("time \\(time(nil))")
                    Text("start \\(start.timeIntervalSinceReferenceDate)")
                    Text("marked \\(marked.timeIntervalSinceReferenceDate)")
                    Text("fired \\(fired.timeIntervalSinceReferenceDate)")
                    Text("context \\(now == context.date)")
                    Text(now, style: .time)
                    Text(now, style: .date)
                    Button("Mark") { marked = Date() }
                    Color.red.frame(width: 10, height: 10)
                        .offset(x: now.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 10) * 10)
                }
            }
            .onReceive(ticks) { _ in fired = Date() }
        }
    }

    """

  /// The frame at `time` as JSON (Space at 0.25 s, a 400 × 400 canvas, UTC), and the output.
  static func frame(at time: String, path: String) throws -> (texts: [String], squareX: Double?, output: String) {
    let (status, output, errors) = try PreviewProcess.run(
      ["--frame-json", time, "--toggle-at", "0.25", "--geometry", "400x400", path], display: nil,
      environment: ["TZ": "UTC"])
    #expect(status == 0, "\(errors)")
    let commands = try CompiledPreviewCommandTests.json(output)["commands"] as? [[String: Any]] ?? []
    let texts = commands.compactMap { $0["text"] as? String }
    let square = commands.compactMap { $0["bounds"] as? [String: Double] }.first { $0["width"] == 10 && $0["height"] == 10 }
    return (texts, square?["x"], output)
  }

  @Test func dateInTheUsersCodeIsTheScenesDateAtEachFrame() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Clocks.swift"
    try CompiledPreviewCommandTests.write(Self.source, to: path)
    for (time, seconds) in [("0.5", 0.5), ("1.5", 1.5)] {
      let frame = try Self.frame(at: time, path: path)
      let unix: Double = Self.referenceDateSince1970 + seconds
      // The state was made with the view, at 0; Space pressed the button at 0.25; the timer
      // connected at 0 fires at 1 (not yet at 0.5).
      let fired = seconds < 1 ? "fired -63114076800.0" : "fired 1.0"
      let expected: [String] = [
        "date \(seconds)", "since1970 \(unix)", "time \(Int(unix.rounded(.down)))", "start 0.0", "marked 0.25",
        fired, "context true", "12:00 AM", "January 1, 2001", "Mark",
      ]
      #expect(frame.texts == expected, "\(frame.texts)")
      // The square is centred in the 400-point canvas (x 195) and moved 10 points a second of
      // scene time.
      let squareX: Double = 195 + 10 * seconds
      #expect(frame.squareX == squareX, "\(frame.output)")
    }
  }

  /// A `Canvas`'s renderer runs when the frame is drawn, not in a body: there too `Date()` is
  /// the frame's date, and so are QuartzCore's `CACurrentMediaTime()` and Core Foundation's
  /// `CFAbsoluteTimeGetCurrent()`, which animation code times itself with (neither is in
  /// Foundation on Linux): a square per clock, 10 points along for each second.
  @Test func aCanvasRendererReadsTheFramesDate() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Sweep.swift"
    try CompiledPreviewCommandTests.write(
      """
      import QuartzCore
      import SwiftUI
      struct Sweep: View {
          var body: some View {
              TimelineView(.animation) { _ in
                  Canvas { context, size in
                      let t = Date().timeIntervalSinceReferenceDate
                      let media: CFTimeInterval = CACurrentMediaTime()
                      let absolute: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
                      context.fill(Path(CGRect(x: t * 10, y: 0, width: 10, height: 10)), with: .color(.red))
                      context.fill(Path(CGRect(x: media * 10, y: 20, width: 10, height: 10)), with: .color(.green))
                      context.fill(Path(CGRect(x: absolute * 10, y: 40, width: 10, height: 10)), with: .color(.blue))
                  }
                  .frame(width: 100, height: 100)
              }
          }
      }
      """, to: path)
    for (time, seconds) in [("0.5", 0.5), ("1.5", 1.5)] {
      let (status, output, errors) = try PreviewProcess.run(
        ["--frame-json", time, "--geometry", "200x200", path], display: nil)
      #expect(status == 0, "\(errors)")
      let commands = try CompiledPreviewCommandTests.json(output)["commands"] as? [[String: Any]] ?? []
      // The 100-point canvas is centred in the 200-point one (x 50); each rectangle is 10 points
      // along it for each second of scene time.
      let xs = commands.compactMap { ($0["bounds"] as? [String: Double])?["x"] }
      let expected: Double = 50 + 10 * seconds
      #expect(xs == [expected, expected, expected], "\(output)")
    }
  }

  @Test func twoRunsAtOneTimeGiveTheSameFrame() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Clocks.swift"
    try CompiledPreviewCommandTests.write(Self.source, to: path)
    let first = try Self.frame(at: "1.5", path: path)
    let second = try Self.frame(at: "1.5", path: path)
    #expect(first.output.contains("\"text\": \"date 1.5\""), "\(first.output)")
    #expect(first.output == second.output)
  }
}

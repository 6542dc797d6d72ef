import Foundation
import Testing
import TestSupport

/// The user's own SwiftUI file, compiled as it is and run in an agent, as a user meets it: the
/// real binary on Xvfb, real keys, pixels read back from the server, saves made as editors make
/// them. Each file carries a fresh comment, so no build is found in the cache from an earlier
/// run and the compile counts are exact.
///
/// Expected positions are SwiftUI's layout rules worked by hand: a stack is as big as its
/// children plus its spacing and is centred in the canvas the window gives the root view.
@Suite(.serialized) struct CompiledPreviewEndToEndTests {
  /// A file no seed resembles: a helper function, a loop, a computed property, a custom view
  /// with parameters and a custom `Shape`, and a button that grows the squares.
  ///
  /// In a 400 × 300 canvas the VStack is 140 × 80 (three 40-point squares 10 apart over a
  /// 40-point diamond, no spacing), centred: x 130…270, y 110…190. The squares sit at y
  /// 110…150 and x 130…170, 180…220, 230…270; the diamond at x 180…220, y 150…190.
  static func source(width: String = "40", color: String = ".red", extra: String = "") -> String {
    """
    import SwiftUI
    // run \(UUID().uuidString)

    struct Diamond: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
            return path
        }
    }

    struct Square: View {
        let color: Color
        let side: CGFloat
        var body: some View {
            Rectangle().fill(color).frame(width: side, height: side)
        }
    }

    struct Squares: View {
        @State private var grown = false
        private var palette: [Color] { [\(color), .green, .blue] }

        func side(for index: Int) -> CGFloat { grown ? \(width) + 10 : \(width) }

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 10) {
                    ForEach(0..<3) { index in
                        Square(color: palette[index], side: side(for: index))
                    }
                }
                Diamond().fill(Color.orange).frame(width: 40, height: 40)
                Button("Grow") { grown.toggle() }.frame(width: 0, height: 0).opacity(0)
            }\(extra)
        }
    }

    #Preview("Squares") {
        Squares()
    }

    """
  }

  static func isRed(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 200 && pixel.green < 100 && pixel.blue < 100
  }
  static func isPurple(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 150 && pixel.green < 120 && pixel.blue > 150
  }
  static func isWhite(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.red > 240 && pixel.green > 240 && pixel.blue > 240
  }

  static func fields(_ app: PreviewProcess, _ condition: ([String: String]) -> Bool) -> [String: String]? {
    LiveReloadEndToEndTests.waitForFields(app, condition)
  }

  @Test func aFileNoOneHereWroteRendersAsSwiftUILaysItOut() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Squares.swift"
    try Self.source().write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    let shot = try Screenshot(display: xvfb.display)
    // The squares, centred, 10 apart; the custom shape's diamond under the middle one.
    #expect(Self.isRed(shot.rgb(150, 130)))
    let green = shot.rgb(200, 130)
    #expect(green.green > 150 && green.red < 120)
    let blue = shot.rgb(250, 130)
    #expect(blue.blue > 200 && blue.red < 60)
    #expect(Self.isWhite(shot.rgb(175, 130)))  // the spacing between the first two
    #expect(Self.isWhite(shot.rgb(125, 130)))  // left of the stack
    let orange = shot.rgb(200, 170)
    #expect(orange.red > 200 && orange.green > 120 && orange.green < 190 && orange.blue < 60)
    // The diamond's corners are empty: a shape from path(in:), not its frame.
    #expect(Self.isWhite(shot.rgb(183, 153)))
    #expect(Self.isWhite(shot.rgb(217, 187)))
    #expect(app.stateFields()?["preview"] == "Squares")
  }

  @Test func bracketsStepThroughThePreviewsAndTheTitleNamesThem() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Two.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    #Preview("Red") { Color.red.frame(width: 40, height: 40) }
    #Preview("Blue") { Color.blue.frame(width: 40, height: 40) }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    let first = try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false })
    #expect(first["preview"] == "Red" && first["previews"] == "2")
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(200, 150)))
    try app.press(["bracketright"])
    try #require(Self.fields(app) { $0["preview"] == "Blue" && $0["agents"] == "2" } != nil)
    _ = waitUntil(timeout: 30) { ((try? Screenshot(display: xvfb.display))?.rgb(200, 150).blue ?? 0) > 200 }
    #expect(try Screenshot(display: xvfb.display).rgb(200, 150).blue > 200)
    let window = try Tool.run("xdotool", ["search", "--pid", String(app.pid)], display: xvfb.display).text
      .split(separator: "\n").first.map(String.init) ?? ""
    let title = try Tool.run("xprop", ["-id", window, "_NET_WM_NAME"], display: xvfb.display)
    #expect(title.text.contains("motion-preview — Two.swift — Blue (2/2"), "\(title.text)")
    // ] past the last wraps to the first; [ goes back.
    try app.press(["bracketright"])
    try #require(Self.fields(app) { $0["preview"] == "Red" } != nil)
    try app.press(["bracketleft"])
    try #require(Self.fields(app) { $0["preview"] == "Blue" } != nil)
  }

  @Test func aLiteralSaveShowsWithoutACompileAndAStructuralSaveAfterOne() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Squares.swift"
    let source = Self.source()
    try source.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // Space presses the primary control, the button: the squares grow by 10 with no animation.
    // HStack 3 × 50 + 20 = 170 wide (x 115…285), VStack 50 + 40 high (y 105…195).
    try app.press(["space"])
    try #require(Self.fields(app) { $0["control"] == "Button" } != nil)
    _ = waitUntil(timeout: 30) { Self.isRed((try? Screenshot(display: xvfb.display))?.rgb(118, 108) ?? (0, 0, 0)) }
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(118, 108)))

    // A literal-only save by rename: 40 → 60, so grown squares are 70 (HStack 230 wide, x 85…315).
    // No compile; the state (grown) is kept.
    let literal = source.replacingOccurrences(of: "grown ? 40 + 10 : 40", with: "grown ? 60 + 10 : 60")
    #expect(literal != source)
    try literal.write(toFile: path, atomically: true, encoding: .utf8)
    let tuned = try #require(Self.fields(app) { $0["reloads"] == "1" })
    #expect(tuned["compiles"] == "0" && tuned["literalReloads"] == "1" && tuned["agents"] == "1")
    _ = waitUntil(timeout: 30) { Self.isRed((try? Screenshot(display: xvfb.display))?.rgb(88, 100) ?? (0, 0, 0)) }
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(88, 100)))

    // A structural save: the first colour becomes .purple. One compile, a new agent that is
    // given the history again, so the squares are still grown.
    let structural = literal.replacingOccurrences(of: "[.red, .green, .blue]", with: "[.purple, .green, .blue]")
    try structural.write(toFile: path, atomically: false, encoding: .utf8)
    let rebuilt = try #require(Self.fields(app) { $0["reloads"] == "2" && $0["agents"] == "2" })
    #expect(rebuilt["compiles"] == "1" && rebuilt["status"] == "running")
    _ = waitUntil(timeout: 30) { Self.isPurple((try? Screenshot(display: xvfb.display))?.rgb(88, 100) ?? (0, 0, 0)) }
    #expect(Self.isPurple(try Screenshot(display: xvfb.display).rgb(88, 100)))
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func aBrokenSavePointsToTheLineAndTheLastGoodFrameStays() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Squares.swift"
    let source = Self.source()
    try source.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // `side(for:)` misspelt on the line of the ForEach's Square, column of the call.
    let broken = source.replacingOccurrences(of: "side: side(for: index)", with: "side: sied(for: index)")
    let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("sied(for:") }) + 1
    let column = try #require(lines[line - 1].range(of: "sied")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    try #require(Self.fields(app) { $0["problems"] == "1" } != nil)
    let shot = try Screenshot(display: xvfb.display)
    // The banner at the bottom, the squares still drawn above it.
    #expect(shot.count(x: 0, y: 270, width: 400, height: 30) { r, g, b in r > 150 && g < 80 && b < 80 } > 1000)
    #expect(Self.isRed(shot.rgb(150, 130)))
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(app.readError().contains("\(path):\(line):\(column): error: cannot find 'sied' in scope"))
  }

  @Test func tabAndShiftUpTuneALiteralWithNoCompile() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Box.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Box: View {
        var body: some View { Color.red.frame(width: 40, height: 40) }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // 40 wide, centred: x 180…220. Tab picks the first literal (the width), Shift+↑ adds ten
    // times a tenth of its leading place: 50 wide, x 175…225.
    #expect(Self.isWhite(try Screenshot(display: xvfb.display).rgb(177, 150)))
    try app.press(["Tab", "shift+Up"])
    _ = waitUntil(timeout: 30) { Self.isRed((try? Screenshot(display: xvfb.display))?.rgb(177, 150) ?? (0, 0, 0)) }
    let shot = try Screenshot(display: xvfb.display)
    #expect(Self.isRed(shot.rgb(177, 150)) && Self.isWhite(shot.rgb(172, 150)))
    let state = try #require(app.stateFields())
    #expect(state["agents"] == "1" && state["compiles"] == "0" && state["reloads"] == "0")
    // C puts the file on the clipboard with exactly that token changed.
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let client = try TestClient(displayName: xvfb.display)
    try app.press(["c"])
    var pasted: String?
    _ = waitUntil(timeout: 30) {
      pasted = client.pasteClipboard(timeout: 1)
      return pasted != nil
    }
    #expect(pasted == source.replacingFirst("frame(width: 40", with: "frame(width: 50"))
    // 0 resets it to the file's 40.
    try app.press(["0"])
    _ = waitUntil(timeout: 30) { Self.isWhite((try? Screenshot(display: xvfb.display))?.rgb(177, 150) ?? (0, 0, 0)) }
    #expect(Self.isWhite(try Screenshot(display: xvfb.display).rgb(177, 150)))
  }

  @Test func wWritesExactlyTheTunedTokenAndRefusesAReadOnlyFile() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Box.swift"
    let source = """
      import SwiftUI
      // run \(UUID().uuidString)
      struct Box: View {
          var body: some View { Color.red.frame(width: 40, height: 40).opacity(0.5) }
      }

      """
    try source.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o640) == 0)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    try app.press(["Tab", "shift+Up"])
    try #require(Self.fields(app) { $0["tuned"] == "1" } != nil)
    try app.press(["w"])
    // The write comes back as a literal-only save: no compile, nothing tuned any more.
    let reloaded = try #require(Self.fields(app) { $0["reloads"] == "1" })
    #expect(reloaded["compiles"] == "0" && reloaded["tuned"] == "0")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == source.replacingFirst("width: 40", with: "width: 50"))
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
    #expect(Set(directory.names) == ["Box.swift"])

    // A read-only file is refused as an editor refuses it, and stays as it is.
    #expect(chmod(path, 0o444) == 0)
    let before = fileBytes(at: path)
    try app.press(["Tab", "Up", "w"])
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(fileBytes(at: path) == before)
    let said = app.readError()
    #expect(said.contains("motion-preview: W wrote 1 literal to Box.swift"), "\(said)")
    #expect(said.contains("motion-preview: W wrote nothing:") && said.contains("read-only"), "\(said)")
  }

  @Test func eExportsTheLastTransactionToAGIF() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Bar.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Bar: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Color.red.frame(width: wide ? 100 : 20, height: 20)
                Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--geometry", "200x100+0+0", path], directory: directory.path)
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    try app.press(["space"])
    try #require(Self.fields(app) { $0["control"] == "Button" } != nil)
    try app.press(["e"])
    let saved = try #require(Self.fields(app) { $0["export"] == "saved" })
    let name = try #require(saved["exported"])
    #expect(name.hasPrefix("motion-preview-") && name.hasSuffix(".gif"))
    // The GIF is in the window's folder; nothing else was left there.
    let bytes = fileBytes(at: directory.path + "/" + name)
    #expect(bytes.starts(with: Array("GIF89a".utf8)))
    #expect(Set(directory.names) == ["Bar.swift", name])
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    // From the press, the 1 s linear move and the 0.5 s tail, at GIF's 50 fps: 75 frames.
    let said = app.readError()
    #expect(said.contains("wrote \(name) ("), "\(said)")
    #expect(said.contains(": 75 frames, 1.5 s at 50 fps (GIF's fastest), 200×100"), "\(said)")
  }

  @Test func aMouseDragDrivesADragGestureAndAClickTapsAButton() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Drag.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Drag: View {
        @State private var moved: CGFloat = 0
        @State private var blue = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(blue ? Color.blue : Color.red).frame(width: 40, height: 40)
                    .offset(x: moved)
                    .gesture(DragGesture().onEnded { value in moved += value.translation.width })
                Button("Blue") { blue = true }.frame(width: 100, height: 40)
            }
        }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // The VStack is 100 × 80, centred: y 110…190; the square x 180…220, y 110…150; the button's
    // frame x 150…250, y 150…190.
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(200, 130)))
    // A drag from the square's centre 80 points right: the square ends at x 260…300.
    try app.drag(from: 200, to: 280, y: 130)
    _ = waitUntil(timeout: 30) { Self.isRed((try? Screenshot(display: xvfb.display))?.rgb(280, 130) ?? (0, 0, 0)) }
    var shot = try Screenshot(display: xvfb.display)
    #expect(Self.isRed(shot.rgb(280, 130)) && Self.isWhite(shot.rgb(200, 130)))
    // A click on the button: the square turns blue where it is.
    try app.click(x: 200, y: 170)
    _ = waitUntil(timeout: 30) { ((try? Screenshot(display: xvfb.display))?.rgb(280, 130).blue ?? 0) > 200 }
    shot = try Screenshot(display: xvfb.display)
    #expect(shot.rgb(280, 130).blue > 200 && shot.rgb(280, 130).red < 60)
    #expect(app.stateFields()?["control"] == "Button")
  }

  /// A button held down with the pointer is pressed: its style's `isPressed` is true ("whether
  /// the user is currently pressing the button", Apple's documentation) until the release,
  /// which runs the action once. It was never true in the window, so a style that recolours or
  /// shrinks on press never did.
  @Test func aButtonHeldDownIsPressedUntilItsRelease() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Held.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Pressing: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Rectangle().fill(configuration.isPressed ? Color.red : Color.green).frame(width: 100, height: 40)
        }
    }
    struct Held: View {
        @State private var presses = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Hold") { presses += 1 }.buttonStyle(Pressing())
                Rectangle().fill(presses == 1 ? Color.blue : Color.gray).frame(width: 100, height: 40)
            }
        }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // The stack is 100 × 80, centred: the button x 150…250, y 110…150; the square below it.
    func pixel(_ y: Int) -> (red: Int, green: Int, blue: Int) {
      (try? Screenshot(display: xvfb.display))?.rgb(200, y) ?? (0, 0, 0)
    }
    #expect(pixel(130).green > 150 && pixel(130).red < 100)
    try app.mouseDown(x: 200, y: 130)
    _ = waitUntil(timeout: 30) { Self.isRed(pixel(130)) }
    #expect(Self.isRed(pixel(130)), "held: \(pixel(130))")
    #expect(pixel(170).blue < 200, "the action waits for the release")
    try app.mouseUp()
    _ = waitUntil(timeout: 30) { pixel(170).blue > 200 }
    #expect(pixel(170).blue > 200 && pixel(170).red < 60, "released: \(pixel(170))")
    #expect(pixel(130).green > 150 && pixel(130).red < 100, "released: \(pixel(130))")
  }

  /// Space on a preview with nothing to press (no button, toggle or tap gesture) says so in
  /// the notice, a dark pill along the bottom of the canvas; it did nothing, silently.
  @Test func spaceWithNothingToPressSaysSo() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Still.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Still: View {
        var body: some View { Circle().fill(Color.green).frame(width: 40, height: 40) }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--paused", "--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    let dark = { (r: Int, g: Int, b: Int) in r < 90 && g < 90 && b < 90 }
    func darkPixels() -> Int {
      (try? Screenshot(display: xvfb.display))?.count(x: 0, y: 220, width: 400, height: 80, where: dark) ?? 0
    }
    // Only the "Paused" badge is dark, at the top: nothing along the bottom.
    #expect(darkPixels() == 0)
    try app.press(["space"])
    _ = waitUntil(timeout: 30) { darkPixels() > 500 }
    #expect(darkPixels() > 500, "no notice after Space")
  }

  @Test func aClickedTextFieldTakesTheKeysAndReturnSubmits() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Field.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)
    struct Field: View {
        @State private var draft = ""
        @State private var items: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                TextField("New", text: $draft).frame(width: 200, height: 40)
                    .onSubmit { items.append(draft); draft = "" }
                Rectangle().fill(items == ["Egs"] ? Color.blue : Color.red).frame(width: 40, height: 40)
            }
        }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    // The stack is 80 points tall, centred: the field y 110…150, the square x 180…220, y 150…190.
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(200, 170)))
    // A click on the field gives it the keys: "E", "g", "g", Backspace, "s" and Return type
    // "Egs" and submit it, and the square turns blue (E would have exported, s slowed the clock).
    try app.click(x: 200, y: 130)
    // Focused once the caret shows: a 2-point tint bar at the field's leading edge (x 100…102).
    _ = waitUntil(timeout: 30) { ((try? Screenshot(display: xvfb.display))?.rgb(101, 130).blue ?? 0) > 200 }
    try app.press(["E", "g", "g", "BackSpace", "s", "Return"])
    _ = waitUntil(timeout: 30) { ((try? Screenshot(display: xvfb.display))?.rgb(200, 170).blue ?? 0) > 200 }
    let shot = try Screenshot(display: xvfb.display)
    #expect(shot.rgb(200, 170).blue > 200 && shot.rgb(200, 170).red < 60, "\(shot.rgb(200, 170))")
    // Editing is over: keys are commands again (P pauses).
    try app.press(["p"])
    #expect(app.waitForState { $0.paused } != nil)
  }

  /// A button whose action is `action`, pressed with Space: the agent dies or stops
  /// answering, the window shows the banner, keeps answering, and quits on Q; no agent is left,
  /// and no X client: the agents never hold one, and the window's goes with it.
  ///
  /// `message` is expected in the window's standard error, with `PATH` standing for the file's
  /// path.
  func userCodeFails(_ action: String, environment: [String: String] = [:], expecting message: String) throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Failing.swift"
    try """
    import SwiftUI
    // run \(UUID().uuidString)

    struct Failing: View {
        @State private var pressed = false
        func failNow() -> Int { \(action) }
        var body: some View {
            VStack {
                Rectangle().fill(Color.red).frame(width: 100, height: 100)
                Text(pressed ? "\\(failNow())" : "ready")
                Button("Fail") { pressed = true }
            }
        }
    }

    """.write(toFile: path, atomically: false, encoding: .utf8)
    let observer = try TestClient(displayName: xvfb.display)
    let clientsBefore = try #require(observer.clientPIDs())
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path], environment: environment)
    let running = try #require(Self.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false })
    let agent = try #require(running["agentPID"].flatMap(Int32.init))
    #expect(agent > 0 && kill(agent, 0) == 0)
    let clientsRunning = try #require(observer.clientPIDs())
    #expect(clientsRunning.contains(app.pid) && !clientsRunning.contains(agent))
    try app.press(["space"])
    try #require(Self.fields(app) { $0["status"] == "failed" } != nil)
    // The agent is gone and reaped; the window still draws the last good frame.
    #expect(kill(agent, 0) != 0)
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(200, 100)))
    // R starts a new agent, which runs.
    try app.press(["r"])
    let restarted = try #require(Self.fields(app) { $0["agents"] == "2" && $0["status"] == "running" })
    let second = try #require(restarted["agentPID"].flatMap(Int32.init))
    #expect(observer.clientPIDs().map { !$0.contains(second) && !$0.contains(agent) } == true)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(kill(second, 0) != 0)
    // The window's connection closed; the server has the clients it had before.
    #expect(waitUntil(timeout: 10) { observer.clientPIDs().map { Set($0) == Set(clientsBefore) } ?? false })
    let error = app.readError()
    #expect(error.contains(message.replacingOccurrences(of: "PATH", with: path)), "\(error)")
    // The runtime's crash report is read, not passed on, and the crash is told once: the
    // runtime's own line is not passed on either, as the window's quotes it.
    #expect(!error.contains("crashReport") && !error.contains("Backtracing"))
    #expect(error.components(separatedBy: "Fatal error").count <= 2, "\(error)")
  }

  /// A preview that crashes before its first frame leaves the window too, as Xcode's canvas
  /// does: its banner and one line on standard error say so, and the save that mends the file
  /// (a literal, so no compile) shows the preview, red where the square is.
  @Test func aCrashBeforeTheFirstFrameLeavesTheWindowForTheFix() throws {
    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/First.swift"
    let source = """
      import SwiftUI
      // run \(UUID().uuidString)
      struct First: View {
          var crashes: Bool { true }
          var body: some View {
              if crashes { fatalError("boom at once") }
              return Rectangle().fill(Color.red).frame(width: 100, height: 100)
          }
      }

      """
    try source.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--geometry", "400x300+0+0", path])
    try #require(Self.fields(app) { $0["status"] == "failed" } != nil)
    let failed = try Screenshot(display: xvfb.display)
    #expect(!Self.isRed(failed.rgb(200, 150)))
    // The banner at the bottom.
    #expect(failed.count(x: 0, y: 270, width: 400, height: 30) { r, g, b in r > 150 && g < 80 && b < 80 } > 1000)
    try source.replacingOccurrences(of: "{ true }", with: "{ false }").write(toFile: path, atomically: true, encoding: .utf8)
    try #require(Self.fields(app) { $0["status"] == "running" && ($0["agentFrames"].flatMap(Int.init) ?? 0) > 0 } != nil)
    _ = waitUntil(timeout: 30) { Self.isRed((try? Screenshot(display: xvfb.display))?.rgb(200, 150) ?? (0, 0, 0)) }
    #expect(Self.isRed(try Screenshot(display: xvfb.display).rgb(200, 150)))
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let error = app.readError()
    #expect(error.contains("motion-preview: the preview crashed: \(path):6: Fatal error: boom at once"), "\(error)")
    #expect(error.components(separatedBy: "boom at once").count == 2, "\(error)")
  }

  /// The runtime names its own file for an index out of range; the window names the line of
  /// the user's file where `failNow` (line 6 of the file above) indexed.
  @Test func aTrapInUserCodeLeavesTheWindowAlive() throws {
    try userCodeFails("[Int]()[1]", expecting: "motion-preview: the preview crashed at PATH:6: Fatal error: Index out of range")
  }

  @Test func aForceUnwrapOfNilLeavesTheWindowAlive() throws {
    try userCodeFails("let none: Int? = nil; return none!", expecting: "Unexpectedly found nil")
  }

  @Test func aBodyThatNeverReturnsLeavesTheWindowAlive() throws {
    try userCodeFails(
      "var n = 1; while n > 0 { n = n &+ 2 }; return n", expecting: "the preview did not answer for 2 s")
  }

  @Test func endlessRecursionLeavesTheWindowAlive() throws {
    try userCodeFails("failNow() + 1", expecting: "the preview crashed with a segmentation fault at PATH:6")
  }

  @Test func aMemoryBombLeavesTheWindowAlive() throws {
    // A 256 MiB limit, so the bomb hits it at once.
    try userCodeFails(
      "var blocks: [[UInt8]] = []; while blocks.count >= 0 { blocks.append([UInt8](repeating: 1, count: 1 << 26)) }; return blocks.count",
      environment: ["MOTION_PREVIEW_AGENT_MEMORY": String(256 << 20)],
      expecting: "motion-preview: the preview crashed: Fatal error: failed to allocate")
  }
}

/// The headless commands on compiled files: previews by `#Preview`, `PreviewProvider` and
/// plain views; several files; a SwiftPM target; and bad input as one line and status 2.
@Suite struct CompiledPreviewCommandTests {
  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try ("// run \(UUID().uuidString)\n" + text).write(toFile: path, atomically: false, encoding: .utf8)
  }

  static func json(_ output: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  /// `--font` is the previews' system font: with a monospaced family, "iiiii" and "MMMMM" are
  /// as wide (five advances each), where Inter's are not; the pattern's size and style leave
  /// the texts their own (a `-30:bold` pattern draws them as the plain family does).
  @Test func fontIsThePreviewsSystemFont() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Letters.swift"
    try Self.write(
      """
      import SwiftUI
      struct Letters: View { var body: some View { VStack { Text("iiiii"); Text("MMMMM") } } }
      """, to: path)
    func widths(_ font: String?) throws -> [Double] {
      let (status, output, errors) = try PreviewProcess.run(
        ["--frame-json", "0", path] + (font.map { ["--font", $0] } ?? []), display: nil)
      #expect(status == 0, "\(errors)")
      let commands = try #require(try Self.json(output)["commands"] as? [[String: Any]])
      return commands.compactMap { ($0["bounds"] as? [String: Double])?["width"] }
    }
    let inter = try widths(nil)
    #expect(inter.count == 2 && inter[1] > inter[0] + 20, "\(inter)")
    let mono = try widths("DejaVu Sans Mono")
    #expect(mono.count == 2 && abs(mono[0] - mono[1]) < 0.01, "\(mono)")
    #expect(try widths("DejaVu Sans Mono-30:bold") == mono)
  }

  /// `--frame-json` at a time shows what a 60 Hz device shows then for a Canvas whose drawing
  /// steps a model (Apple's particle sample): a bar 3 points wider at each draw is 3 × 31 wide
  /// at 0.5 s and 3 × 61 at 1 s (frames at 0, 1/60, …), as the export's frames are. It was 3
  /// at every time: only the frame asked for was drawn.
  @Test func frameJSONDrawsTheFramesBeforeItsTime() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Steps.swift"
    try Self.write(
      """
      import SwiftUI
      final class Counter { var draws = 0 }
      struct Steps: View {
        @State private var counter = Counter()
        var body: some View {
          TimelineView(.animation) { _ in
            Canvas { context, size in
              counter.draws += 1
              context.fill(Path(CGRect(x: 0, y: 0, width: CGFloat(counter.draws) * 3, height: 40)), with: .color(.red))
            }
          }
          .frame(width: 300, height: 40)
        }
      }
      """, to: path)
    for (time, width) in [("0", 3.0), ("0.5", 93), ("1", 183)] {
      let (status, output, errors) = try PreviewProcess.run(["--frame-json", time, "--geometry", "400x300", path], display: nil)
      #expect(status == 0, "\(errors)")
      let commands = try #require(try Self.json(output)["commands"] as? [[String: Any]])
      #expect(commands.compactMap { ($0["bounds"] as? [String: Double])?["width"] } == [width], "at \(time)")
    }
  }

  @Test func previewsAreListedAndPickedByName() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Several.swift"
    try Self.write(
      """
      import SwiftUI
      struct Plain: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
      struct Wide: View { var body: some View { Color.blue.frame(width: 200, height: 10) } }
      struct Wide_Previews: PreviewProvider { static var previews: some View { Wide() } }
      #Preview("First") { Plain() }
      #Preview("Second") { Color.green.frame(width: 30, height: 20) }
      """, to: path)
    let (status, output, errors) = try PreviewProcess.run(
      ["--frame-json", "0", "--geometry", "400x300", "--preview", "Second", path], display: nil)
    #expect(status == 0, "\(errors)")
    let report = try Self.json(output)
    let previews = try #require(report["previews"] as? [String])
    #expect(previews.contains("First") && previews.contains("Second") && previews.contains("Wide_Previews"))
    #expect(report["preview"] as? String == "Second")
    // The green 30 × 20 rectangle, centred in 400 × 300: (185, 140).
    let commands = try #require(report["commands"] as? [[String: Any]])
    let bounds = try #require(commands.first?["bounds"] as? [String: Double])
    #expect(bounds == ["x": 185, "y": 140, "width": 30, "height": 20])

    // A PreviewProvider by the view it is named after (`Wide` for `Wide_Previews`): the blue
    // 200 × 10 bar, centred at (100, 145).
    let (wideStatus, wideOutput, wideErrors) = try PreviewProcess.run(
      ["--frame-json", "0", "--geometry", "400x300", "--preview", "Wide", path], display: nil)
    #expect(wideStatus == 0, "\(wideErrors)")
    let wide = try Self.json(wideOutput)
    #expect(wide["preview"] as? String == "Wide_Previews")
    let wideCommands = try #require(wide["commands"] as? [[String: Any]])
    #expect(wideCommands.first?["bounds"] as? [String: Double] == ["x": 100, "y": 145, "width": 200, "height": 10])

    let (unknown, _, said) = try PreviewProcess.run(["--frame-json", "0", "--preview", "Nope", path], display: nil)
    #expect(unknown == 2)
    #expect(said.split(separator: "\n").count == 1 && said.contains("no preview is named \"Nope\""))

    // Two previews of one name are warned of at the second; a name with a comma is quoted in
    // the list (it read as two names).
    let twins = directory.path + "/Twins.swift"
    try Self.write(
      """
      import SwiftUI
      #Preview("Same") { Color.red }
      #Preview("Same") { Color.blue }
      #Preview("Segmented, dark") { Color.green }
      """, to: twins)
    let (twinStatus, _, twinErrors) = try PreviewProcess.run(["--frame-json", "0", "--preview", "Nope", twins], display: nil)
    #expect(twinStatus == 2)
    #expect(
      twinErrors.split(separator: "\n").map(String.init) == [
        // (`write` puts a comment line first.)
        "\(twins):4: warning: another preview is named \"Same\" (line 3); --preview \"Same\" shows the first, [ and ] step to this one",
        "motion-preview: no preview is named \"Nope\"; the files have: Same, Same, \"Segmented, dark\"",
      ], "\(twinErrors)")

    // Twins in two files: the warning names the other file, by the user's path.
    let left = directory.path + "/Left.swift"
    let right = directory.path + "/Right.swift"
    try Self.write("import SwiftUI\n#Preview(\"Twin\") { Color.red }\n", to: left)
    try Self.write("import SwiftUI\n#Preview(\"Twin\") { Color.blue }\n", to: right)
    let (_, _, apart) = try PreviewProcess.run(["--frame-json", "0", left, right], display: nil)
    #expect(
      apart.contains(
        "\(right):3: warning: another preview is named \"Twin\" at \(left):3; --preview \"Twin\" shows the first"),
      "\(apart)")
  }

  /// An Xcode project's layout: the view in `App/Views`, its colours in `App/Assets.xcassets`.
  /// `Color("Brand")` is the catalog's colour set (0x33, 0x66, 0xFF), in dark appearance its
  /// dark one (0.4, 0.6, 0.8), as the app's bundle would give it; and so are the spellings of
  /// Xcode's generated asset symbols: `Color(.brand)`, `Color.brand`, `.fill(.brand)` and
  /// `UIColor(resource: .brand)`.
  @Test func namedColoursComeFromTheAssetCatalogBesideTheFiles() throws {
    let directory = try TemporaryDirectory()
    let set = directory.path + "/App/Assets.xcassets/Brand.colorset/Contents.json"
    func entry(_ components: String, dark: Bool) -> String {
      let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
      return #"{\#(appearance)"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}"#
    }
    try FileManager.default.createDirectory(atPath: (set as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try (#"{"colors": ["# + entry(#""red": "0x33", "green": "0x66", "blue": "0xFF", "alpha": "1.000""#, dark: false) + ", "
      + entry(#""red": "0.400", "green": "0.600", "blue": "0.800", "alpha": "1.000""#, dark: true) + "]}")
      .write(toFile: set, atomically: false, encoding: .utf8)
    let path = directory.path + "/App/Views/Card.swift"
    try Self.write(
      """
      import SwiftUI
      import UIKit
      struct Card: View {
        var body: some View {
          HStack {
            Color("Brand").frame(width: 10, height: 10)
            Color(.brand).frame(width: 10, height: 10)
            Color.brand.frame(width: 10, height: 10)
            Rectangle().fill(.brand).frame(width: 10, height: 10)
            Color(uiColor: UIColor(resource: .brand)).frame(width: 10, height: 10)
          }
        }
      }
      #Preview("Light") { Card() }
      #Preview("Dark") { Card().preferredColorScheme(.dark) }
      """, to: path)
    let cases: [(String, [Double])] = [("Light", [0x33 / 255.0, 0x66 / 255.0, 1, 1]), ("Dark", [0.4, 0.6, 0.8, 1])]
    for (preview, expected) in cases {
      let (status, output, errors) = try PreviewProcess.run(["--frame-json", "0", "--preview", preview, path], display: nil)
      #expect(status == 0, "\(errors)")
      let commands = try #require(try Self.json(output)["commands"] as? [[String: Any]])
      #expect(commands.count == 5, "\(preview): \(commands)")
      for (index, command) in commands.enumerated() {
        let color = try #require((command["paint"] as? [String: Any])?["color"] as? [Double])
        #expect(zip(color, expected).allSatisfy { abs($0 - $1) < 1e-3 } && color.count == 4, "\(preview) \(index): \(color)")
      }
      #expect(!errors.contains("warning"), "\(errors)")
    }
  }

  @Test func aViewCanUseATypeFromAnotherFileAndATargetsSiblings() throws {
    let directory = try TemporaryDirectory()
    let a = directory.path + "/A.swift"
    let b = directory.path + "/B.swift"
    try Self.write("import SwiftUI\n#Preview(\"A\") { Badge(side: 50) }\n", to: a)
    try Self.write(
      "import SwiftUI\nstruct Badge: View { let side: CGFloat\n var body: some View { Color.red.frame(width: side, height: side) } }\n",
      to: b)
    let (status, output, errors) = try PreviewProcess.run(["--frame-json", "0", "--geometry", "400x300", a, b], display: nil)
    #expect(status == 0, "\(errors)")
    let bounds = try #require((try Self.json(output)["commands"] as? [[String: Any]])?.first?["bounds"] as? [String: Double])
    #expect(bounds == ["x": 175, "y": 125, "width": 50, "height": 50])

    // The same two files in a SwiftPM target: naming A alone compiles B with it.
    let package = directory.path + "/Package"
    try Self.write("// swift-tools-version:5.9\nimport PackageDescription\n", to: package + "/Package.swift")
    try Self.write(try String(contentsOfFile: a, encoding: .utf8), to: package + "/Sources/Cards/A.swift")
    try Self.write(try String(contentsOfFile: b, encoding: .utf8), to: package + "/Sources/Cards/B.swift")
    let (targetStatus, targetOutput, targetErrors) = try PreviewProcess.run(
      ["--frame-json", "0", "--geometry", "400x300", package + "/Sources/Cards/A.swift"], display: nil)
    #expect(targetStatus == 0, "\(targetErrors)")
    let targetBounds = try #require(
      (try Self.json(targetOutput)["commands"] as? [[String: Any]])?.first?["bounds"] as? [String: Double])
    #expect(targetBounds == bounds)
  }

  /// `bench FILE` measures the compiled preview itself, window and agent (on a private Xvfb:
  /// no DISPLAY), and `--autoplay` presses its primary control on the scene clock: paused, no
  /// press happens until the steps pass 0.2 s.
  @Test func benchAndAutoplayTakeACompiledFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Pulse.swift"
    try Self.write(
      """
      import SwiftUI
      struct Pulse: View {
          @State private var big = false
          var body: some View {
              Button("Grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }
                  .scaleEffect(big ? 2 : 1)
          }
      }
      """, to: path)
    let (status, output, errors) = try PreviewProcess.run(["bench", "--quick", "--json", path], display: nil)
    #expect(status == 0, "\(errors)")
    #expect(output.contains("compiled preview of \(path), paced at 60 fps"), "\(output)")
    let measured = try Self.json(String(output.split(separator: "\n").last ?? ""))
    #expect((measured["frames"] as? Int).map { $0 > 0 } == true, "\(measured)")
    #expect(measured["agentCPUPercent"] is Double, "\(measured)")

    guard let xvfb = try XvfbServer.forTests("compiled preview tests") else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--geometry", "300x200+0+0", "--paused", "--autoplay", "0.2", path])
    let first = CompiledPreviewEndToEndTests.fields(app) { fields in
      (fields["agentFrames"].flatMap(Int.init) ?? 0) > 0
    }
    #expect(first?["control"] == "-")
    // Thirteen steps of 1/60 s pass 0.2 s.
    try app.press(Array(repeating: "Right", count: 13))
    #expect(CompiledPreviewEndToEndTests.fields(app) { $0["control"] == "Button" } != nil)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func exportRendersTheFramesHeadlessUntilTheMotionSettles() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Bar.swift"
    try Self.write(
      """
      import SwiftUI
      struct Bar: View {
          @State private var wide = false
          var body: some View {
              VStack {
                  Color.red.frame(width: wide ? 100 : 20, height: 20)
                  Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
              }
          }
      }
      """, to: path)
    // Space at 0.2 s; the linear move ends at 1.2 s, the clip 0.5 s later: 1.7 s at 10 fps.
    let frames = directory.path + "/frames"
    let (status, _, errors) = try PreviewProcess.run(
      ["export", frames + "/", "--fps", "10", "--toggle-at", "0.2", "--geometry", "200x100", path], display: nil)
    #expect(status == 0, "\(errors)")
    #expect(errors.contains(": 17 frames, 1.7 s at 10 fps, 200×100"), "\(errors)")
    let written = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }
    #expect(written.count == 17)
    // Halfway through the move (0.7 s) the bar is 60 wide, as the display list says.
    let (_, output, _) = try PreviewProcess.run(
      ["--frame-json", "0.7", "--toggle-at", "0.2", "--geometry", "200x100", path], display: nil)
    let bar = try #require((try Self.json(output)["commands"] as? [[String: Any]])?.first?["bounds"] as? [String: Double])
    #expect(abs((bar["width"] ?? 0) - 60) < 1e-9)
  }

  @Test func anAnimationStartedInOnAppearRunsAndWarningsNameTheUsersFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Pulse.swift"
    try Self.write(
      """
      import SwiftUI
      struct Pulse: View {
          @State private var on = false
          var body: some View {
              VStack {
                  Circle().fill(Color.blue).frame(width: 20, height: 20)
                      .scaleEffect(on ? 1 : 0.5)
                      .animation(.linear(duration: 1).repeatForever(autoreverses: true), value: on)
                      .onAppear { on = true }
                  Image(systemName: "no.such.symbol")
              }
          }
      }
      """, to: path)
    // linear(duration: 1).repeatForever from scale 0.5 to 1 started at 0: 0.75 at 0.5 s, so
    // the 20-point circle is 15 wide.
    let (status, output, errors) = try PreviewProcess.run(["--frame-json", "0.5", path], display: nil)
    #expect(status == 0, "\(errors)")
    let circle = try #require((try Self.json(output)["commands"] as? [[String: Any]])?.first?["bounds"] as? [String: Double])
    #expect(abs((circle["width"] ?? 0) - 15) < 1e-9, "\(circle)")
    // The placeholder's warning is at the user's file and line (the library gives #fileID).
    #expect(errors.contains("\(path):11: warning: the symbol \"no.such.symbol\""), "\(errors)")
  }

  @Test func aPrintInUserCodeReachesStandardError() throws {
    // The README: "Your `print` output appears on the window's standard error". Standard output
    // on the agent's pipe was fully buffered, and the agent never flushed it.
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Printer.swift"
    try Self.write(
      """
      import SwiftUI
      struct Printer: View {
          var body: some View {
              Text("printer").onAppear { print("appeared", 6 * 7) }
          }
      }
      """, to: path)
    let (status, _, errors) = try PreviewProcess.run(["--frame-json", "0.5", path], display: nil)
    #expect(status == 0, "\(errors)")
    #expect(errors.contains("appeared 42\n"), "\(errors)")
  }

  @Test func badFilesGiveOneLocatedLineAndStatusTwo() throws {
    let directory = try TemporaryDirectory()
    let cases: [(text: String, says: String)] = [
      ("import SwiftUI\nstruct V: View {\n  var body: some View { Colr.red }\n}\n", ":4:25: error: cannot find 'Colr' in scope"),
      ("import SwiftUI\nimport Charts\nstruct V: View { var body: some View { Color.red } }\n", ":3:8: error:"),
      ("import SwiftUI\nlet answer = 42\n", "nothing to preview"),
    ]
    for (index, (text, says)) in cases.enumerated() {
      let path = directory.path + "/Bad\(index).swift"
      try Self.write(text, to: path)
      let (status, output, errors) = try PreviewProcess.run(["--frame-json", "0", path], display: nil)
      #expect(status == 2, "\(text): \(errors)")
      #expect(output.isEmpty)
      let lines = errors.split(separator: "\n")
      #expect(lines.count >= 1 && lines.first.map { $0.contains(says) } == true, "\(errors)")
      if says.hasPrefix(":3:8") { #expect(errors.contains("Charts")) }
    }
  }
}

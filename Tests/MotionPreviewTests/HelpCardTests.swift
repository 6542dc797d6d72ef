import Scenes
import Testing
import TestSupport

/// The help card on a real X server: opaque (nothing behind it shows through: its pixels are the
/// same whether the text behind it is shown or hidden) and inside the window, at the smallest
/// supported window, a middling one, and a large one at scale 2.
@Suite(.serialized) struct HelpCardTests {
  /// The card's fill, white 0.12: (31, 31, 31).
  private static func isCard(_ r: Int, _ g: Int, _ b: Int) -> Bool { r == 31 && g == 31 && b == 31 }
  /// The reveal's blue text (over white or the veil).
  private static func isBlueText(_ r: Int, _ g: Int, _ b: Int) -> Bool { b - r > 60 && b > 200 }

  /// Presses `keys` and waits for the frame drawn after them.
  private static func press(_ app: PreviewProcess, _ keys: [String]) throws {
    let frame = try #require(app.state()).frame
    try app.press(keys)
    try #require(app.waitForState { $0.frame > frame } != nil, "no frame after \(keys)")
  }

  /// A notice (here W's refusal on the built-in previews) sits centred at the bottom of the
  /// scene's part of the window, clear of the inspector and the timeline: it was centred on the
  /// whole window, straddling the inspector's edge and covering the timeline.
  @Test func aNoticeIsCentredOnTheSceneBesideThePanels() throws {
    guard let xvfb = try XvfbServer.forTests("help card tests", width: 2048, height: 1280) else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--geometry", "1000x600+0+0", "--preview", "TextReveal"])
    try Self.press(app, ["t", "i"])
    try Self.press(app, ["w"])
    let scene = TuningLayout.regions(size: Size(width: 1000, height: 600), panels: TuningPanels(showsTimeline: true, showsInspector: true)).scene
    // The badge's fill, black at 0.75 over the white canvas, (64, 64, 64), in the bottom 100
    // rows of the scene, across the whole window (the other badges are at the top, the
    // timeline's dark text below); looked for until it shows.
    var box = (x0: Int.max, y0: Int.max, x1: -1, y1: -1)
    _ = waitUntil(timeout: 10) {
      guard let shot = try? Screenshot(display: xvfb.display) else { return false }
      for y in (Int(scene.height) - 100)..<Int(scene.height) {
        for x in 0..<1000 {
          let c = shot.rgb(x, y)
          if abs(c.red - 64) <= 1 && abs(c.green - 64) <= 1 && abs(c.blue - 64) <= 1 {
            box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
          }
        }
      }
      return box.x1 > box.x0
    }
    try #require(box.x1 > box.x0, "no notice")
    #expect(box.x1 < Int(scene.width), "\(box) beyond the scene \(scene)")
    #expect(abs(Double(box.x0 + box.x1 + 1) / 2 - scene.width / 2) <= 1, "\(box) not centred in \(scene.width)")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test(arguments: [(300, 200, 1.0), (640, 400, 1.0), (2000, 1200, 2.0)])
  func theCardIsLegibleOverTheText(width: Int, height: Int, scale: Double) throws {
    guard let xvfb = try XvfbServer.forTests("help card tests", width: 2048, height: 1280) else {
      return
    }
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: [
        "--paused", "--geometry", "\(width)x\(height)+0+0", "--scale", "\(scale)", "--preview", "TextReveal",
      ])
    // Space, then End (the transition's end): the text shows.
    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)
    try Self.press(app, ["End"])
    let withoutCard = try Screenshot(display: xvfb.display)
    try Self.press(app, ["h"])
    #expect(app.stateFields()?["help"] == "1")
    let overText = try Screenshot(display: xvfb.display)
    // The card: the bounding box of its fill.
    var box = (x0: Int.max, y0: Int.max, x1: -1, y1: -1)
    for y in 0..<height {
      for x in 0..<width {
        let c = overText.rgb(x, y)
        if Self.isCard(c.red, c.green, c.blue) {
          box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
        }
      }
    }
    try #require(box.x1 > box.x0 && box.y1 > box.y0, "no help card at \(width)×\(height)")
    // Inside the window with its margin (8 pt).
    let margin = Int(8 * scale) - 1
    #expect(box.x0 >= margin && box.y0 >= margin)
    #expect(box.x1 < width - margin && box.y1 < height - margin)
    // The regions of the card clear of its rounded corners (12 pt).
    let r = Int(12 * scale)
    let regions = [
      (x: box.x0 + r, y: box.y0, w: box.x1 - box.x0 + 1 - 2 * r, h: box.y1 - box.y0 + 1),
      (x: box.x0, y: box.y0 + r, w: box.x1 - box.x0 + 1, h: box.y1 - box.y0 + 1 - 2 * r),
    ]
    // The text lies under the card: without the card, blue text shows there.
    #expect(withoutCard.count(x: regions[1].x, y: regions[1].y, width: regions[1].w, height: regions[1].h, where: Self.isBlueText) > 50)
    // With it, none does, and the card shows its own white keys.
    for region in regions {
      #expect(overText.count(x: region.x, y: region.y, width: region.w, height: region.h, where: Self.isBlueText) == 0)
    }
    #expect(overText.count(x: regions[1].x, y: regions[1].y, width: regions[1].w, height: regions[1].h) { r, g, b in
      r > 200 && g > 200 && b > 200
    } > 100)
    // Hide the text behind the card (Space, then End to finish the transition): the card's
    // pixels do not change. The control was "Toggle" already, so what shows that both keys
    // were taken is the paused clock moved on by End, in the frame drawn for it (waiting for a
    // frame after End alone could take the one drawn for Space, before End was read).
    let hiddenAt = try #require(app.state()).time
    try app.press(["space", "End"])
    try #require(app.waitForState { $0.time > hiddenAt + 0.01 } != nil, "End did not move the clock past \(hiddenAt)")
    let overNothing = try Screenshot(display: xvfb.display)
    // Something changed outside the card (the switch turned off), where the window is larger
    // than the card; at 300 × 200 the card covers all but its margin.
    if width >= 640 {
      #expect(overNothing.differences(from: overText, x: 0, y: 0, width: width, height: height) > 0)
    }
    for region in regions {
      #expect(overNothing.differences(from: overText, x: region.x, y: region.y, width: region.w, height: region.h) == 0)
    }
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }
}

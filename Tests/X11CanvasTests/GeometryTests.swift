import CX11
import Testing
import X11Canvas

@Suite struct GeometryTests {
  @Test func parsesEveryForm() throws {
    #expect(try Geometry.parse("800x600+10+20") == Geometry(width: 800, height: 600, x: 10, y: 20))
    #expect(try Geometry.parse("=640X480") == Geometry(width: 640, height: 480))
    #expect(try Geometry.parse("640") == Geometry(width: 640))
    #expect(try Geometry.parse("x480") == Geometry(height: 480))
    #expect(try Geometry.parse("+5") == Geometry(x: 5))
    #expect(
      try Geometry.parse("300x200-0-10")
        == Geometry(width: 300, height: 200, x: 0, y: 10, xFromRight: true, yFromBottom: true))
    #expect(try Geometry.parse("-7+8") == Geometry(x: 7, y: 8, xFromRight: true))
  }

  @Test(arguments: ["", "=", "abc", "800x", "x", "800x600+", "800x600+1+2+3", "0x600", "800x0", "800y600", "800x600 ", "99999999999x1", "32768x600", "800x40000", "800x600+40000+0", "1x1-0-99999"])
  func rejectsMalformedGeometry(_ text: String) {
    #expect(throws: X11Error.self) { try Geometry.parse(text) }
  }

  @Test func errorMessageSaysWhatToWrite() {
    do {
      _ = try Geometry.parse("big")
      Issue.record("should have thrown")
    } catch {
      #expect("\(error)".contains("invalid geometry \"big\""))
      #expect("\(error)".contains("WxH+X+Y"))
    }
  }

  /// Xlib's own `XParseGeometry` is the independent reference for every string both accept.
  @Test(arguments: ["800x600+10+20", "=640X480", "640", "x480", "+5", "300x200-0-10", "-7+8", "1x1+0+0", "10x20-30+40"])
  func agreesWithXParseGeometry(_ text: String) throws {
    var x: Int32 = 0
    var y: Int32 = 0
    var width: UInt32 = 0
    var height: UInt32 = 0
    let mask = XParseGeometry(text, &x, &y, &width, &height)
    let ours = try Geometry.parse(text)
    #expect((mask & WidthValue != 0) == (ours.width != nil))
    #expect((mask & HeightValue != 0) == (ours.height != nil))
    #expect((mask & XValue != 0) == (ours.x != nil))
    #expect((mask & YValue != 0) == (ours.y != nil))
    #expect((mask & XNegative != 0) == ours.xFromRight)
    #expect((mask & YNegative != 0) == ours.yFromBottom)
    if let w = ours.width { #expect(Int(width) == w) }
    if let h = ours.height { #expect(Int(height) == h) }
    if let ox = ours.x { #expect(Int(x) == (ours.xFromRight ? -ox : ox)) }
    if let oy = ours.y { #expect(Int(y) == (ours.yFromBottom ? -oy : oy)) }
  }

  @Test func framePlacesNegativeOffsetsFromTheFarEdge() {
    let g = Geometry(width: 300, height: 200, x: 10, y: 0, xFromRight: true, yFromBottom: true)
    let frame = g.frame(defaultWidth: 800, defaultHeight: 600, screenWidth: 1920, screenHeight: 1080)
    #expect(frame.x == 1920 - 300 - 10)
    #expect(frame.y == 1080 - 200)
    #expect(frame.width == 300 && frame.height == 200)
    let defaults = Geometry(x: 3).frame(defaultWidth: 800, defaultHeight: 600, screenWidth: 1920, screenHeight: 1080)
    #expect(defaults.x == 3 && defaults.y == 0 && defaults.width == 800 && defaults.height == 600)
  }
}

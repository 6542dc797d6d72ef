import Scenes
import Testing

/// The path commands' geometry without a display: strokes' reach and the damage it gives,
/// outline bounds, the angular gradient's full turn, and their frame-report JSON.
@Suite struct PathCommandTests {
  let metrics = FixedTextMetrics()
  let canvas = Size(width: 200, height: 100)
  let line = Outline([.move(to: Point(x: 20, y: 50)), .line(to: Point(x: 120, y: 50))])

  /// A stroke reaches w/2 for round or bevel joins with butt or round caps, w/2·√2 with square
  /// caps, and w/2 × the miter limit for miter joins.
  @Test func aStrokeReachesHalfItsWidthTimesItsJoinsOrCapsFactor() {
    #expect(StrokeParameters(width: 4, cap: .butt, join: .round).reach == 2)
    #expect(StrokeParameters(width: 4, cap: .round, join: .bevel).reach == 2)
    #expect(abs(StrokeParameters(width: 4, cap: .square, join: .round).reach - 2 * 2.0.squareRoot()) < 1e-12)
    #expect(StrokeParameters(width: 4, join: .miter, miterLimit: 10).reach == 20)
    #expect(StrokeParameters(width: 4, join: .miter, miterLimit: 0.5).reach == 2, "a limit under 1 is 1")
  }

  /// A stroke that appears damages its outline's bounds grown by its reach, then by the point
  /// of antialiasing every damage rectangle gets; one that moves damages both places.
  @Test func aStrokeDamagesItsReach() {
    let round = DrawCommand.stroke(line, StrokeParameters(width: 4, cap: .round, join: .round), .solid(.black))
    let appeared = Frame.damage(
      from: Frame(size: canvas, commands: []), to: Frame(size: canvas, commands: [round]), metrics: metrics)
    // x 20 − 2 − 1 ... 120 + 2 + 1, y 50 − 3 ... 50 + 3.
    #expect(appeared == [Rect(x: 17, y: 47, width: 106, height: 6)])
    let miter = DrawCommand.stroke(line, StrokeParameters(width: 4, miterLimit: 4), .solid(.black))
    let mitered = Frame.damage(
      from: Frame(size: canvas, commands: []), to: Frame(size: canvas, commands: [miter]), metrics: metrics)
    #expect(mitered == [Rect(x: 11, y: 41, width: 118, height: 18)])
    let moved = DrawCommand.stroke(
      line.mapped { Point(x: $0.x, y: $0.y + 40) }, StrokeParameters(width: 4, cap: .round, join: .round),
      .solid(.black))
    let damage = Frame.damage(
      from: Frame(size: canvas, commands: [round]), to: Frame(size: canvas, commands: [moved]), metrics: metrics)
    #expect(Set(damage) == [Rect(x: 17, y: 47, width: 106, height: 6), Rect(x: 17, y: 87, width: 106, height: 6)])
  }

  /// An outline's points are its points and control points in element order (a curve's
  /// control points before its end); its bounds hold them all; a filled outline that changes
  /// damages its old and new bounds.
  @Test func anOutlineFillDamagesItsControlPointBounds() {
    let bump = Outline([
      .move(to: Point(x: 10, y: 80)),
      .curve(to: Point(x: 90, y: 80), control1: Point(x: 10, y: 20), control2: Point(x: 90, y: 20)),
      .quadCurve(to: Point(x: 10, y: 80), control: Point(x: 50, y: 95)),
      .closeSubpath,
    ])
    #expect(
      Array(bump.points) == [
        Point(x: 10, y: 80), Point(x: 10, y: 20), Point(x: 90, y: 20), Point(x: 90, y: 80), Point(x: 50, y: 95),
        Point(x: 10, y: 80),
      ])
    #expect(Array(Outline([.closeSubpath, .closeSubpath]).points).isEmpty)
    #expect(bump.bounds == Rect(x: 10, y: 20, width: 80, height: 75))
    #expect(Shape.outline(bump).bounds == bump.bounds)
    let damage = Frame.damage(
      from: Frame(size: canvas, commands: []),
      to: Frame(size: canvas, commands: [.fill(.outline(bump), .solid(.red))]), metrics: metrics)
    #expect(damage == [Rect(x: 9, y: 19, width: 82, height: 77)])
  }

  /// Red to blue from 0 to π: the colours take the first half turn, and the gap's first half
  /// (to 3π/2) is blue, its second red. From 0 to 4π only the last turn shows: from the colour
  /// halfway (location ½, purple) at 2π to blue at 4π.
  @Test func anAngularGradientsTurnIsSwiftUIs() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let center = Point(x: 0, y: 0)
    let half = AngularGradient(colors: [red, blue], center: center, startAngle: 0, endAngle: Double.pi).fullTurn
    #expect(half.startAngle == 0)
    #expect(half.stops.color(at: 0.25) == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(half.stops.color(at: 0.5) == blue)
    #expect(half.stops.color(at: 0.74) == blue)
    #expect(half.stops.color(at: 0.76) == red)
    #expect(half.stops.color(at: 1) == red)
    let twice = AngularGradient(colors: [red, blue], center: center, startAngle: 0, endAngle: 4 * Double.pi).fullTurn
    #expect(abs(twice.startAngle - 2 * Double.pi) < 1e-12)
    #expect(twice.stops.color(at: 0) == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(twice.stops.color(at: 0.5) == Color(red: 0.25, green: 0, blue: 0.75))
    #expect(twice.stops.color(at: 1) == blue)
    let whole = AngularGradient(colors: [red, blue], center: center, startAngle: 1, endAngle: 1 + 2 * Double.pi).fullTurn
    #expect(whole.startAngle == 1 && whole.stops.color(at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
  }

  /// The report of a stroke with a radial gradient and of an outline fill with an angular one:
  /// kind, the damage's bounds, and the paint, in the documented keys and order.
  @Test func theReportDescribesStrokesOutlinesAndTheNewPaints() throws {
    let radial = RadialGradient(
      stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
      center: Point(x: 50, y: 50), startRadius: 0, endRadius: 10, scale: Size(width: 2, height: 1))
    let angular = AngularGradient(colors: [.black, .white], center: Point(x: 5, y: 5), startAngle: 0, endAngle: 1)
    let frame = Frame(
      size: canvas,
      commands: [
        .pushOpacity(0.5),
        .stroke(line, StrokeParameters(width: 4, cap: .round, join: .bevel, dash: [3, 1]), .radialGradient(radial)),
        .popOpacity,
        .fill(.outline(Outline([.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 0, y: 10))], isEvenOdd: true)), .angularGradient(angular)),
      ])
    let reports = CommandReport.reports(for: frame, metrics: metrics)
    try #require(reports.count == 2)
    var writer = JSONWriter()
    reports[0].write(to: &writer)
    let stroke = writer.output
    #expect(
      stroke == """
        {"kind": "stroke", "bounds": {"x": 18.0, "y": 48.0, "width": 104.0, "height": 4.0}, \
        "opacity": 0.5, "width": 4.0, "cap": "round", "join": "bevel", "miterLimit": 10.0, \
        "dash": [3.0, 1.0], "dashPhase": 0.0, "elements": 2, "paint": {"kind": "radialGradient", \
        "center": [50.0, 50.0], "startRadius": 0.0, "endRadius": 10.0, "scale": [2.0, 1.0], \
        "stops": [{"location": 0.0, "color": [0.0, 0.0, 0.0, 1.0]}, {"location": 1.0, \
        "color": [1.0, 1.0, 1.0, 1.0]}]}}
        """)
    writer = JSONWriter()
    reports[1].write(to: &writer)
    let fill = writer.output
    #expect(
      fill == """
        {"kind": "fill", "bounds": {"x": 0.0, "y": 0.0, "width": 10.0, "height": 10.0}, \
        "opacity": 1.0, "shape": {"kind": "outline", "elements": 3, "evenOdd": true}, \
        "paint": {"kind": "angularGradient", "center": [5.0, 5.0], "startAngle": 0.0, \
        "endAngle": 1.0, "stops": [{"location": 0.0, "color": [0.0, 0.0, 0.0, 1.0]}, \
        {"location": 1.0, "color": [1.0, 1.0, 1.0, 1.0]}]}}
        """)
    let report = DisplayListReport(
      time: 0, preview: "P", previews: ["P"], frame: Frame(size: Size(width: 1, height: 1), commands: []),
      commands: reports)
    #expect(report.json.hasSuffix(#"1.0, 1.0, 1.0], "commands": ["# + stroke + ", " + fill + #"], "inFlight": []}"#), "\(report.json)")
  }

  /// A value in flight: its progress at the report's time is read between its samples (a
  /// linear run of 2 s sampled at 0, 1 and 2 s is a quarter done 0.5 s after its start), and
  /// settle time and overshoot are written as they are.
  @Test func theValuesInFlightReportTheirAnimationAndProgress() {
    let linear = AnimationInFlight(
      name: "offset", spelling: ".linear(duration: 2.0)", start: 1, span: 2, repeats: false,
      figures: MotionFigures(settleTime: 1.998, overshootPercent: 0), samples: [0, 0.5, 1])
    let report = DisplayListReport(
      time: 1.5, preview: "P", previews: ["P"], frame: Frame(size: Size(width: 1, height: 1), commands: []),
      commands: [], inFlight: [linear])
    #expect(
      report.json.hasSuffix(
        #""inFlight": [{"name": "offset", "animation": ".linear(duration: 2.0)", "start": 1.0, "span": 2.0, "#
          + #""repeats": false, "progress": 0.25, "settle": 1.998, "overshoot": 0.0}]}"#),
      "\(report.json)")
  }

  @Test func aLineARendererDrewReportsItsOffsetAndOpacity() throws {
    let run = TextRun(
      text: "ab", font: FontSpec(size: 10), origin: Point(x: 5, y: 20), paint: .solid(.black), opacity: 0.5,
      rendererOffset: Point(x: 0, y: -2.5))
    let frame = Frame(
      size: Size(width: 100, height: 50),
      commands: [.pushOpacity(0.5), .text(run), .popOpacity, .text(TextRun(text: "cd", font: run.font, origin: run.origin, paint: run.paint))])
    let reports = CommandReport.reports(for: frame, metrics: FixedTextMetrics())
    try #require(reports.count == 2)
    var writer = JSONWriter()
    reports[0].write(to: &writer)
    // Drawn at half opacity in a half-opaque group: 0.25, as the renderer's line and as the
    // command (the run's own opacity, an opacity transition folded into it, was left out).
    #expect(writer.output.hasSuffix(#""renderer": {"offset": [0.0, -2.5], "opacity": 0.25}}"#), "\(writer.output)")
    #expect(writer.output.contains(#""opacity": 0.25, "text": "ab""#), "\(writer.output)")
    writer = JSONWriter()
    reports[1].write(to: &writer)
    #expect(!writer.output.contains("renderer"))
  }
}

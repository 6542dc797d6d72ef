import Scenes
import Testing

@testable import MotionUI

/// What clips, masks, blurs, colour effects and geometry effects put in the display list,
/// against values worked by hand: a 40-point view centred in 400 × 300 has its frame at
/// (180, 130); colour matrices are the W3C Filter Effects' (hueRotate, saturate), Core Image's
/// brightness (added) and contrast (about 0.5).
@MainActor
struct EffectListTests {
  private func frame(_ view: some View, at time: Double = 0) -> Frame {
    ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics()).frame(at: time)
  }

  private func solidFills(_ frame: Frame) -> [Scenes.Color] {
    frame.commands.compactMap { command in
      if case .fill(_, .solid(let color)) = command { return color }
      return nil
    }
  }

  private func close(_ a: Scenes.Color?, _ b: Scenes.Color) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
      && abs(a.alpha - b.alpha) < 1e-9
  }

  @Test func aCornerRadiusPastHalfTheShorterSideMakesACapsuleNotAnOval() {
    // 200 × 42 with corners of 44: as with corners of 21, half the height (SwiftUI clamps a
    // circular corner to half the shorter side); elliptical corners clamp each way on its own.
    let rect = CGRect(x: 0, y: 0, width: 200, height: 42)
    #expect(RoundedRectangle(cornerRadius: 44).path(in: rect) == RoundedRectangle(cornerRadius: 21).path(in: rect))
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: 44, height: 10)).path(in: rect)
        != RoundedRectangle(cornerSize: CGSize(width: 10, height: 10)).path(in: rect))
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: 150, height: 10)).path(in: rect)
        == RoundedRectangle(cornerSize: CGSize(width: 100, height: 10)).path(in: rect))
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: 150, height: 10)).path(in: rect)
        != RoundedRectangle(cornerSize: CGSize(width: 10, height: 10)).path(in: rect))
  }

  @Test func clipShapeClipsToThePathAndARectangleStaysARectangle() {
    let circle = frame(Color.red.frame(width: 40, height: 40).clipShape(Circle())).commands
    // A circle in the 40-point frame at (180, 130): its outline spans the frame exactly.
    guard case .pushClipPath(let outline)? = circle.first else {
      Issue.record("no path clip first: \(circle)")
      return
    }
    #expect(outline.bounds == Rect(x: 180, y: 130, width: 40, height: 40))
    #expect(!outline.isEvenOdd)
    #expect(circle.count == 3 && circle.last == .popClip)
    let square = frame(Color.red.frame(width: 40, height: 40).clipShape(Rectangle(), style: FillStyle(eoFill: true))).commands
    #expect(square.first == .pushClip(Rect(x: 180, y: 130, width: 40, height: 40)))
  }

  @Test func aMaskOfOneOpacityIsAClipAtThatOpacity() {
    let masked = frame(
      Color.red.frame(width: 40, height: 40).mask { Circle().fill(Color.black.opacity(0.5)).frame(width: 20, height: 20) }
    ).commands
    // The 20-point circle centred in the 40-point frame: (190, 140); the red fill at half alpha.
    guard case .pushClipPath(let outline)? = masked.first else {
      Issue.record("no path clip first: \(masked)")
      return
    }
    #expect(outline.bounds == Rect(x: 190, y: 140, width: 20, height: 20))
    #expect(masked.contains(.fill(.rect(Rect(x: 180, y: 130, width: 40, height: 40)), .solid(Scenes.Color(red: 1, green: 0.231, blue: 0.188, alpha: 0.5)))))
  }

  @Test func aGradientMaskedByTextIsTheTextInTheGradient() {
    let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      .frame(width: 100, height: 40)
      .mask(Text("Hi"))
    let commands = frame(view).commands
    // One command: the mask's glyphs, painted with the gradient laid across the 100-point frame
    // at (150, 130), from its leading edge to its trailing edge at mid-height (y = 150).
    guard commands.count == 1, case .text(let run) = commands[0], case .linearGradient(let gradient) = run.paint else {
      Issue.record("not one gradient text run: \(commands)")
      return
    }
    #expect(run.text == "Hi" && run.opacity == 1)
    #expect(gradient.start == Point(x: 150, y: 150) && gradient.end == Point(x: 250, y: 150))
  }

  @Test func theGradientStylesSpelledAsShapeStyleMembersPaintTheirGradients() throws {
    // The one paint of a 100 × 40 view centred in 400 × 300: its frame is at (150, 130), its
    // centre (200, 150). Each expected value is worked from that frame and the unit points.
    func paint(_ style: some ShapeStyle) -> Paint? {
      let commands = frame(Rectangle().fill(style).frame(width: 100, height: 40)).commands
      guard commands.count == 1, case .fill(.rect(Rect(x: 150, y: 130, width: 100, height: 40)), let paint) = commands[0] else {
        Issue.record("not one fill of the frame: \(commands)")
        return nil
      }
      return paint
    }
    let red = Scenes.Color(red: 1, green: 0.231, blue: 0.188)
    let blue = Scenes.Color(red: 0, green: 0.478, blue: 1)
    let redToBlue = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]

    // Linear, leading → trailing at mid-height, in all four spellings.
    let across = Paint.linearGradient(Scenes.LinearGradient(stops: redToBlue, start: Point(x: 150, y: 150), end: Point(x: 250, y: 150)))
    #expect(paint(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)) == across)
    #expect(paint(.linearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing)) == across)
    #expect(paint(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)) == across)
    #expect(paint(.linearGradient(AnyGradient(Gradient(colors: [.red, .blue])), startPoint: .leading, endPoint: .trailing)) == across)
    // A `Gradient` itself as the style runs top to bottom, as SwiftUI's iOS 16 `Gradient` does.
    #expect(paint(Gradient(colors: [.red, .blue])) == .linearGradient(Scenes.LinearGradient(stops: redToBlue, start: Point(x: 200, y: 130), end: Point(x: 200, y: 170))))

    // Radial about the centre, 0 to 20 points; the AnyGradient form's defaults are .center and 0.
    let radial = Paint.radialGradient(Scenes.RadialGradient(stops: redToBlue, center: Point(x: 200, y: 150), startRadius: 0, endRadius: 20))
    #expect(paint(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20)) == radial)
    #expect(paint(.radialGradient(AnyGradient(Gradient(colors: [.red, .blue])), endRadius: 20)) == radial)

    // Elliptical with its defaults: to half the frame, so radius 1 reaches 100 × 40 points.
    let elliptical = try #require(paint(.ellipticalGradient(colors: [.red, .blue])))
    #expect(paint(.ellipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])) == elliptical)
    guard case .radialGradient(let ellipse) = elliptical else {
      Issue.record("not radial: \(elliptical)")
      return
    }
    #expect(ellipse.center == Point(x: 200, y: 150) && ellipse.startRadius * ellipse.scale.width == 0)
    #expect(abs(ellipse.endRadius * ellipse.scale.width - 50) < 1e-9 && abs(ellipse.endRadius * ellipse.scale.height - 20) < 1e-9)

    // Angular from the top-leading corner, a quarter turn from 90° to 180°, and conic: a whole
    // turn from the angle given.
    let quarter = Paint.angularGradient(Scenes.AngularGradient(stops: redToBlue, center: Point(x: 150, y: 130), startAngle: .pi / 2, endAngle: .pi))
    #expect(paint(.angularGradient(colors: [.red, .blue], center: .topLeading, startAngle: .degrees(90), endAngle: .degrees(180))) == quarter)
    let turn = Paint.angularGradient(Scenes.AngularGradient(stops: redToBlue, center: Point(x: 200, y: 150), startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi))
    #expect(paint(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))) == turn)
    #expect(paint(.conicGradient(AnyGradient(Gradient(colors: [.red, .blue])), angle: .degrees(90))) == turn)
  }

  @Test func aStrokesShadowIsTheStrokeBlurredUnderIt() {
    // A 40-point ring at (180, 130), 4 points wide, shadowed 2 points right and down with σ 3.
    let commands = frame(Circle().stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40).shadow(color: .black, radius: 3, x: 2, y: 2)).commands
    guard commands.count == 2, case .shadow(.outline(let line), let shadow) = commands[0], case .stroke(let stroked, let stroke, _) = commands[1] else {
      Issue.record("not a shadow then a stroke: \(commands)")
      return
    }
    #expect(line == stroked && line.bounds == Rect(x: 180, y: 130, width: 40, height: 40))
    #expect(shadow.stroke == stroke && stroke.width == 4)
    #expect(shadow.radius == 3 && shadow.offset == Point(x: 2, y: 2) && shadow.color == Scenes.Color(red: 0, green: 0, blue: 0))
  }

  @Test func aBlurredSolidFillIsItsBlurredSilhouetteAndTextWarnsOnce() {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let blurred = frame(Color.red.frame(width: 40, height: 40).blur(radius: 3).scaleEffect(2)).commands
    // Scaled by 2 about the centre: the 40-point square covers (160, 110)…(240, 190), and the
    // blur's σ of 3 points inside the scale is 6 canvas points.
    #expect(blurred == [.shadow(.rect(Rect(x: 160, y: 110, width: 80, height: 80)), Shadow(color: Scenes.Color(red: 1, green: 0.231, blue: 0.188), radius: 6))])
    #expect(warnings.isEmpty)
    // A solid stroke blurred is its stroke's shadow in place: the 40-point ring at (180, 130),
    // 1 point wide, σ 3, no offset; no warning.
    let ring = frame(Circle().stroke(Color.red, lineWidth: 1).frame(width: 40, height: 40).blur(radius: 3)).commands
    guard ring.count == 1, case .shadow(.outline(let line), let shadow) = ring[0] else {
      Issue.record("not one shadow: \(ring)")
      return
    }
    #expect(line.bounds == Rect(x: 180, y: 130, width: 40, height: 40))
    #expect(shadow.radius == 3 && shadow.offset == .zero && shadow.stroke?.width == 1)
    #expect(warnings.isEmpty)
    // Two frames of one blurred text: the warning is said once, for the line of `.blur`.
    let text = ViewGraph(
      root: AnyView(Text("Hi").blur(radius: 3)), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    _ = text.frame(at: 0)
    _ = text.frame(at: 1)
    #expect(warnings.count == 1 && warnings.first?.contains("blur") == true)
  }

  @Test func aBlurredBackgroundClippedToACircleIsTheCirclesBlurredSilhouette() {
    // `.background(.red).clipShape(.circle)` blurred: the circle's shadow, outside any clip (its
    // edge soft, not cut by the clip), then the clip for what else is inside it.
    let commands = frame(Color.clear.frame(width: 40, height: 40).background(Color.red).clipShape(Circle()).blur(radius: 3)).commands
    guard let first = commands.first, case .shadow(.outline(let circle), let shadow) = first else {
      Issue.record("not the circle's shadow first: \(commands)")
      return
    }
    #expect(circle.bounds == Rect(x: 180, y: 130, width: 40, height: 40))
    #expect(shadow.radius == 3)
    #expect(!commands.contains { if case .fill = $0 { true } else { false } })
    // Unblurred, the same picture as before: the circle filled (then the clip).
    let sharp = frame(Color.clear.frame(width: 40, height: 40).background(Color.red).clipShape(Circle())).commands
    #expect(sharp.contains { if case .pushClipPath = $0 { true } else { false } })
  }

  @Test func colourEffectsMapTheColoursDrawn() {
    let pureRed = MotionUI.Color(red: 1, green: 0, blue: 0)
    // hueRotate 180°: cos −1, sin 0 → red row 0.213 − 0.787 < 0 → 0; green and blue rows
    // 0.213 + 0.213 = 0.426.
    let rotated = solidFills(frame(pureRed.frame(width: 40, height: 40).hueRotation(.degrees(180)))).first
    #expect(close(rotated, Scenes.Color(red: 0, green: 0.426, blue: 0.426)))
    // saturate 0 of (1, 0.5, 0): every row 0.213 + 0.715 × 0.5 = 0.5705.
    let orange = MotionUI.Color(red: 1, green: 0.5, blue: 0)
    let grey = solidFills(frame(orange.frame(width: 40, height: 40).saturation(0))).first
    #expect(close(grey, Scenes.Color(white: 0.5705)))
    #expect(close(solidFills(frame(orange.frame(width: 40, height: 40).grayscale(1))).first, Scenes.Color(white: 0.5705)))
    // brightness +0.2 of 0.5 grey is 0.7; then contrast 2 about 0.5: (0.7 − 0.5) × 2 + 0.5 = 0.9
    // (the inner effect applies first).
    let both = solidFills(frame(MotionUI.Color(white: 0.5).frame(width: 40, height: 40).brightness(0.2).contrast(2))).first
    #expect(close(both, Scenes.Color(white: 0.9)))
    // colorInvert: each component's complement, alpha kept: (1, 0.25, 0, 0.5) → (0, 0.75, 1, 0.5).
    let inverted = solidFills(frame(MotionUI.Color(red: 1, green: 0.25, blue: 0, opacity: 0.5).frame(width: 40, height: 40).colorInvert())).first
    #expect(close(inverted, Scenes.Color(red: 0, green: 0.75, blue: 1, alpha: 0.5)))
  }

  @Test func aHueRotationAnimates() {
    let graph = ViewGraph(root: AnyView(Turning()), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 0)
    // linear(duration: 1) from 0° to 180°: at 0.5 s the hue has turned 90° (cos 0, sin 1):
    // red row 0.213 − 0.213 = 0; green 0.213 + 0.143 = 0.356; blue 0.213 − 0.787 < 0 → 0.
    let half = solidFills(graph.frame(at: 0.5)).first
    #expect(close(half, Scenes.Color(red: 0, green: 0.356, blue: 0)))
  }

  @Test func zIndexOrdersOverlappingSiblingsThroughLaterModifiers() {
    let view = ZStack {
      Color.red.frame(width: 40, height: 40).zIndex(2).offset(x: 10)
      Color.blue.frame(width: 30, height: 30).zIndex(1)
      Color.green.frame(width: 20, height: 20)
    }
    // Back to front: green (0), blue (1), red (2, seen through the offset), each centred in the
    // 40-point stack at (180, 130).
    let drawn = frame(view).commands.compactMap { command -> Rect? in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }
    #expect(drawn == [Rect(x: 190, y: 140, width: 20, height: 20), Rect(x: 185, y: 135, width: 30, height: 30), Rect(x: 190, y: 130, width: 40, height: 40)])
  }

  @Test func aZIndexThatChangesWithStateReordersTheNextFrame() {
    // The drawing order is kept between frames; a tap that brings the red square to the front
    // must show in the next frame: red (40 points) first, then on top of blue (30 points).
    let graph = ViewGraph(root: AnyView(Raising()), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    func widths(at time: Double) -> [Double] {
      graph.frame(at: time).commands.compactMap { command -> Double? in
        if case .fill(.rect(let rect), _) = command { return rect.width }
        return nil
      }
    }
    #expect(widths(at: 0) == [40, 30])
    #expect(widths(at: 0.5) == [40, 30])
    graph.pressPrimaryControl(at: 1)
    #expect(widths(at: 1) == [30, 40])
    #expect(widths(at: 1.5) == [30, 40])
  }

  @Test func aGeometryEffectDrawsThroughItsAnimatedValue() {
    let graph = ViewGraph(root: AnyView(Shifting()), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 0)
    // linear(duration: 1) of animatableData 0 → 1, the effect moving 40 × data to the right.
    for (time, dx) in [(0.0, 0.0), (0.25, 10.0), (1.0, 40.0)] {
      let rect = graph.frame(at: time).commands.compactMap { command -> Rect? in
        if case .fill(.rect(let rect), _) = command { return rect }
        return nil
      }.first
      #expect(rect == Rect(x: 180 + dx, y: 130, width: 40, height: 40), "at \(time)")
    }
  }
}

private struct Turning: View {
  @State private var turned = false
  var body: some View {
    MotionUI.Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
      .hueRotation(.degrees(turned ? 180 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { turned = true } }
  }
}

private struct Slide: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 40 * amount, y: 0))
  }
}

private struct Raising: View {
  @State private var raised = false
  var body: some View {
    ZStack {
      Color.red.frame(width: 40, height: 40).zIndex(raised ? 1 : 0)
      Color.blue.frame(width: 30, height: 30)
    }
    .onTapGesture { raised = true }
  }
}

private struct Shifting: View {
  @State private var moved = false
  var body: some View {
    Color.red.frame(width: 40, height: 40)
      .modifier(Slide(amount: moved ? 1 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
  }
}

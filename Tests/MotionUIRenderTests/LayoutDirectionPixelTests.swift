import Export
import MotionUI
import Testing
import TestSupport

/// Right to left, drawn: a row's first child at the right, and text (Latin, Hebrew, Arabic,
/// shaped with bidi by TextShaping) at the leading edge, which is the right, at scale 1 and 2.
@MainActor
@Suite(.serialized) struct LayoutDirectionPixelTests {
  /// The columns (in points) where something is drawn, in the band y…y + height.
  private func inkColumns(_ image: RGBImage, y: Double, height: Double, scale: Double) -> ClosedRange<Double>? {
    var columns: [Double] = []
    for column in 0..<image.width {
      let x = Double(column) / scale
      if image.count(x: x, y: y, width: 1 / scale, height: height, scale: scale, where: { $0.red < 160 }) > 0 { columns.append(x) }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  /// A red square then a blue one in an `HStack`, 300 × 60 canvas: right to left, red is the
  /// right one (x 158…198 and blue 102…150), the mirror of left to right (red 102…142).
  @Test(arguments: [1.0, 2.0])
  func aRowsFirstChildIsAtTheRight(scale: Double) throws {
    let row = HStack {
      Color.red.frame(width: 40, height: 40)
      Color.blue.frame(width: 40, height: 40)
    }
    let drawn = try RenderedView.with(width: 300, height: 60, scale: scale) { render in
      (render(AnyView(row)), render(AnyView(row.environment(\.layoutDirection, .rightToLeft))))
    }
    guard let (ltr, rtl) = drawn else { return }
    // The row is 88 wide, centred: x 106…194.
    #expect(ltr.at(110, 30, scale: scale).distance(to: 255, 59, 48) < 3, "\(ltr.at(110, 30, scale: scale))")
    #expect(ltr.at(190, 30, scale: scale).distance(to: 0, 122, 255) < 3)
    #expect(rtl.at(190, 30, scale: scale).distance(to: 255, 59, 48) < 3, "\(rtl.at(190, 30, scale: scale))")
    #expect(rtl.at(110, 30, scale: scale).distance(to: 0, 122, 255) < 3)
  }

  /// Leading-aligned text in a 280-point frame (x 10…290 of a 300-point canvas): its ink ends
  /// near the frame's right edge and starts right of the middle, for Latin, Hebrew and Arabic.
  @Test(arguments: [1.0, 2.0])
  func leadingTextIsAtTheRight(scale: Double) throws {
    let samples = ["Hello", "שלום", "مرحبا"]
    let drawn = try RenderedView.with(width: 300, height: 60, scale: scale) { render in
      samples.map { sample in
        render(AnyView(Text(sample).font(.system(size: 20)).frame(width: 280, alignment: .leading)
          .environment(\.layoutDirection, .rightToLeft)))
      }
    }
    guard let images = drawn else { return }
    for (sample, image) in zip(samples, images) {
      let ink = inkColumns(image, y: 10, height: 40, scale: scale)
      #expect(ink != nil, "\(sample): nothing drawn")
      guard let ink else { continue }
      #expect(ink.upperBound > 280 && ink.upperBound < 291, "\(sample): ink \(ink)")
      #expect(ink.lowerBound > 150, "\(sample): ink \(ink)")
    }
  }
}

import Testing

@testable import Export

@Suite struct FrameTimesTests {
  @Test func countAndTimes() {
    let times = FrameTimes(from: 0.5, to: 2, fps: 60)
    #expect(times.count == 90)  // 1.5 s × 60, despite 1.5 × 60 rounding in binary
    #expect(times.time(0) == 0.5)
    #expect(abs(times.time(89) - (0.5 + 89.0 / 60)) < 1e-12)
    #expect(FrameTimes(from: 0, to: 0.001, fps: 60).count == 1)
    #expect(FrameTimes(from: 0, to: 1.01, fps: 10).count == 11)
  }

  /// 30 fps in centiseconds: frame starts 0, 3.33, 6.67, 10, … round to 0, 3, 7, 10, 13, 17, 20.
  @Test func gifDelaysAt30FPSAlternateAndAddUp() {
    let times = FrameTimes(from: 0, to: 3, fps: 30)
    let delays = (0..<times.count).map { times.delay($0, unitsPerSecond: 100) }
    #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
    #expect(delays.reduce(0, +) == 300)
  }

  /// For any rate and length the delays add up to the clip's length, rounded, and none is more
  /// than one unit from the exact 1/fps.
  @Test(arguments: [7.0, 24, 29.97, 50, 59.94, 60, 120, 240])
  func delaysAddUpToTheLength(fps: Double) {
    for length in [0.1, 1, 2.55, 10] {
      let times = FrameTimes(from: 0, to: length, fps: fps)
      for unit in [100.0, 1000] {
        let delays = (0..<times.count).map { times.delay($0, unitsPerSecond: unit) }
        #expect(delays.reduce(0, +) == Int((Double(times.count) * unit / fps).rounded()))
        #expect(delays.allSatisfy { abs(Double($0) - unit / fps) <= 1 })
        #expect(delays.count == times.count)
      }
    }
  }
}

@Suite struct ExportFormatTests {
  @Test func theExtensionPicksTheFormat() throws {
    #expect(try ExportFormat.forPath("a.gif") == .gif)
    #expect(try ExportFormat.forPath("dir/A.GIF") == .gif)
    #expect(try ExportFormat.forPath("x.webp") == .webp)
    #expect(try ExportFormat.forPath("x.mp4") == .mp4)
    #expect(try ExportFormat.forPath("frames/") == .pngFrames)
    #expect(try ExportFormat.forPath("frames") == .pngFrames)
    #expect(try ExportFormat.forPath("/tmp") == .pngFrames)
    let error = #expect(throws: ExportUsageError.self) { try ExportFormat.forPath("clip.mov") }
    #expect(error?.description.contains("unknown extension .mov") == true)
  }
}

@Suite struct ChangedRegionTests {
  private static func image(_ width: Int, _ height: Int, _ set: [(Int, Int)] = []) -> RGBImage {
    var bytes = [UInt8](repeating: 200, count: width * height * 3)
    for (x, y) in set { bytes[(y * width + x) * 3 + 1] = 7 }
    return RGBImage(width: width, height: height, bytes: bytes)
  }

  @Test func theSmallestRectangleHoldingEveryChange() {
    let base = Self.image(40, 30)
    #expect(base.changedRegion(from: base) == nil)
    #expect(Self.image(40, 30, [(5, 6)]).changedRegion(from: base) == PixelRect(x: 5, y: 6, width: 1, height: 1))
    #expect(
      Self.image(40, 30, [(5, 20), (30, 3), (0, 10)]).changedRegion(from: base)
        == PixelRect(x: 0, y: 3, width: 31, height: 18))
    #expect(
      Self.image(40, 30, [(39, 29), (0, 0)]).changedRegion(from: base)
        == PixelRect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test func rgbaCropsAndAddsOpaqueAlpha() {
    let image = RGBImage(width: 3, height: 2, bytes: Array(0..<18))
    #expect(image.rgba(in: PixelRect(x: 1, y: 0, width: 2, height: 2)) == [3, 4, 5, 255, 6, 7, 8, 255, 12, 13, 14, 255, 15, 16, 17, 255])
  }
}

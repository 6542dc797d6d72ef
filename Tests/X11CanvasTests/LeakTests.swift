import ChildProcesses
import Glibc
import Scenes
import Testing
import TestSupport
import X11Canvas

extension X11Tests {
  @Suite struct LeakTests {
    /// Resident set size in bytes (`/proc/self/statm`, second field × page size).
    func residentBytes() -> Int {
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else { return 0 }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 256)
      let count = read(descriptor, &bytes, bytes.count)
      guard count > 0 else { return 0 }
      let fields = String(decoding: bytes.prefix(count), as: UTF8.self).split(separator: " ")
      guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// A frame that exercises every cache: a polygon, a shadow, a gradient and a solid colour
    /// that change every frame (so the caches must evict), text at changing opacity, clips and
    /// opacity groups.
    func commands(_ n: Int) -> [DrawCommand] {
      // Never repeats within the run, so an unbounded cache would grow and show up below.
      let wobble = Double(n % 10_007) / 10_007
      let polygon = Shape.polygon([
        Point(x: 4, y: 4), Point(x: 30 + 10 * wobble, y: 6), Point(x: 24, y: 30 + 5 * wobble),
      ])
      let gradient = LinearGradient(
        colors: [.red, .blue], start: Point(x: 0, y: 0), end: Point(x: 20 + 40 * wobble, y: 10))
      return [
        // Shadows are keyed by their outline snapped to σ/40: the size and the radius change
        // enough that every frame is a new key, so the shadow cache fills during the warm-up.
        .shadow(
          .roundedRect(Rect(x: 8, y: 8, width: 20 + 30 * wobble, height: 14), cornerRadius: 4),
          Shadow(radius: 1 + Double(n % 7) / 4, offset: Point(x: wobble, y: 1))),
        .fill(polygon, .linearGradient(gradient)),
        // A new solid colour nearly every frame, 8 bits a channel as the solid cache keys them:
        // more than it holds by the end of the warm-up.
        .fill(.rect(Rect(x: 40, y: 2, width: 6, height: 6)), .solid(Color(red: Double(n % 4001) / 4000, green: 0.5, blue: Double(n * 7 % 4001) / 4000))),
        .pushClip(Rect(x: 0, y: 0, width: 50, height: 40)),
        .pushOpacity(0.5 + wobble / 2),
        .text(TextRun(text: "Hi 你好", font: FontSpec(size: 12), origin: Point(x: 2, y: 40), paint: .solid(.black), opacity: wobble)),
        .text(TextRun(text: "Yo", font: FontSpec(size: 12, weight: .bold), origin: Point(x: 30, y: 40), paint: .linearGradient(gradient))),
        .popOpacity,
        .popClip,
      ]
    }

    /// 10 000 frames and 200 resizes: the server holds as many resources for us at the end as
    /// after warming up, and the resident memory does not grow.
    ///
    /// The resident size is the whole process's, and the tests that run beside this one in the
    /// same process allocate too (the full suite once grew it by 12 MB here), so the loop runs in
    /// a copy of this test binary that runs this test alone: the child measures and expects; this
    /// side checks that it ran and passed.
    @Test func framesAndResizesDoNotLeak() throws {
      if getenv(Self.childVariable) != nil { return try measureFramesAndResizes() }
      let result = try ChildProcess.run(
        CommandLine.arguments[0],
        ["--testing-library", "swift-testing", "--filter", "LeakTests.framesAndResizesDoNotLeak"],
        environment: [Self.childVariable: "1"])
      let output = String(decoding: result.output + result.error, as: UTF8.self)
      #expect(output.contains("leak check: resources"), "the child did not measure:\n\(output)")
      #expect(result.status == 0, "the child's leak check failed:\n\(output)")
    }

    /// Set in the child that measures.
    static let childVariable = "MOTION_PREVIEW_LEAK_CHECK_CHILD"

    func measureFramesAndResizes() throws {
      let server = try XvfbServer()
      try withExtendedLifetime(server) {
        let display = try XDisplay(name: server.display)
        let window = try XWindow(display: display, title: "leak", geometry: Geometry(width: 64, height: 48), scale: 1)
        let renderer = Renderer(window: window, fonts: try FontCache(display: display, scale: 1))
        // A rate so high that every turn of the loop draws a frame: no sleeping.
        let link = DisplayLink(window: window, renderer: renderer, fps: 100_000)
        let delegate = TestDelegate()
        delegate.animating = { _ in true }
        delegate.commands = commands
        let warmUp = 2_000
        let total = 10_000
        var resizes = 0
        var baseline: (resources: Int, resident: Int)?
        delegate.onFrame = { n in
          if n % 50 == 0 {
            // 200 resizes over the run, through a few different sizes.
            window.resize(to: Size(width: Double(64 + (n / 50) % 5 * 8), height: Double(48 + (n / 50) % 3 * 6)))
            resizes += 1
          }
          if n == warmUp { baseline = (display.resourceCount() ?? -1, residentBytes()) }
          if n == total { link.stop() }
        }
        #expect(link.run(delegate: delegate, exitAfter: 600) == 0)
        #expect(link.stats.framesPresented == total)
        #expect(resizes == total / 50)
        let resized = delegate.events.filter { if case .resized = $0 { return true } else { return false } }
        #expect(resized.count >= 150, "most resizes changed the size and reached the delegate")
        let start = try #require(baseline)
        let resources = try #require(display.resourceCount())
        let resident = residentBytes()
        #expect(start.resources > 0)
        #expect(resources <= start.resources + 4, "X resources \(start.resources) → \(resources)")
        #expect(resident - start.resident < 8 << 20, "RSS \(start.resident) → \(resident) bytes")
        #expect(display.protocolErrorCount == 0)
        print("leak check: resources \(start.resources) → \(resources), RSS \(start.resident >> 10) → \(resident >> 10) KiB, cached \(renderer.cachedItemCount)")
      }
    }
  }
}

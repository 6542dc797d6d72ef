import CX11
import Export
import Scenes
import Testing
import TestSupport
import X11Canvas

extension X11Tests {
  /// Reading pixels back: shared memory, plain `XGetImage` and strips all give exactly what
  /// Xlib's own `XGetPixel` reads from the same back buffer.
  @Suite struct PixelReaderTests {
    /// The back buffer read with nothing of ours: `XGetImage` and `XGetPixel` for each pixel.
    private static func reference(_ window: XWindow, _ drawable: UInt) -> [UInt8] {
      let dpy = window.display.pointer
      let width = window.pixelWidth
      let height = window.pixelHeight
      guard
        let image = XGetImage(
          dpy, drawable, 0, 0, UInt32(width), UInt32(height), XAllPlanes(), ZPixmap)
      else { return [] }
      defer { _ = image.pointee.f.destroy_image(image) }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(width * height * 3)
      for y in 0..<height {
        for x in 0..<width {
          let pixel = image.pointee.f.get_pixel(image, Int32(x), Int32(y))  // XGetPixel
          bytes += [UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF)]
        }
      }
      return bytes
    }

    @Test func sharedMemoryPlainAndStripsAgreeWithXGetPixel() throws {
      let width = 333
      let height = 211
      try Canvas.with(width: width, height: height) { canvas in
        // Gradients, a blurred shadow and antialiased text, as the previews draw them.
        let size = canvas.window.size
        let note = Rect(x: 40.3, y: 30.7, width: 160, height: 90)
        canvas.renderer.render(
          Frame(size: size, commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height / 2)), .linearGradient(LinearGradient(
              colors: [.blue, .white], start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height / 2)))),
            .shadow(.polygon(FoldedNote.outline(frame: note, crease: 20)), FoldedNote.shadow),
            .fill(.polygon(FoldedNote.outline(frame: note, crease: 20)), .solid(.green)),
            .text(TextRun(
              text: "Lorem ipsum dolor sit amet", font: FontSpec(size: 17, weight: .bold),
              origin: Point(x: 50.5, y: 80.25), paint: .solid(.black))),
          ]))
        canvas.display.sync()

        let shared = canvas.window.readPixels()
        #expect(canvas.window.pixelReader.usesSharedMemory, "a local Xvfb has MIT-SHM")
        let pixmap = canvas.window.backBufferPixmap
        let expected = Self.reference(canvas.window, pixmap)
        #expect(expected.count == width * height * 3)
        #expect(shared.bytes == expected)
        // More than one colour, or the comparison proves little.
        #expect(Set(stride(from: 0, to: expected.count, by: 3).map { expected[$0] }).count > 10)

        let plain = PixelReader(display: canvas.display, sharedMemory: false)
        #expect(!plain.usesSharedMemory)
        #expect(plain.read(pixmap, x: 0, y: 0, width: width, height: height).bytes == expected)

        // Strips of 7 rows (the last one shorter), through both paths.
        for reader in [canvas.window.pixelReader, plain] {
          let saved = reader.stripBytes
          reader.stripBytes = width * 4 * 7
          #expect(reader.read(pixmap, x: 0, y: 0, width: width, height: height).bytes == expected)
          reader.stripBytes = saved
        }

        // A rectangle inside: the matching rows and columns of the whole.
        let part = canvas.window.readPixels(x: 10, y: 20, width: 50, height: 30)
        for y in 0..<30 {
          for x in 0..<50 {
            let o = ((y + 20) * width + x + 10) * 3
            let p = part[x, y]
            #expect([p.red, p.green, p.blue] == Array(expected[o..<o + 3]))
          }
        }
      }
    }
  }
}

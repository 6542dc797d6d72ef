import CX11
import CX11Testing
import X11Canvas

extension XDisplay {
  /// The number of X resources (windows, pixmaps, pictures, GCs, glyph sets, …) the server holds
  /// for this client, from the X-Resource extension; nil when the extension is missing.
  func resourceCount() -> Int? {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XResQueryExtension(pointer, &eventBase, &errorBase) != 0 else { return nil }
    // Any XID this client allocated names the client; Xlib creates the screen's default GC at
    // connection time with one of ours.
    let client = XGContextFromGC(XDefaultGC(pointer, screen))
    var count: Int32 = 0
    var types: UnsafeMutablePointer<XResType>?
    guard XResQueryClientResources(pointer, client, &count, &types) != 0, let types else {
      return nil
    }
    defer { XFree(types) }
    return (0..<Int(count)).reduce(0) { $0 + Int(types[$1].count) }
  }
}

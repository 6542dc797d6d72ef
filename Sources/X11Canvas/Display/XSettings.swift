import CX11

/// The desktop's settings as an XSETTINGS manager publishes them (freedesktop.org XSETTINGS
/// specification 0.5): the owner of the selection `_XSETTINGS_S<screen>` holds them in its
/// `_XSETTINGS_SETTINGS` property, in a small binary format this parses.
package struct XSettings: Hashable, Sendable {
  /// One setting's value.
  package enum Value: Hashable, Sendable {
    /// An `XSettingsTypeInteger` (type 0).
    case integer(Int32)
    /// An `XSettingsTypeString` (type 1), UTF-8.
    case string(String)
    /// An `XSettingsTypeColor` (type 2): red, green, blue, alpha, each 0...65535.
    case color(UInt16, UInt16, UInt16, UInt16)
  }

  /// The settings by name, for example "Gtk/EnableAnimations" or "Net/ThemeName".
  package let values: [String: Value]

  /// Parses the property's bytes: a byte-order byte (0 LSBFirst, 1 MSBFirst), three unused, the
  /// serial (CARD32), the number of settings (CARD32), then each setting: type (CARD8), one
  /// unused, name length (CARD16), the name padded to 4, its last-change serial (CARD32), then
  /// the value (INT32; or CARD32 length and UTF-8 padded to 4; or four CARD16). Returns nil
  /// for malformed data rather than guess.
  package init?(bytes: [UInt8]) {
    guard bytes.count >= 12, bytes[0] <= 1 else { return nil }
    let bigEndian = bytes[0] == 1
    var offset = 4
    func read(_ size: Int) -> UInt32? {
      guard size > 0, offset + size <= bytes.count else { return nil }
      var value: UInt32 = 0
      for k in 0..<size {
        let byte = UInt32(bytes[offset + (bigEndian ? k : size - 1 - k)])
        value = value << 8 | byte
      }
      offset += size
      return value
    }
    func padded(_ length: Int) -> Int { (length + 3) / 4 * 4 }
    guard read(4) != nil, let count = read(4) else { return nil }
    var values: [String: Value] = [:]
    for _ in 0..<count {
      guard let type = read(1), read(1) != nil, let nameLength = read(2).map(Int.init),
        offset + padded(nameLength) <= bytes.count
      else { return nil }
      let name = String(decoding: bytes[offset..<offset + nameLength], as: UTF8.self)
      offset += padded(nameLength)
      guard read(4) != nil else { return nil }
      switch type {
      case 0:
        guard let raw = read(4) else { return nil }
        values[name] = .integer(Int32(bitPattern: raw))
      case 1:
        guard let length = read(4).map(Int.init), offset + padded(length) <= bytes.count
        else { return nil }
        values[name] = .string(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
        offset += padded(length)
      case 2:
        guard let r = read(2), let g = read(2), let b = read(2), let a = read(2) else { return nil }
        values[name] = .color(UInt16(r), UInt16(g), UInt16(b), UInt16(a))
      default:
        return nil
      }
    }
    self.values = values
  }

  /// Whether the desktop asks for reduced motion: `Gtk/EnableAnimations` published as 0. Nil
  /// when it is not published.
  package var animationsDisabled: Bool? {
    guard case .integer(let value) = values["Gtk/EnableAnimations"] else { return nil }
    return value == 0
  }
}

extension XDisplay {
  /// The settings the desktop's XSETTINGS manager publishes for this screen, or nil when none
  /// runs (or its data is malformed).
  package func xsettings() -> XSettings? {
    let selection = atom("_XSETTINGS_S\(screen)")
    let owner = XGetSelectionOwner(pointer, selection)
    guard owner != 0 else { return nil }
    let property = atom("_XSETTINGS_SETTINGS")
    // Up to 4 MiB (1 << 20 words); settings are a few kilobytes.
    guard let value = self.property(property, of: owner, type: property, words: 1 << 20),
      value.format == 8
    else { return nil }
    return XSettings(bytes: value.bytes)
  }
}

extension XDisplay {
  /// A window property as `XGetWindowProperty` returns it: its type, format (8, 16 or 32), item
  /// count, and the items' bytes (format-32 items are C longs, as Xlib hands them over).
  package struct WindowProperty {
    package var type: UInt
    package var format: Int32
    package var count: Int
    package var bytes: [UInt8]
  }

  /// Reads up to `words` 32-bit words of property `property` of `window`, of `type` (default
  /// any), without deleting it. Nil when the request fails or the property does not exist.
  package func property(
    _ property: UInt, of window: UInt, type: UInt = UInt(AnyPropertyType), words: Int
  ) -> WindowProperty? {
    var actualType: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      pointer, window, property, 0, words, 0, type, &actualType, &format, &count, &remaining,
      &data)
    defer { if let data { XFree(data) } }
    guard status == Success, actualType != 0 else { return nil }
    let itemSize = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * itemSize)) } ?? []
    return WindowProperty(type: actualType, format: format, count: Int(count), bytes: bytes)
  }
}

import CX11
import Testing
import TestSupport
import X11Canvas

/// XSETTINGS bytes laid out by hand from the freedesktop.org specification, in both byte orders.
@Suite struct XSettingsParsingTests {
  /// A settings blob: header, then `Gtk/EnableAnimations` (integer) and `Net/ThemeName`
  /// (string), each field written in `bigEndian` order or not.
  static func blob(bigEndian: Bool, animations: Int32) -> [UInt8] {
    func card(_ value: UInt32, _ size: Int) -> [UInt8] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
      return bigEndian ? bytes.reversed() : bytes
    }
    func padded(_ text: String) -> [UInt8] {
      let bytes = Array(text.utf8)
      return bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card(7, 4) + card(2, 4)
    out += [0, 0] + card(20, 2) + padded("Gtk/EnableAnimations") + card(3, 4)
    out += card(UInt32(bitPattern: animations), 4)
    out += [1, 0] + card(13, 2) + padded("Net/ThemeName") + card(3, 4)
    out += card(7, 4) + padded("Adwaita")
    return out
  }

  @Test func bothByteOrdersParse() throws {
    for bigEndian in [false, true] {
      let settings = try #require(XSettings(bytes: Self.blob(bigEndian: bigEndian, animations: 0)))
      #expect(settings.values["Gtk/EnableAnimations"] == .integer(0))
      #expect(settings.values["Net/ThemeName"] == .string("Adwaita"))
      #expect(settings.animationsDisabled == true)
      let on = try #require(XSettings(bytes: Self.blob(bigEndian: bigEndian, animations: 1)))
      #expect(on.animationsDisabled == false)
    }
  }

  @Test func truncatedOrUnknownDataIsRefused() {
    let good = Self.blob(bigEndian: false, animations: 0)
    for length in [0, 4, 11, 20, good.count - 1] {
      #expect(XSettings(bytes: Array(good.prefix(length))) == nil, "\(length) bytes")
    }
    var badOrder = good
    badOrder[0] = 7
    #expect(XSettings(bytes: badOrder) == nil)
    #expect(XSettings(bytes: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])?.animationsDisabled == nil)
  }
}

extension X11Tests {
  /// A second client plays the settings manager: it owns `_XSETTINGS_S0` and publishes
  /// `Gtk/EnableAnimations` = 0 on its window, as gnome-settings-daemon or xsettingsd do.
  @Test func theDesktopsReducedMotionSettingIsRead() throws {
    let server = try XvfbServer()
    let display = try XDisplay(name: server.display)
    #expect(display.xsettings() == nil, "no settings manager yet")
    let manager = try TestClient(displayName: server.display)
    let root = XDefaultRootWindow(manager.display)
    let window = XCreateSimpleWindow(manager.display, root, 0, 0, 1, 1, 0, 0, 0)
    let property = manager.atom("_XSETTINGS_SETTINGS")
    var bytes = XSettingsParsingTests.blob(bigEndian: false, animations: 0)
    XChangeProperty(
      manager.display, window, property, property, 8, PropModeReplace, &bytes, Int32(bytes.count))
    XSetSelectionOwner(manager.display, manager.atom("_XSETTINGS_S0"), window, UInt(CurrentTime))
    XSync(manager.display, 0)
    let settings = try #require(display.xsettings())
    #expect(settings.animationsDisabled == true)
    #expect(settings.values["Net/ThemeName"] == .string("Adwaita"))
  }
}

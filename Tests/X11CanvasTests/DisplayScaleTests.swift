import Testing
import X11Canvas

@Suite struct DisplayScaleTests {
  @Test func scaleComesFromXftDpi() {
    #expect(XDisplay.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
    #expect(XDisplay.scale(fromResources: "Xft.dpi: 144") == 1.5)
    #expect(XDisplay.scale(fromResources: "Xcursor.size:\t24\n") == 1)
    #expect(XDisplay.scale(fromResources: nil) == 1)
    #expect(XDisplay.scale(fromResources: "Xft.dpi:\tlots\n") == 1)
    #expect(XDisplay.scale(fromResources: "Xft.dpi:\t0\n") == 1)
  }

  @Test func keyNamesMatchKeysyms() {
    #expect(KeyName(keysym: 0x20) == .space)
    #expect(KeyName(keysym: 0xff1b) == .escape)
    #expect(KeyName(keysym: 0x51) == .q, "upper-case Q is still q")
    #expect(KeyName(keysym: 0x3f) == .questionMark)
    #expect(KeyName(keysym: 0x61) == nil, "a is not bound")
    for name in KeyName.allCases { #expect(KeyName(keysym: name.keysym) == name) }
  }
}

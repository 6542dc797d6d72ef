import Testing

@testable import MotionPreview

/// Keysym values are X11's (`/usr/include/X11/keysymdef.h`), written here as literals.
@Suite struct KeyBindingsTests {
  @Test func mapsEveryDocumentedKey() {
    let expected: [(UInt32, Command)] = [
      (0x20, .toggleVisibility), (0x72, .restart), (0x52, .restart), (0x76, .switchVariant),
      (0x73, .cycleSpeed), (0x70, .togglePause), (0xFF51, .stepBackward), (0xFF53, .stepForward),
      (0x65, .exportTransition), (0x45, .exportTransition), (0x68, .toggleHelp), (0x3F, .toggleHelp), (0x71, .quit), (0xFF1B, .quit),
      (0x77, .writeSwift), (0x57, .writeSwift),
    ]
    for (keysym, command) in expected {
      #expect(KeyBindings.command(forKeysym: keysym, isRepeat: false) == command)
    }
    #expect(KeyBindings.command(forKeysym: 0x61, isRepeat: false) == nil)  // XK_a
  }

  @Test func aHeldKeyDoesNotToggleRepeatedly() {
    #expect(KeyBindings.command(forKeysym: 0x20, isRepeat: true) == nil)
    #expect(KeyBindings.command(forKeysym: 0x71, isRepeat: true) == nil)
    #expect(KeyBindings.command(forKeysym: 0xFF53, isRepeat: true) == .stepForward)
  }
}

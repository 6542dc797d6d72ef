/// A key press, identified by its X keysym after Shift and Lock (so `?` is `XK_question`).
package struct KeyEvent: Hashable, Sendable {
  /// The X keysym (`X11/keysymdef.h`), for example 0x20 for space or 0xff1b for Escape.
  package var keysym: UInt32
  /// The text the key types, decoded from `XLookupString`'s Latin-1; empty for keys such as the
  /// arrows.
  package var text: String
  /// True when the key was already down: an auto-repeat while it is held.
  package var isRepeat: Bool
  /// True when Shift was held.
  package var shift: Bool

  /// Creates a key event.
  package init(keysym: UInt32, text: String, isRepeat: Bool, shift: Bool = false) {
    self.keysym = keysym
    self.text = text
    self.isRepeat = isRepeat
    self.shift = shift
  }

  /// The key's name when it is one the preview binds, else nil.
  package var name: KeyName? { KeyName(keysym: keysym) }
}

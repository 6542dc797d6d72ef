import CX11

/// The keys the preview binds, with their X keysyms. Letters match either case.
package enum KeyName: Hashable, Sendable, CaseIterable {
  /// Space bar (`XK_space`).
  case space
  /// Escape (`XK_Escape`).
  case escape
  /// Return or keypad Enter (`XK_Return`, `XK_KP_Enter`).
  case enter
  /// Left arrow (`XK_Left`).
  case left
  /// Right arrow (`XK_Right`).
  case right
  /// Up arrow (`XK_Up`).
  case up
  /// Down arrow (`XK_Down`).
  case down
  /// Q or q.
  case q
  /// R or r.
  case r
  /// V or v.
  case v
  /// S or s.
  case s
  /// P or p.
  case p
  /// H or h.
  case h
  /// Question mark (`XK_question`, Shift+/ on US layouts).
  case questionMark

  /// The keysym a press of this key reports (the lower-case one for letters).
  package var keysym: UInt32 {
    switch self {
    case .space: UInt32(XK_space)
    case .escape: UInt32(XK_Escape)
    case .enter: UInt32(XK_Return)
    case .left: UInt32(XK_Left)
    case .right: UInt32(XK_Right)
    case .up: UInt32(XK_Up)
    case .down: UInt32(XK_Down)
    case .q: UInt32(XK_q)
    case .r: UInt32(XK_r)
    case .v: UInt32(XK_v)
    case .s: UInt32(XK_s)
    case .p: UInt32(XK_p)
    case .h: UInt32(XK_h)
    case .questionMark: UInt32(XK_question)
    }
  }

  /// The name of `keysym`, or nil for keys the preview does not bind.
  package init?(keysym: UInt32) {
    let lowered: UInt32 =
      (UInt32(XK_A)...UInt32(XK_Z)).contains(keysym) ? keysym + UInt32(XK_a - XK_A) : keysym
    if lowered == UInt32(XK_KP_Enter) {
      self = .enter
      return
    }
    guard let name = KeyName.allCases.first(where: { $0.keysym == lowered }) else { return nil }
    self = name
  }
}

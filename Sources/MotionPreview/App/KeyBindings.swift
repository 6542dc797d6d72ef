/// The keyboard map: X keysyms (layout-independent names from `X11/keysymdef.h`) to commands.
enum KeyBindings {
  /// The command bound to `keysym`, or nil.
  ///
  /// Auto-repeat only repeats the arrow keys, so that holding → scrubs forward while a held
  /// Space does not toggle again and again.
  static func command(forKeysym keysym: UInt32, isRepeat: Bool, shift: Bool = false) -> Command? {
    let command: Command
    switch keysym {
    case 0xFF50, 0xFF95: command = .jumpToStart  // XK_Home, XK_KP_Home
    case 0xFF57, 0xFF9C: command = .jumpToEnd  // XK_End, XK_KP_End
    case 0x0054, 0x0074: command = .toggleTimeline  // XK_T, XK_t
    case 0x0042, 0x0062: command = .toggleSplit  // XK_B, XK_b
    case 0xFF09: command = shift ? .previousParameter : .nextParameter  // XK_Tab
    case 0xFE20: command = .previousParameter  // XK_ISO_Left_Tab (Shift+Tab)
    case 0xFF52, 0xFF97: command = .increaseParameter(large: shift)  // XK_Up, XK_KP_Up
    case 0xFF54, 0xFF99: command = .decreaseParameter(large: shift)  // XK_Down, XK_KP_Down
    case 0x0030, 0xFFB0: command = .resetParameter  // XK_0, XK_KP_0
    case 0x0049, 0x0069: command = .toggleInspector  // XK_I, XK_i
    case 0x0043, 0x0063: command = .copySwift  // XK_C, XK_c
    case 0x0045, 0x0065: command = .exportTransition  // XK_E, XK_e
    case 0x0057, 0x0077: command = .writeSwift  // XK_W, XK_w
    case 0x0020: command = .toggleVisibility  // XK_space
    case 0x0052, 0x0072: command = .restart  // XK_R, XK_r
    case 0x0056, 0x0076: command = .switchVariant  // XK_V, XK_v
    case 0x0053, 0x0073: command = .cycleSpeed  // XK_S, XK_s
    case 0x0050, 0x0070: command = .togglePause  // XK_P, XK_p
    case 0xFF51, 0xFF96: command = shift ? .stepBackwardLong : .stepBackward  // XK_Left, KP_Left
    case 0xFF53, 0xFF98: command = shift ? .stepForwardLong : .stepForward  // XK_Right, KP_Right
    case 0x0048, 0x0068, 0x003F: command = .toggleHelp  // XK_H, XK_h, XK_question
    case 0x0051, 0x0071, 0xFF1B: command = .quit  // XK_Q, XK_q, XK_Escape
    default: return nil
    }
    let repeats: [Command] = [
      .stepBackward, .stepForward, .stepBackwardLong, .stepForwardLong,
      .increaseParameter(large: false), .increaseParameter(large: true),
      .decreaseParameter(large: false), .decreaseParameter(large: true),
    ]
    if isRepeat && !repeats.contains(command) { return nil }
    return command
  }
}

import Motion

extension SceneModel {
  /// The seed's sticky note: `Text(…).font(.headline).lineLimit(5).frame(width:)` with
  /// `.stickyNote(color:ceaseSize:shadowLength:)`, whose `StickyNoteModifier` pads the text,
  /// draws a note with a folded corner behind it and animates the fold.
  package struct Note: Hashable, Sendable {
    /// The note's text.
    package var text: String
    /// `.font(.headline)`.
    package var font: TextFont
    /// `.lineLimit(5)`: the most lines shown (1 or more), or nil for no limit.
    package var lineLimit: Int?
    /// The text's colour: the seed sets none, so `.primary`, black in light mode.
    package var foreground: Color
    /// `.frame(width: UIScreen.main.bounds.width / 2)`.
    package var width: Width
    /// `stickyNote(color: .green, …)`: the note's fill.
    package var color: Color
    /// `ceaseSize: widthCease ? 50 : 0` while `widthCease` is true (at launch), in points.
    package var ceaseSize: Double
    /// The same `ceaseSize` once `widthCease` is toggled: what the fold animates towards.
    package var toggledCeaseSize: Double
    /// `shadowLength: 10`: the note's `.shadow(radius:)`, in points (0 or more).
    package var shadowLength: Double
    /// `.padding(.horizontal, 30)`, in points each side.
    package var paddingHorizontal: Double
    /// `.padding(.vertical, 40)`, in points above and below.
    package var paddingVertical: Double
    /// `divide: CGFloat = 2`: the fold is at most the shorter side divided by this (more than 0).
    package var divide: Double
    /// The fold's fill, `.fill(Color.black)` …
    package var foldColor: Color
    /// … under `.opacity(0.4)`, 0...1.
    package var foldOpacity: Double
    /// `withAnimation(Animation.easeInOut(duration: 1.0).repeatForever()) { widthCease.toggle() }`.
    package var animation: Animation

    /// Creates a note; every parameter is given.
    package init(
      text: String, font: TextFont, lineLimit: Int?, foreground: Color, width: Width,
      color: Color, ceaseSize: Double, toggledCeaseSize: Double, shadowLength: Double,
      paddingHorizontal: Double, paddingVertical: Double, divide: Double, foldColor: Color,
      foldOpacity: Double, animation: Animation
    ) {
      self.text = text
      self.font = font
      self.lineLimit = lineLimit
      self.foreground = foreground
      self.width = width
      self.color = color
      self.ceaseSize = ceaseSize
      self.toggledCeaseSize = toggledCeaseSize
      self.shadowLength = shadowLength
      self.paddingHorizontal = paddingHorizontal
      self.paddingVertical = paddingVertical
      self.divide = divide
      self.foldColor = foldColor
      self.foldOpacity = foldOpacity
      self.animation = animation
    }

    /// The seed's note.
    package static let seed = Note(
      text: "If today were the last day of my life, would I want to do what I am about to do today",
      font: TextFont(.headline),
      lineLimit: 5,
      foreground: .black,
      width: .fractionOfScreen(0.5),
      color: .green,
      ceaseSize: 50,
      toggledCeaseSize: 0,
      shadowLength: 10,
      paddingHorizontal: 30,
      paddingVertical: 40,
      divide: 2,
      foldColor: .black,
      foldOpacity: 0.4,
      animation: .easeInOut(duration: 1.0).repeatForever(autoreverses: true))
  }
}

import Motion

/// The side panel I shows: its measures, colours, entries and page (`InspectorPage.swift` lays a
/// page out; `LiveInspector` fills it with the animations in flight).
///
/// It fits any panel: the plots shrink (down to `plotHeights.lowerBound`), then whole plots are
/// left out (two at a time where they stand two a row), and with no room for any plot the text
/// stops at the last whole line that fits, ending in "…". Nothing is cut by the panel's edge.
package enum Inspector {
  /// The panel's width when the window has room, in points (at most half the window).
  package static let preferredWidth = 400.0
  /// How many frame times the last plot shows.
  package static let frameHistory = 120
  /// The panel's fill: opaque, a shade off white so it reads as a panel.
  package static let background = Color(white: 0.975)
  /// The value curve and the dots: SwiftUI blue.
  static let valueColor = Color.blue
  /// The velocity curve: SwiftUI orange.
  static let velocityColor = Color(red: 1, green: 0.584, blue: 0)
  /// The playheads: SwiftUI red.
  static let playheadColor = Color.red
  /// Space around and between the panel's parts, in points (less in a narrow panel).
  static let padding = 14.0
  /// A plot's height: the least that still reads, and the most it grows to.
  package static let plotHeights = 56.0...160.0
  /// The narrowest plot, in points: below it, plots stand one a row; a panel narrower still
  /// shows none.
  static let minimumPlotWidth = 110.0

  /// One animation of the scene as the inspector lists it.
  package struct Entry: Hashable, Sendable {
    /// What it animates ("lines", "crease").
    package var name: String
    /// Its SwiftUI spelling and the parameters around it.
    package var spelling: String
    /// Its settle time and overshoot for a move from rest; nil when it does not move smoothly
    /// (a change without animation).
    package var figures: MotionFigures?
    /// Words after the figures ("per leg"), or empty.
    package var note: String = ""

    /// Creates an entry.
    package init(name: String, spelling: String, figures: MotionFigures? = nil, note: String = "") {
      self.name = name
      self.spelling = spelling
      self.figures = figures
      self.note = note
    }
  }

  /// What a plot shows.
  package enum PlotKind: Hashable, Sendable {
    /// The last frame times and the frame rate.
    case frames
    /// An animation in flight: its progress over its run, with a playhead (`LiveInspector`).
    case animation
  }

  /// One scene's panel as laid out.
  struct Page: Sendable {
    /// The animations listed.
    var entries: [Entry]
    /// The commands that never change while the layout lasts (the clip stays open).
    var commands: [DrawCommand]
    /// The plots that fit, in order.
    var plots: [(kind: PlotKind, plot: Plot)]
    /// The frame-rate label's origin and whether it has room for "Frame times: ".
    var framesLabel: (origin: Point, long: Bool)?
  }
}

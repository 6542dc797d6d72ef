/// Everything needed to paint one frame: the background and the commands on top of it.
package struct Frame: Hashable, Sendable {
  /// The size of the canvas in points.
  package var size: Size
  /// The colour the canvas is cleared to before the commands run.
  package var background: Color
  /// The commands, back to front.
  package var commands: [DrawCommand]

  /// Creates a frame.
  package init(size: Size, background: Color = .white, commands: [DrawCommand]) {
    self.size = size
    self.background = background
    self.commands = commands
  }
}

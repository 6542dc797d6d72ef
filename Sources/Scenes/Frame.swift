/// Everything needed to paint one frame: the background and the commands on top of it.
public struct Frame: Hashable, Sendable {
  /// The size of the canvas in points.
  public var size: Size
  /// The colour the canvas is cleared to before the commands run.
  public var background: Color
  /// The commands, back to front.
  public var commands: [DrawCommand]

  /// Creates a frame.
  public init(size: Size, background: Color = .white, commands: [DrawCommand]) {
    self.size = size
    self.background = background
    self.commands = commands
  }
}

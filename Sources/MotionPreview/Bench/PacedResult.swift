import X11Canvas

/// What one paced (or paused) measurement found.
struct PacedResult {
  /// The display link's rate, in frames per second.
  var fps: Double
  /// How frames reached the screen: Present at vblanks, or the timer.
  var presentation: Presentation
  var seconds: Double
  var frames: Int
  var dropped: Int
  var wakeUps: Int
  var intervals: Percentiles
  var clientCPUPercent: Double
  var serverCPUPercent: Double?
  var totalCPUPercent: Double { clientCPUPercent + (serverCPUPercent ?? 0) }
}

/// What one uncapped measurement found.
struct UncappedResult {
  var fps: Double
  /// Wall-clock milliseconds per frame, client and server together.
  var wallMs: Double
  var clientMs: Double
  var serverMs: Double?
}

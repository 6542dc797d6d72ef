import Glibc

/// The agent's wall clock as the scene clock: the C functions of CSceneClock (its header says
/// how), which the executable links and exports, called by name.
///
/// They are found with `dlsym` rather than through an `import CSceneClock`: a Swift file that
/// imports a C module beside MotionUI (Foundation, and its ICU) and TextShaping (the system's
/// ICU) made clean builds fail at random with "'UProperty' has different definitions in
/// different modules". When the executable does not export them (then nothing interposes the
/// clock either), the wall clock stays the kernel's.
package enum AgentWallClock {
  private typealias Setter = @convention(c) (Double) -> Void
  private typealias Reader = @convention(c) () -> Double
  private typealias Flag = @convention(c) () -> Int32

  private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(nil, name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }

  /// `scene_clock_set`: the scene time (seconds) the calling thread's wall clock reads from now
  /// on, if it started the scene clock; what MotionUI's `SceneWallClock` tells.
  package static let set: (@convention(c) (Double) -> Void)? = function("scene_clock_set", as: Setter.self)

  /// Makes the calling thread's wall clock read the scene's date, at scene time `seconds`;
  /// false when the executable has no scene clock.
  @discardableResult
  package static func start(at seconds: Double) -> Bool {
    guard let start = function("scene_clock_start", as: Setter.self) else { return false }
    start(seconds)
    return true
  }

  /// Whether the calling thread's wall clock reads the scene's date.
  package static var isStarted: Bool {
    (function("scene_clock_is_started", as: Flag.self)?() ?? 0) != 0
  }

  /// The kernel's `CLOCK_REALTIME`, in seconds since 1970, whatever this thread's wall clock
  /// reads; nil without the scene clock.
  package static var kernelRealtime: Double? {
    function("scene_clock_kernel_realtime", as: Reader.self)?()
  }
}

import Scenes
import X11Canvas

/// The preview window's brain: it turns keys and clicks into state changes stamped with scene
/// time, and hands the display link the frame for each tick.
///
/// Time flows one way: the display link's wall time → `SceneClock` (speed, pause, steps) → scene
/// time → `Preview.frame(at:)`. Nothing here draws; nothing in `Scenes` reads a clock.
final class PreviewApp: CanvasDelegate {
  /// The name of the window property that publishes the state of the frame just presented, so
  /// that tests can wait for a frame instead of sleeping.
  static let stateProperty = "_MOTION_PREVIEW_STATE"

  /// The scene's state: every event, stamped with scene time.
  var preview: Preview
  /// Wall time to scene time.
  var clock: SceneClock
  private var layout: PreviewLayout
  let metrics: XftTextMetrics
  let window: XWindow
  let link: DisplayLink
  /// Seconds between automatic toggles (`--autoplay`), in scene time.
  private let autoplay: Double?
  /// The scene time of the next automatic toggle.
  private var nextAutoplay: Double
  /// The scene time of the frame drawn last.
  private var lastSceneTime = 0.0
  /// When true, `didPresent` records the monotonic time of every presented frame (benchmark).
  var recordsPresentTimes = false
  /// Monotonic times (seconds) of the frames presented while `recordsPresentTimes` was true.
  var presentTimes: [Double] = []
  /// How many frames have been presented.
  private(set) var presentedFrames = 0

  init(options: Options, preview: Preview, window: XWindow, link: DisplayLink, metrics: XftTextMetrics) {
    self.preview = preview
    self.window = window
    self.link = link
    self.metrics = metrics
    self.clock = SceneClock(isPaused: options.startPaused)
    self.autoplay = options.autoplay
    self.nextAutoplay = options.autoplay ?? .infinity
    self.layout = preview.layout(size: window.size, metrics: metrics)
  }

  func handle(_ event: InputEvent, at time: Double) -> LoopAction {
    switch event {
    case .key(let key):
      guard let command = KeyBindings.command(forKeysym: key.keysym, isRepeat: key.isRepeat) else {
        return .continue
      }
      return perform(command, at: time)
    case .buttonPress(let point, let button):
      let now = clock.sceneTime(at: time)
      if button == 1, preview.toggleHitRect(at: now, in: layout)?.contains(point) == true {
        return perform(.toggleVisibility, at: time)
      }
      return .continue
    case .resized(let size):
      layout = preview.layout(size: size, metrics: metrics)
      return .continue
    case .closeRequested:
      return .exit(0)
    }
  }

  /// Applies `command` at wall time `time` (seconds since launch).
  func perform(_ command: Command, at time: Double) -> LoopAction {
    let now = clock.sceneTime(at: time)
    // Autoplay toggles due before this command must be recorded first: an event recorded
    // earlier than the newest one branches the timeline and would drop the command.
    catchUpAutoplay(to: now)
    switch command {
    case .toggleVisibility: preview.toggleVisibility(at: now)
    case .restart: preview.restart(at: now)
    case .switchVariant: preview.switchVariant(at: now)
    case .cycleSpeed: clock.cycleSpeed(at: time)
    case .togglePause: clock.togglePause(at: time)
    case .stepBackward: clock.step(by: -frameStep, at: time)
    case .stepForward: clock.step(by: frameStep, at: time)
    case .toggleHelp: preview.toggleHelp()
    case .quit: return .exit(0)
    }
    link.requestRedraw()
    return .continue
  }

  /// One frame of scene time at the current speed: what the next tick would have advanced.
  private var frameStep: Double { clock.speed / link.fps }

  func frame(at time: Double, size: Size) -> Frame {
    let now = clock.sceneTime(at: time)
    catchUpAutoplay(to: now)
    lastSceneTime = now
    return preview.frame(
      at: now, layout: layout, overlay: PreviewOverlay(speed: clock.speed, isPaused: clock.isPaused))
  }

  /// Records the `--autoplay` toggles due by scene time `time`.
  private func catchUpAutoplay(to time: Double) {
    guard let autoplay else { return }
    while nextAutoplay <= time {
      preview.toggleVisibility(at: nextAutoplay)
      nextAutoplay += autoplay
    }
  }

  func isAnimating(at time: Double) -> Bool {
    !clock.isPaused && preview.isAnimating(at: clock.sceneTime(at: time))
  }

  /// Publishes the state of the frame just presented (see `stateProperty`).
  func didPresent(at time: Double) {
    if recordsPresentTimes { presentTimes.append(time) }
    presentedFrames += 1
    let visible = preview.isVisible(at: lastSceneTime) ? 1 : 0
    let paused = clock.isPaused ? 1 : 0
    window.setProperty(
      Self.stateProperty,
      value: "frame=\(presentedFrames) time=\(lastSceneTime) visible=\(visible) paused=\(paused) "
        + "speed=\(clock.speed)")
  }
}

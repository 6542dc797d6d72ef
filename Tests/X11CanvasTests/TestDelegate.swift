import Scenes
import X11Canvas

/// A scriptable `CanvasDelegate`: records what the loop hands it and runs test hooks.
final class TestDelegate: CanvasDelegate {
  var events: [InputEvent] = []
  var frameTimes: [Double] = []
  /// Called with the frame count after each frame is described (before it is drawn).
  var onFrame: (Int) -> Void = { _ in }
  var onEvent: (InputEvent) -> LoopAction = { _ in .continue }
  var animating: (Double) -> Bool = { _ in false }
  var commands: (Int) -> [DrawCommand] = { _ in [] }
  var wakeDescriptors: [Int32] = []
  var onReadable: (Int32) -> LoopAction = { _ in .continue }
  var background: Color = .white
  /// Times the loop reported frames on screen (`didPresent`), and a hook called after each.
  var presentTimes: [Double] = []
  var onPresent: () -> Void = {}
  /// The times the loop said the next frame would be for (`prepareFrame`), in order, each with
  /// the time of the frame drawn just before, the refresh period (`refreshPeriod`) the loop
  /// went by at that moment, and the time it said the frame after would be for.
  var preparedTimes: [(drawn: Double, next: Double, period: Double, following: Double)] = []
  /// Where `prepareFrame` reads the loop's refresh period (set by a test that has the link).
  var refreshPeriod: () -> Double = { .nan }
  /// Called in each `prepareFrame`.
  var onPrepare: () -> Void = {}

  func handle(_ event: InputEvent, at time: Double) -> LoopAction {
    events.append(event)
    return onEvent(event)
  }

  func frame(at time: Double, size: Size) -> Frame {
    frameTimes.append(time)
    onFrame(frameTimes.count)
    return Frame(size: size, background: background, commands: commands(frameTimes.count))
  }

  func isAnimating(at time: Double) -> Bool { animating(time) }

  func prepareFrame(at time: Double, then following: Double, size: Size) -> Frame? {
    preparedTimes.append((frameTimes.last ?? .nan, time, refreshPeriod(), following))
    onPrepare()
    return nil
  }

  func descriptorReadable(_ descriptor: Int32, at time: Double) -> LoopAction { onReadable(descriptor) }
  func didPresent(at time: Double) {
    presentTimes.append(time)
    onPresent()
  }
}

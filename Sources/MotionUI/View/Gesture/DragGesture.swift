/// A dragging motion, as SwiftUI's `DragGesture`: recognised once the pointer has moved
/// `minimumDistance` points from where it was pressed; it changes with every move after that and
/// ends when the pointer is released.
public struct DragGesture: Gesture, RecognizableGesture {
  public typealias Body = Never

  /// The attributes of a drag, as SwiftUI's `DragGesture.Value`, in the gesture's view's
  /// coordinates (points).
  public struct Value: Equatable, Sendable {
    /// The scene time of the event, as a date (seconds since the reference date = scene seconds).
    public var time: Date
    /// Where the pointer is now.
    public var location: CGPoint
    /// Where the pointer was pressed.
    public var startLocation: CGPoint
    /// The pointer's velocity, in points per second (over the last move).
    public var velocity: CGSize

    /// `location − startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the drag would end if the pointer kept its velocity and slowed as a scroll does
    /// (SwiftUI does not document its model; this uses a quarter of a second of travel).
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    }
    /// `predictedEndLocation − startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The distance in points the pointer must move before the drag is recognised (SwiftUI's
  /// default is 10).
  public var minimumDistance: CGFloat
  /// The coordinate space of the values' locations (the view's own here).
  public var coordinateSpace: CoordinateSpace

  /// A drag recognised after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  func makeRecognizer() -> GestureRecognizer<Value> { DragRecognizer(minimumDistance: minimumDistance) }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  let minimumDistance: Double
  private var start: CGPoint?
  private var last: (location: CGPoint, time: Double)?
  private var velocity = CGSize.zero
  private var isActive = false

  init(minimumDistance: Double) { self.minimumDistance = minimumDistance }

  private func value(_ location: CGPoint, time: Double) -> DragGesture.Value {
    DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start ?? location,
      velocity: velocity)
  }

  override func began(at location: CGPoint, time: Double) -> GesturePhase<DragGesture.Value> {
    start = location
    last = (location, time)
    velocity = .zero
    isActive = minimumDistance <= 0
    return isActive ? .changed(value(location, time: time)) : .possible
  }

  override func moved(to location: CGPoint, time: Double) -> GesturePhase<DragGesture.Value> {
    guard let start else { return .possible }
    if let last, time > last.time {
      velocity = CGSize(width: (location.x - last.location.x) / (time - last.time), height: (location.y - last.location.y) / (time - last.time))
    }
    last = (location, time)
    if !isActive {
      let distance = ((location.x - start.x) * (location.x - start.x) + (location.y - start.y) * (location.y - start.y)).squareRoot()
      guard distance >= minimumDistance else { return .possible }
      isActive = true
    }
    return .changed(value(location, time: time))
  }

  override func ended(at location: CGPoint, time: Double) -> GesturePhase<DragGesture.Value> {
    defer { start = nil }
    guard isActive else { return .failed }
    isActive = false
    return .ended(value(location, time: time))
  }
}

/// A tap, as SwiftUI's `TapGesture`: it ends when the pointer is released near where it was
/// pressed (within 10 points).
public struct TapGesture: Gesture, RecognizableGesture {
  public typealias Value = Void
  public typealias Body = Never
  /// The number of taps required (one press is taken as all of them here).
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  func makeRecognizer() -> GestureRecognizer<Void> { TapRecognizer() }
}

final class TapRecognizer: GestureRecognizer<Void> {
  private var start: CGPoint?
  override func began(at location: CGPoint, time: Double) -> GesturePhase<Void> {
    start = location
    return .possible
  }
  override func ended(at location: CGPoint, time: Double) -> GesturePhase<Void> {
    defer { start = nil }
    guard let start, abs(location.x - start.x) <= 10, abs(location.y - start.y) <= 10 else { return .failed }
    return .ended(())
  }
}

/// A press held in place, as SwiftUI's `LongPressGesture`: its value is true while pressed, and
/// it ends (recognised) once held `minimumDuration` seconds of scene time without moving more
/// than `maximumDistance` points.
public struct LongPressGesture: Gesture, RecognizableGesture {
  public typealias Value = Bool
  public typealias Body = Never
  /// The seconds the press must last (SwiftUI's default is 0.5).
  public var minimumDuration: Double
  /// The points the pointer may move before the press fails (SwiftUI's default is 10).
  public var maximumDistance: CGFloat
  var pressing: ((Bool) -> Void)?

  /// A long press of `minimumDuration` seconds within `maximumDistance` points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeRecognizer() -> GestureRecognizer<Bool> {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance, pressing: pressing)
  }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
  let minimumDuration: Double
  let maximumDistance: Double
  let pressing: ((Bool) -> Void)?
  private var start: CGPoint?
  private weak var graph: ViewGraph?
  private var timer: SceneTimers.Token?

  init(minimumDuration: Double, maximumDistance: Double, pressing: ((Bool) -> Void)?) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    self.pressing = pressing
  }

  override func began(at location: CGPoint, time: Double) -> GesturePhase<Bool> {
    start = location
    pressing?(true)
    graph = ViewGraph.current
    timer = graph?.schedule(after: minimumDuration) { [weak self] in self?.recognise() }
    return .changed(true)
  }

  /// Held long enough: the gesture ends, recognised, while the pointer is still down.
  private func recognise() {
    guard start != nil else { return }
    report?(.ended(true))
    stop()
  }

  /// Ends the press (its timer cancelled, `pressing` told).
  private func stop() {
    if let timer { graph?.cancel(timer) }
    timer = nil
    start = nil
    pressing?(false)
  }

  override func moved(to location: CGPoint, time: Double) -> GesturePhase<Bool> {
    guard let start else { return .possible }
    let distance = ((location.x - start.x) * (location.x - start.x) + (location.y - start.y) * (location.y - start.y)).squareRoot()
    guard distance > maximumDistance else { return .possible }
    stop()
    return .failed
  }

  override func ended(at location: CGPoint, time: Double) -> GesturePhase<Bool> {
    guard start != nil else { return .possible }
    stop()
    return .failed
  }
}

extension View {
  /// Runs `action` once the view has been pressed for `minimumDuration` seconds without moving
  /// more than `maximumDistance` points; `onPressingChanged` hears the press start and end.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    var press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    press.pressing = onPressingChanged
    return gesture(press.onEnded { _ in action() })
  }

  /// The iOS 13 spelling: `pressing` hears the press start and end, `action` runs once it is
  /// long enough.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }
}

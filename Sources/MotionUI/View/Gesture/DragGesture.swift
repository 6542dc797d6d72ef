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

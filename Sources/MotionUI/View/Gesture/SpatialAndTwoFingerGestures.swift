// `SpatialTapGesture` (a tap that tells where), recognised as a click is; and the two-finger
// gestures, `MagnifyGesture`, `RotateGesture` and their older `MagnificationGesture` and
// `RotationGesture`, which compile with SwiftUI's values and never fire: a mouse has one pointer.
// Each says so once at your line.

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, RecognizableGesture {
  public struct Value: Equatable, Sendable {
    /// Where the tap landed, in the view's coordinates.
    public var location: CGPoint
  }
  public typealias Body = Never
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  func makeRecognizer() -> GestureRecognizer<Value> { SpatialTapRecognizer() }
}

/// A tap's recogniser that reports where it ended (a press and release within 10 points).
final class SpatialTapRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
  private let tap = TapRecognizer()
  override func began(at location: CGPoint, time: Double) -> GesturePhase<SpatialTapGesture.Value> {
    _ = tap.began(at: location, time: time)
    return .possible
  }
  override func ended(at location: CGPoint, time: Double) -> GesturePhase<SpatialTapGesture.Value> {
    guard case .ended = tap.ended(at: location, time: time) else { return .failed }
    return .ended(SpatialTapGesture.Value(location: location))
  }
}

extension View {
  /// Runs `action` with where the view was tapped, `count` times (a click in the preview).
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}

/// A gesture of two fingers, which the preview never recognises.
@MainActor
private func twoFingers(_ name: String, file: StaticString, line: UInt) {
  PreviewWarnings.once("`\(name)` needs two fingers: it never fires", file: file, line: line)
}

/// A pinch, as SwiftUI's `MagnifyGesture` (never fires in the preview).
public struct MagnifyGesture: Gesture, RecognizableGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01, file: StaticString = #fileID, line: UInt = #line) {
    self.minimumScaleDelta = minimumScaleDelta
    twoFingers("MagnifyGesture", file: file, line: line)
  }
  func makeRecognizer() -> GestureRecognizer<Value> { GestureRecognizer() }
}

/// A pinch whose value is the scale, as SwiftUI's `MagnificationGesture` (never fires here).
public struct MagnificationGesture: Gesture, RecognizableGesture {
  public typealias Value = CGFloat
  public typealias Body = Never
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01, file: StaticString = #fileID, line: UInt = #line) {
    self.minimumScaleDelta = minimumScaleDelta
    twoFingers("MagnificationGesture", file: file, line: line)
  }
  func makeRecognizer() -> GestureRecognizer<CGFloat> { GestureRecognizer() }
}

/// A two-finger turn, as SwiftUI's `RotateGesture` (never fires in the preview).
public struct RotateGesture: Gesture, RecognizableGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1), file: StaticString = #fileID, line: UInt = #line) {
    self.minimumAngleDelta = minimumAngleDelta
    twoFingers("RotateGesture", file: file, line: line)
  }
  func makeRecognizer() -> GestureRecognizer<Value> { GestureRecognizer() }
}

/// A two-finger turn whose value is the angle, as SwiftUI's `RotationGesture` (never fires here).
public struct RotationGesture: Gesture, RecognizableGesture {
  public typealias Value = Angle
  public typealias Body = Never
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1), file: StaticString = #fileID, line: UInt = #line) {
    self.minimumAngleDelta = minimumAngleDelta
    twoFingers("RotationGesture", file: file, line: line)
  }
  func makeRecognizer() -> GestureRecognizer<Angle> { GestureRecognizer() }
}

// Gestures, as SwiftUI's `Gesture` protocol and its modifiers. A gesture here is recognised from
// the preview's pointer events (press, move, release, each at a scene time) by a small
// recogniser that the gesture makes; the modifiers wrap it (`onChanged`, `onEnded`,
// `updating`), and `.gesture(_:including:)` attaches it to a view's frame.
// Followed: Apple's documentation of `Gesture`, `DragGesture`, `GestureState` and
// `View.gesture(_:including:)`.

/// An input that a view recognises, as SwiftUI's `Gesture`: it produces values of `Value` while
/// it is recognised.
@MainActor @preconcurrency
public protocol Gesture {
  /// The type of value the gesture produces.
  associatedtype Value
  /// The type of gesture this gesture is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of (primitive gestures have none).
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never
}

/// What a gesture recogniser answers to a pointer event.
enum GesturePhase<Value> {
  /// Still undecided (or failed): nothing to report.
  case possible
  /// Recognised, with its value now.
  case changed(Value)
  /// Recognised and over, with its last value.
  case ended(Value)
  /// Over without being recognised.
  case failed
}

/// Recognises one gesture from pointer events in the gesture's view's coordinates (points) at
/// scene times (seconds).
@MainActor
class GestureRecognizer<Value> {
  func began(at location: CGPoint, time: Double) -> GesturePhase<Value> { .possible }
  func moved(to location: CGPoint, time: Double) -> GesturePhase<Value> { .possible }
  func ended(at location: CGPoint, time: Double) -> GesturePhase<Value> { .failed }
  /// Called once the gesture is over, recognised or not (resets `@GestureState`).
  func finished() {}
  /// Where a phase reached between events (a long press recognised by a scene timer) goes:
  /// set by the recogniser that wraps this one.
  var report: ((GesturePhase<Value>) -> Void)?
}

/// A gesture the library recognises itself.
@MainActor
protocol RecognizableGesture {
  associatedtype Value
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture {
  /// This gesture's recogniser: its own, or its body's; nil for a gesture the library cannot
  /// recognise (or a nil optional gesture).
  func recognizer() -> GestureRecognizer<Value>? {
    if let recognizable = self as? any RecognizableGesture {
      func open<R: RecognizableGesture>(_ r: R) -> GestureRecognizer<Value>? { r.makeRecognizer() as? GestureRecognizer<Value> }
      return open(recognizable)
    }
    guard Body.self != Never.self else { return nil }
    // A gesture made of another recognises as its body when their values agree.
    return body.recognizer() as? GestureRecognizer<Value>
  }
}

extension Optional: RecognizableGesture where Wrapped: Gesture {
  func makeRecognizer() -> GestureRecognizer<Wrapped.Value> {
    self?.recognizer() ?? GestureRecognizer()
  }
}

/// Runs actions of a wrapping gesture on the phases of an inner one.
final class ObservingRecognizer<Value>: GestureRecognizer<Value> {
  let inner: GestureRecognizer<Value>
  var onPhase: (GesturePhase<Value>) -> Void
  var onFinish: () -> Void = {}
  init(_ inner: GestureRecognizer<Value>, onPhase: @escaping (GesturePhase<Value>) -> Void) {
    self.inner = inner
    self.onPhase = onPhase
    super.init()
    inner.report = { [weak self] phase in
      self?.onPhase(phase)
      self?.report?(phase)
    }
  }
  private func observe(_ phase: GesturePhase<Value>) -> GesturePhase<Value> {
    onPhase(phase)
    return phase
  }
  override func began(at location: CGPoint, time: Double) -> GesturePhase<Value> { observe(inner.began(at: location, time: time)) }
  override func moved(to location: CGPoint, time: Double) -> GesturePhase<Value> { observe(inner.moved(to: location, time: time)) }
  override func ended(at location: CGPoint, time: Double) -> GesturePhase<Value> { observe(inner.ended(at: location, time: time)) }
  override func finished() {
    inner.finished()
    onFinish()
  }
}

// MARK: Modifiers of gestures

/// A gesture that calls an action each time its content's value changes, as SwiftUI's
/// `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture, RecognizableGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void
  func makeRecognizer() -> GestureRecognizer<Value> { content.recognizer(calling: action) { $0.changedValue } }
}

/// A gesture that calls an action when its content ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture, RecognizableGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void
  func makeRecognizer() -> GestureRecognizer<Value> { content.recognizer(calling: action) { $0.endedValue } }
}

extension Gesture {
  /// This gesture's recogniser, calling `action` with the value `pick` finds in each phase.
  func recognizer(calling action: @escaping (Value) -> Void, on pick: @escaping (GesturePhase<Value>) -> Value?) -> GestureRecognizer<Value> {
    ObservingRecognizer(recognizer() ?? GestureRecognizer()) { phase in
      if let value = pick(phase) { action(value) }
    }
  }
}

extension GesturePhase {
  /// The value of a `.changed` phase.
  var changedValue: Value? {
    if case .changed(let value) = self { return value }
    return nil
  }
  /// The value of an `.ended` phase.
  var endedValue: Value? {
    if case .ended(let value) = self { return value }
    return nil
  }
}

/// A gesture that updates a `GestureState` while its content is recognised and resets it when
/// the content ends, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RecognizableGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  /// The gesture whose values update the state.
  public var base: Base
  /// The state the gesture updates.
  public var state: GestureState<State>
  /// Called with each value, the state to change, and the transaction of the change.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  /// Creates the gesture (`base.updating(state, body:)` is the usual spelling).
  public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    self.body = body
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    let (state, update) = (state, body)
    let recognizer = ObservingRecognizer(base.recognizer() ?? GestureRecognizer()) { phase in
      guard let value = phase.changedValue else { return }
      var current = state.storage.peek()
      var transaction = Transaction.current ?? Transaction()
      update(value, &current, &transaction)
      state.storage.write(current, transaction: transaction)
    }
    recognizer.onFinish = { state.reset() }
    return recognizer
  }
}

extension Gesture {
  /// Calls `action` each time the gesture's value changes.
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Calls `action` when the gesture ends, with its last value.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` with `body` while the gesture is recognised; the state returns to its
  /// initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

// MARK: Attaching gestures

/// Which gestures of a view and its subviews take part, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// No gesture.
  public static let none = GestureMask([])
  /// The gesture attached with the mask.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches `gesture` to the view: pointer presses inside the view's frame drive it.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(makeDriver: { GestureDriver(gesture.recognizer()) }))
  }
  /// Attaches `gesture` ahead of the subviews' gestures (the same here: the innermost view
  /// under the pointer that has a gesture takes it).
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }
  /// Attaches `gesture` alongside the subviews' gestures.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }
}

struct GestureModifier: ViewModifier, NodeModifier {
  let makeDriver: @MainActor () -> GestureDriver?
  typealias Body = Never
  func makeNode(id: ViewID) -> GestureNode { GestureNode(id: id) }
  func update(_ node: GestureNode, context: ResolveContext, graph: ViewGraph) {
    node.makeDriver = makeDriver
    node.isEnabled = context.environment.isEnabled
  }
}

/// A node whose frame takes pointer presses for its gesture.
final class GestureNode: Node {
  var makeDriver: @MainActor () -> GestureDriver? = { nil }
  var isEnabled = true
}

import Scenes

/// The drag in progress: the pressed gesture's driver, and the offset from canvas points to
/// the gesture's view's points when it was pressed.
struct PointerSession {
  let driver: GestureDriver
  let offset: CGPoint
}

/// A gesture's recogniser, whatever its value type, as the graph drives it: each event at a
/// scene time, in the gesture's view's points.
@MainActor
struct GestureDriver {
  let began: (CGPoint, Double) -> Void
  let moved: (CGPoint, Double) -> Void
  let ended: (CGPoint, Double) -> Void

  init?<Value>(_ recognizer: GestureRecognizer<Value>?) {
    guard let recognizer else { return nil }
    // The gesture is over once, whichever ends it: the release, or a phase reached between
    // events (a long press recognised after `minimumDuration` while still held, whose
    // `@GestureState` SwiftUI resets then, not at the release).
    let over = GestureEnd()
    recognizer.report = { [weak recognizer] phase in
      switch phase {
      case .ended, .failed: if over.finish() { recognizer?.finished() }
      case .possible, .changed: break
      }
    }
    began = { _ = recognizer.began(at: $0, time: $1) }
    moved = { _ = recognizer.moved(to: $0, time: $1) }
    ended = { point, time in
      guard over.finish() else { return }
      _ = recognizer.ended(at: point, time: time)
      recognizer.finished()
    }
  }
}

/// Whether a gesture is over yet.
private final class GestureEnd {
  private var isOver = false
  /// Marks it over; false when it already was.
  func finish() -> Bool {
    defer { isOver = true }
    return !isOver
  }
}

extension ViewGraph {
  /// Presses the pointer at `point` (canvas points) at `time`: the innermost view with a
  /// gesture under it starts recognising. Returns false when no gesture is there.
  /// On no gesture, a button under the point shows itself pressed until the release.
  @discardableResult
  package func pointerDown(at point: CGPoint, time: Double) -> Bool {
    advance(to: time)
    pointer = nil
    releasePressedControl()
    guard let (node, local) = root.gestureTarget(at: point, time: time),
      let driver = node.makeDriver()
    else {
      let origin = root.contentOrigin(at: time)
      if let pressed = root.hitTest(CGPoint(x: point.x - origin.x, y: point.y - origin.y), at: time)?.pressed {
        pressedControl = pressed
        runEvent { pressed.wrappedValue = true }
      }
      return false
    }
    let session = PointerSession(driver: driver, offset: CGPoint(x: local.x - point.x, y: local.y - point.y))
    pointer = session
    runEvent { session.driver.began(local, time) }
    return true
  }

  /// Moves the pressed pointer to `point` (canvas points) at `time`.
  package func pointerMoved(to point: CGPoint, time: Double) {
    advance(to: time)
    guard let session = pointer else { return }
    runEvent { session.driver.moved(CGPoint(x: point.x + session.offset.x, y: point.y + session.offset.y), time) }
  }

  /// Releases the pointer at `point` (canvas points) at `time`: the gesture ends (and its
  /// `@GestureState` resets).
  package func pointerUp(at point: CGPoint, time: Double) {
    advance(to: time)
    releasePressedControl()
    guard let session = pointer else { return }
    pointer = nil
    runEvent { session.driver.ended(CGPoint(x: point.x + session.offset.x, y: point.y + session.offset.y), time) }
  }

  /// The button held down shows itself released (before its tap, if the release is one).
  private func releasePressedControl() {
    guard let pressed = pressedControl else { return }
    pressedControl = nil
    runEvent { pressed.wrappedValue = false }
  }

  /// True while a text field takes the keyboard (a click focused it).
  package var isEditingText: Bool { textInput != nil }

  /// The control name a click on a text field reports: the window then sends it the keys.
  package nonisolated static let textFieldControl = "text field"
  /// The control name a click on a `TextEditor` reports: the window sends it the keys, and
  /// Return types a new line there rather than ending the editing.
  package nonisolated static let textEditorControl = "text editor"

  /// Types `text` at the end of the field being edited at `time`.
  package func typeText(_ text: String, at time: Double) {
    advance(to: time)
    guard let input = textInput else { return }
    runEvent { input.append(text) }
  }

  /// Deletes the last character of the field being edited at `time` (Backspace).
  package func deleteBackward(at time: Double) {
    advance(to: time)
    guard let input = textInput else { return }
    runEvent { input.deleteBackward() }
  }

  /// Return: the field's `onSubmit` actions run, and its editing ends, as iOS's Return key does.
  package func submitText(at time: Double) {
    advance(to: time)
    guard let input = textInput else { return }
    textInput = nil
    runEvent {
      input.submit()
      input.end()
    }
  }

  /// Escape: the editing ends without a submit.
  package func endTextEditing(at time: Double) {
    advance(to: time)
    guard let input = textInput else { return }
    textInput = nil
    runEvent { input.end() }
  }

  /// Runs an event's actions with this graph current, then brings the tree up to date.
  private func runEvent(_ body: () -> Void) {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    body()
    update()
  }
}

extension Node {
  /// The innermost gesture node under `point` (this node's coordinates) at `time`, with the
  /// point in that node's coordinates; offsets, scales and rotations on the way are undone.
  func gestureTarget(at point: CGPoint, time: Double) -> (GestureNode, CGPoint)? {
    var local = point
    if let offsetNode = self as? OffsetNode {
      let value = offsetNode.offset.presented(at: time, default: .zero)
      local = CGPoint(x: point.x - value.first, y: point.y - value.second)
    } else if let transformNode = self as? TransformNode, let size = placedSize {
      local = point.applying(transformNode.transform(in: size, at: time).inverted())
    } else if let effectNode = self as? GeometryEffectNode, let size = placedSize {
      local = point.applying(effectNode.transform(in: size, at: time).inverted())
    }
    for child in childrenInDrawingOrder.reversed() where !child.isRemoving {
      let frame = child.frame(at: time)
      if let found = child.gestureTarget(at: CGPoint(x: local.x - frame.minX, y: local.y - frame.minY), time: time) {
        return found
      }
    }
    guard let gesture = self as? GestureNode, gesture.isEnabled, let size = placedSize,
      CGRect(origin: .zero, size: size).contains(local)
    else { return nil }
    return (gesture, local)
  }
}

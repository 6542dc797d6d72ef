/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value when no ancestor sets one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// Names the values, so the graph can tell an unchanged environment cheaply: equal versions
  /// hold equal values. A write of a value that is `Hashable` to an environment of a version
  /// gives the same version each time (`derived`), so a modifier that writes the same value at
  /// every update (`.font(.title)` under a parent whose body ran again) leaves its content's
  /// bodies alone, as SwiftUI does; any other write gives a new version.
  private(set) var version = 0
  nonisolated(unsafe) private static var nextVersion = 0
  /// The version each write of a `Hashable` value made, by the version written to, the key and
  /// the value; emptied past `derivedLimit` (a value animated every frame makes a new entry
  /// each frame), after which the same write makes a new version once more.
  nonisolated(unsafe) private static var derived: [Derivation: Int] = [:]
  private static let derivedLimit = 4096
  private struct Derivation: Hashable {
    let base: Int
    let key: ObjectIdentifier
    let value: AnyHashable
  }

  /// The defaults.
  public init() {}

  /// The value for `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set {
      let id = ObjectIdentifier(key)
      values[id] = newValue
      guard let value = (newValue as? AnyHashable) ?? (newValue as? any EnvironmentIdentity)?.environmentIdentity else {
        Self.nextVersion &+= 1
        version = Self.nextVersion
        return
      }
      let derivation = Derivation(base: version, key: id, value: value)
      if let known = Self.derived[derivation] {
        version = known
        return
      }
      if Self.derived.count >= Self.derivedLimit { Self.derived.removeAll(keepingCapacity: true) }
      Self.nextVersion &+= 1
      version = Self.nextVersion
      Self.derived[derivation] = version
    }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }

  /// The font of text in the view, as `.font(_:)` sets it; nil is the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// Light or dark; the preview draws light.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// True under Reduce Motion (`--reduce-motion`, or the desktop's XSETTINGS).
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// True unless `.disabled(true)` is in force.
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }
  /// The most lines text may take, as `.lineLimit(_:)` sets it.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// The smallest fraction of its font's size text may shrink to, to fit where it is
  /// placed, as `.minimumScaleFactor(_:)` sets it (1: it does not shrink).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
  /// How lines of text align, as `.multilineTextAlignment(_:)` sets it.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }
  /// The letter case text is drawn in (`textCase`; nil: as written).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
  /// Points per pixel of the display the preview draws on.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The style shapes and text are filled with when none is given (`.foregroundStyle`).
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
  /// The tint of controls (`.tint`); the accent colour when unset.
  var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// The device screen the views below stand on, in points, when it is not the canvas: what
  /// `UIScreen.main.bounds` says to them (`PreviewColumns` gives each column a screen of its own).
  package var screenSize: CGSize? {
    get { self[ScreenSizeKey.self] }
    set { self[ScreenSizeKey.self] = newValue }
  }
  /// Bold, italic and weight requests from `.bold()`, `.italic()` and `.fontWeight(_:)`.
  var textStyling: TextStyling {
    get { self[TextStylingKey.self] }
    set { self[TextStylingKey.self] = newValue }
  }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct EnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TextStylingKey: EnvironmentKey { static let defaultValue = TextStyling() }
private struct ScreenSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

/// An environment value that is not `Hashable` but holds something that names it: equal
/// identities are equal values (`EnvironmentValues.version`).
protocol EnvironmentIdentity {
  /// What names the value; nil when nothing does.
  var environmentIdentity: AnyHashable? { get }
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// The direction of layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// How lines of text align in their frame, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Reads a value from the environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, from the environment of the view being evaluated.
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// Where the graph puts the environment before a body that reads it runs.
final class EnvironmentBox {
  var values: EnvironmentValues?
}

@MainActor
protocol EnvironmentReading {
  func install(_ values: EnvironmentValues)
}

extension Environment: EnvironmentReading {
  func install(_ values: EnvironmentValues) { box.values = values }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// Changes the environment for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
  }
}

/// A modifier that changes the environment of its content.
struct EnvironmentWriter: ViewModifier {
  let change: (inout EnvironmentValues) -> Void
  func body(content: Content) -> Never { fatalError("primitive") }
  func environment(for values: EnvironmentValues) -> EnvironmentValues {
    var values = values
    change(&values)
    return values
  }
}

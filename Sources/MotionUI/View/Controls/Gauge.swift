// `Gauge` and its iOS styles, drawn as iOS 17 draws them (measured from Apple's Human
// Interface Guidelines' gauge pictures and the widget gauges, not from a specification):
// - `.linearCapacity`, the default on iOS: the label above, a 6-point capsule track in the
//   system's fill filled in the tint up to the value, the bounds' labels under its ends and the
//   current value's under its middle;
// - `.accessoryLinearCapacity`: the same bar, 4 points thick, with the label above;
// - `.accessoryLinear`: a 4-point track and a 6-point dot at the value;
// - `.accessoryCircularCapacity`: a 6-point ring, 58 points across, the tint drawn clockwise
//   from the top up to the value, the current value's label in its middle;
// - `.accessoryCircular`: a 6-point arc open at the bottom (three quarters of a turn) with a dot
//   at the value, the current value's label in its middle and the bounds' labels at its ends.

/// A view that shows a value within a range, as SwiftUI's `Gauge`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  @Environment(\.gaugeStyleKind) private var style

  init(
    fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?
  ) {
    self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  public var body: some View {
    switch style {
    case .linearCapacity, .accessoryLinearCapacity, .accessoryLinear:
      VStack(alignment: .leading, spacing: 4) {
        label.font(.subheadline)
        GaugeBar(fraction: fraction, thickness: style == .linearCapacity ? 6 : 4, dotted: style == .accessoryLinear)
        if minimumValueLabel != nil || maximumValueLabel != nil || currentValueLabel != nil {
          HStack {
            minimumValueLabel
            Spacer(minLength: 0)
            currentValueLabel
            Spacer(minLength: 0)
            maximumValueLabel
          }
          .font(.caption)
          .foregroundStyle(.secondary)
        }
      }
    case .accessoryCircularCapacity, .accessoryCircular:
      let open = style == .accessoryCircular
      ZStack {
        GaugeRing(fraction: fraction, open: open)
        currentValueLabel.font(.system(size: 15, weight: .medium))
        if open {
          VStack {
            Spacer()
            HStack {
              minimumValueLabel
              Spacer()
              maximumValueLabel
            }
            .font(.system(size: 9))
          }
        }
      }
      .frame(width: 58, height: 58)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with labels for the current value and the bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }
}

extension Gauge {
  /// Where `value` lies in `bounds`, 0...1 (0 for an empty range).
  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? Double(value - bounds.lowerBound) / span : 0
  }
}

/// The linear gauges' bar: a capsule track filled in the tint up to `fraction`, or, `dotted`,
/// a dot at it.
private struct GaugeBar: View {
  let fraction: Double
  let thickness: CGFloat
  let dotted: Bool
  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule().fill(Color.systemFill)
        if dotted {
          Circle().fill(TintShapeStyle()).frame(width: thickness + 2, height: thickness + 2)
            .offset(x: max(0, width - thickness - 2) * fraction)
        } else {
          Capsule().fill(TintShapeStyle()).frame(width: max(thickness, width * fraction))
            .opacity(fraction > 0 ? 1 : 0)
        }
      }
    }
    .frame(height: thickness + (dotted ? 2 : 0))
  }
}

/// The circular gauges' ring: whole (capacity: filled clockwise from the top) or a three-quarter
/// arc open at the bottom with a dot at the value.
private struct GaugeRing: View {
  let fraction: Double
  let open: Bool
  var body: some View {
    let track = Color.systemFill
    let style = StrokeStyle(lineWidth: 6, lineCap: .round)
    if open {
      // From 135° (bottom left) clockwise through the top to 405° (bottom right).
      ZStack {
        Circle().trim(from: 0, to: 0.75).stroke(track, style: style).rotationEffect(.degrees(135))
        Circle().trim(from: 0, to: 0.75 * fraction).stroke(TintShapeStyle(), style: style).rotationEffect(.degrees(135))
      }
      .padding(3)
    } else {
      ZStack {
        Circle().stroke(track, lineWidth: 6)
        Circle().trim(from: 0, to: fraction).stroke(TintShapeStyle(), style: style).rotationEffect(.degrees(-90))
      }
      .padding(3)
    }
  }
}

// MARK: Styles

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`: the library's styles are iOS's built-in
/// ones, chosen with `.gaugeStyle(_:)`.
public protocol GaugeStyle {
  /// The built-in style this is.
  var kind: GaugeStyleKind { get }
}

/// The built-in gauge styles.
public enum GaugeStyleKind: Hashable, Sendable {
  case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

public struct AutomaticGaugeStyle: GaugeStyle { public init() {}; public var kind: GaugeStyleKind { .linearCapacity } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var kind: GaugeStyleKind { .linearCapacity } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var kind: GaugeStyleKind { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var kind: GaugeStyleKind { .accessoryLinearCapacity }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var kind: GaugeStyleKind { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var kind: GaugeStyleKind { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == AutomaticGaugeStyle { public static var automatic: AutomaticGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }

extension EnvironmentValues {
  /// The style gauges inside are drawn in.
  var gaugeStyleKind: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the gauges inside in `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyleKind, style.kind)
  }
}

// Pickers, as SwiftUI's `Picker` with `.tag(_:)` and the picker styles. The options are the
// picker's content: each view tagged with `.tag(_:)` (or made by a `ForEach` whose ids are of the
// selection's type, as SwiftUI tags them) is an option, drawn by the style and selected by a
// tap. Styles: `.segmented` (iOS's segmented control: the options side by side on a light grey
// track, the selected one on a white thumb) and the menu style for every other (`.automatic`,
// `.menu`, `.wheel`, `.inline`, `.palette`, `.navigationLink`): the selected option in the tint
// with the up-and-down chevrons, as a menu picker outside a form shows; in a row of a `Form` or
// `List`, as iOS 16 and later draw it there, the label at the leading edge and the selected
// option with the chevrons at the trailing edge, in the secondary colour (Apple's `Picker`
// documentation: "in a form or list the picker shows its label"; `labelsHidden()` hides it,
// and the option is then drawn as outside a form). Followed: Apple's
// documentation of `Picker`, `View.tag(_:includeOptional:)`, `PickerStyle` and
// `SegmentedPickerStyle`; the segmented control's measures are UIKit's `UISegmentedControl`'s
// (32 points high, corners of 9, a thumb inset by 2 with corners of 7).

/// A control that picks one of its options, as SwiftUI's `Picker`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyleKind) private var style
  @Environment(\.isListRowContent) private var isInListRow
  @Environment(\.labelsHidden) private var labelsHidden

  /// A picker of `content`'s tagged options, bound to `selection`, described by `label`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let options = PickerOptions(
      selected: AnyHashable(selection.wrappedValue), style: style,
      accepts: { $0.base is SelectionValue },
      select: { [selection] tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      })
    Group {
      if style == .segmented {
        HStack(spacing: 0) { content }
          .padding(2)
          .frame(minHeight: 32)
          .background(RoundedRectangle(cornerRadius: 9).fill(Color.tertiarySystemFill))
      } else if isInListRow && !labelsHidden {
        // A form's row: the label leading, the option and its chevrons trailing, secondary.
        HStack {
          label
          Spacer(minLength: 8)
          HStack(spacing: 4) {
            content
            MenuChevrons().stroke(HierarchicalShapeStyle.secondary, style: Self.chevronStroke)
              .frame(width: 9, height: 14)
          }
          .foregroundStyle(HierarchicalShapeStyle.secondary)
        }
      } else {
        HStack(spacing: 4) {
          content
          MenuChevrons().stroke(TintShapeStyle(), style: Self.chevronStroke)
            .frame(width: 9, height: 14)
        }
        .modifier(EnvironmentWriter.foregroundOrTint)
      }
    }
    .environment(\.pickerOptions, options)
  }
}

extension Picker {
  /// A picker described by the view `label` (deprecated in SwiftUI for the closures' form).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// A picker titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker {
  static var chevronStroke: StrokeStyle { StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round) }
}

/// The up-and-down chevrons of a menu picker, in a 9 × 14 box.
private struct MenuChevrons: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.36))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.36))
    path.move(to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * 0.36))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * 0.36))
    return path
  }
}

/// What the options of the picker around them need: which is selected, and how to select one.
struct PickerOptions {
  enum Style: Hashable { case menu, segmented }
  let selected: AnyHashable
  let style: Style
  /// Whether a tag is of the selection's type (a `ForEach`'s ids tag its views only then).
  let accepts: (AnyHashable) -> Bool
  let select: @MainActor (AnyHashable) -> Void
}

/// One option of a picker: drawn as its style draws options, selected by a tap. Outside a
/// picker, the content as it is.
struct PickerOption: ViewModifier {
  let tag: AnyHashable
  @Environment(\.pickerOptions) private var options

  func body(content: Content) -> some View {
    if let options {
      let isSelected = options.selected == tag
      let option = content.environment(\.pickerOptions, nil)
      if options.style == .segmented {
        option
          .font(.system(size: 13, weight: isSelected ? .semibold : .medium))
          .foregroundStyle(Color.primary)
          .lineLimit(1)
          .padding(.horizontal, 8)
          .frame(maxWidth: .infinity, minHeight: 28)
          .background(
            RoundedRectangle(cornerRadius: 7).fill(Color.white).opacity(isSelected ? 1 : 0)
              .shadow(color: Color(white: 0, opacity: isSelected ? 0.12 : 0), radius: 4, y: 2))
          .modifier(TapModifier(name: "Picker option", action: { options.select(tag) }))
      } else if isSelected {
        option
      }
    } else {
      content
    }
  }
}

private struct PickerOptionsKey: EnvironmentKey { static let defaultValue: PickerOptions? = nil }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerOptions.Style.menu }

extension EnvironmentValues {
  /// The picker whose options are being resolved, if any.
  var pickerOptions: PickerOptions? {
    get { self[PickerOptionsKey.self] }
    set { self[PickerOptionsKey.self] = newValue }
  }
  /// How pickers draw (`.pickerStyle(_:)`).
  var pickerStyleKind: PickerOptions.Style {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

/// How a picker looks, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
/// The platform's default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// The selected option, which opens a menu of the others.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options side by side, as iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A wheel of the options (drawn as the menu style in the preview).
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// The options inline (drawn as the menu style in the preview).
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A palette of the options (drawn as the menu style in the preview).
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// A navigation link to the options (drawn as the menu style in the preview).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Draws the pickers in this view in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, style is SegmentedPickerStyle ? .segmented : .menu)
  }
  /// Tags this view with `tag`: in a picker, the option `tag` selects.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(PickerOption(tag: AnyHashable(tag))).modifier(LayoutTrait(value: .tag(AnyHashable(tag))))
  }
}

// What a presented view reads from the environment, as SwiftUI's `dismiss` and `isPresented`.
// The preview shows one view and presents nothing, so dismissing does nothing and says so once.

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction` (read it with
/// `@Environment(\.dismiss)` and call it).
public struct DismissAction: Sendable {
  /// What closes the presentation: a sheet's sets its binding to false.
  let action: (@MainActor @Sendable () -> Void)?

  /// Closes the sheet the view is in; outside one the view stays, with one warning at the
  /// caller's line.
  @MainActor
  public func callAsFunction(file: StaticString = #fileID, line: UInt = #line) {
    guard let action else {
      PreviewWarnings.once("`dismiss()` does nothing outside a sheet", file: file, line: line)
      return
    }
    action()
  }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: nil) }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Closes the presentation the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// Whether the view is presented in a sheet.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

// MARK: Sheets

// `.sheet` and `.fullScreenCover`, as iOS presents them on an iPhone: over the whole preview,
// whatever view the modifier is on; a sheet is the system background with its top corners
// rounded by 10 points, 10 points below the top of the canvas (iOS's large detent, less the
// status bar the preview has not), over the content dimmed by black at 20 %; a cover fills the
// canvas. Both come up from the bottom edge, each by its own height (a short sheet is on the
// canvas from the first frames, as UIKit slides it), and go back down on a spring of half a second
// without bounce, whatever the transaction that set the binding (UIKit animates presentations
// itself); `dismiss` inside sets the binding to false, and `onDismiss` runs after. A sheet
// rests at the smallest of its content's `presentationDetents` (UIKit's sheet presents at its
// first detent when none is selected; SwiftUI lists them as a set, so the smallest), or at the
// one its `selection` binding names: `.medium` is half the canvas high ("approximately half
// the height of the screen", Apple's `PresentationDetent.medium`), `.large` the full sheet,
// `.fraction` and `.height` as they say. A sheet that is not dragged stays where it rests. Its
// drag indicator (`presentationDragIndicator`) is drawn as UIKit's grabber (`SheetDragIndicator`).

extension View {
  /// Presents `content` in a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(Presenter(isFullScreen: false, onDismiss: onDismiss, presented: isPresented.wrappedValue ? AnyView(content()) : nil) {
      isPresented.wrappedValue = false
    })
  }
  /// Presents `content` for the item in a sheet while `item` is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(Presenter(isFullScreen: false, onDismiss: onDismiss, presented: item.wrappedValue.map { AnyView(content($0).id($0.id)) }) {
      item.wrappedValue = nil
    })
  }
  /// Presents `content` over the whole preview while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(Presenter(isFullScreen: true, onDismiss: onDismiss, presented: isPresented.wrappedValue ? AnyView(content()) : nil) {
      isPresented.wrappedValue = false
    })
  }
  /// Presents `content` for the item over the whole preview while `item` is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(Presenter(isFullScreen: true, onDismiss: onDismiss, presented: item.wrappedValue.map { AnyView(content($0).id($0.id)) }) {
      item.wrappedValue = nil
    })
  }
  /// The heights the sheet this view is in may rest at: it rests at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    transformPreference(SheetDetents.self) {
      $0.detents = detents
      $0.selection = nil
    }
  }
  /// The heights the sheet may rest at, and the one it rests at, `selection`.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    let selected = selection.wrappedValue
    return transformPreference(SheetDetents.self) {
      $0.detents = detents
      $0.selection = selected
    }
  }
  /// Whether the sheet this view is in draws its drag indicator (`SheetDragIndicator`):
  /// `.automatic`, the default, draws it when the sheet has more than one detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    transformPreference(SheetDetents.self) { $0.dragIndicator = visibility }
  }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  /// A fraction of the canvas's height (the large detent: the whole sheet), or with `points`
  /// a height in points.
  let fraction: Double
  let points: Double?
  public static let large = PresentationDetent(fraction: 1, points: nil)
  public static let medium = PresentationDetent(fraction: 0.5, points: nil)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(fraction: Double(fraction), points: nil) }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: 0, points: Double(height)) }

  /// The sheet's height at this detent on a canvas `height` high, whose large sheet is `large`.
  func sheetHeight(canvas height: Double, large: Double) -> Double {
    let wanted = points ?? (self == .large ? large : fraction * height)
    return min(large, max(0, wanted))
  }
}

/// The detents the content of a sheet asks for (`presentationDetents`), and the one selected.
/// And whether it asks for the drag indicator (`presentationDragIndicator`).
struct SheetDetents: PreferenceKey {
  struct Value: Equatable {
    var detents: Set<PresentationDetent>
    var selection: PresentationDetent?
    var dragIndicator: Visibility?

    /// Whether the sheet draws its drag indicator: asked for, or by default (`.automatic`)
    /// when the sheet has more than one detent to be dragged between.
    var showsDragIndicator: Bool {
      switch dragIndicator ?? .automatic {
      case .visible: true
      case .hidden: false
      case .automatic: detents.count > 1
      }
    }
  }
  static let defaultValue = Value(detents: [], selection: nil)
  static func reduce(value: inout Value, nextValue: () -> Value) {
    let next = nextValue()
    if value.detents.isEmpty {
      value.detents = next.detents
      value.selection = next.selection
    }
    if value.dragIndicator == nil { value.dragIndicator = next.dragIndicator }
  }
}

/// A sheet's drag indicator, as UIKit's sheet grabber: a 36 × 5-point capsule, 5 points below
/// the sheet's top edge, centred, in the tertiary label colour (#3C3C43 at 30 %: on the white
/// sheet, (195, 195, 203), next to `systemGray3`'s (199, 199, 204)). Sources: Apple's
/// `presentationDragIndicator(_:)` ("the drag indicator on top of a sheet") and
/// `UISheetPresentationController.prefersGrabberVisible`; the measures are those the testers
/// took of iOS's grabber (36 × 5, 5 below the top), not documented by Apple.
struct SheetDragIndicator: View {
  var body: some View {
    Capsule().fill(Color.tertiaryLabel).frame(width: 36, height: 5).padding(.top, 5)
  }
}

/// A sheet's height: as high as the detent its content asks for, in the height proposed (the
/// whole of it when the content asks for none).
struct SheetHeight: ViewModifier, NodeModifier {
  typealias Body = Never
  func makeNode(id: ViewID) -> SheetHeightNode { SheetHeightNode(id: id) }
  func update(_ node: SheetHeightNode, context: ResolveContext, graph: ViewGraph) {
    node.canvasHeight = Double(graph.size.height)
  }
}

final class SheetHeightNode: Node {
  var canvasHeight = 0.0

  /// The sheet's height in a proposal `large` high (its large detent).
  private func sheetHeight(large: Double) -> Double {
    let asked = preferenceValue(SheetDetents.self)
    if let selection = asked.selection, asked.detents.contains(selection) {
      return selection.sheetHeight(canvas: canvasHeight, large: large)
    }
    return asked.detents.map { $0.sheetHeight(canvas: canvasHeight, large: large) }.min() ?? large
  }

  /// As wide as proposed and as high as the sheet: the presentation puts it at the bottom, and
  /// its move transition slides it by its own height, as UIKit slides a sheet up from the
  /// bottom edge (a short sheet is on the canvas from the first frames).
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let whole = proposal.replacingUnspecifiedDimensions(by: .zero)
    return CGSize(width: whole.width, height: sheetHeight(large: Double(whole.height)))
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    for child in layoutChildren {
      child.place(CGRect(origin: .zero, size: size), graph: graph)
    }
  }
}

/// A view that presents a sheet or a cover: a node around its content that the root asks, at
/// each layout, what it presents.
struct Presenter: ViewModifier, NodeModifier {
  let isFullScreen: Bool
  let onDismiss: (() -> Void)?
  /// The content presented now; nil when nothing is.
  let presented: AnyView?
  let dismiss: @MainActor () -> Void
  typealias Body = Never
  func makeNode(id: ViewID) -> PresenterNode { PresenterNode(id: id) }
  func update(_ node: PresenterNode, context: ResolveContext, graph: ViewGraph) {
    if node.presenter?.presented != nil, presented == nil, let onDismiss {
      graph.afterUpdate { onDismiss() }
    }
    node.presenter = self
    graph.presenters[ObjectIdentifier(node)] = node
  }
}

final class PresenterNode: Node {
  var presenter: Presenter?
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    graph.presenters[ObjectIdentifier(self)] = nil
  }
}

extension RootNode {
  /// The sheets and covers presented now, in the tree's order, as the views the root draws over
  /// its content: each one's dimming and its sheet, with the transitions iOS gives them.
  func presentedContent(graph: ViewGraph) -> (view: AnyView, ids: [ObjectIdentifier]) {
    let presenters = graph.presenters.values.filter { $0.isInTree && $0.presenter?.presented != nil }
      .sorted { $0.id.depth == $1.id.depth ? "\($0.id)" < "\($1.id)" : $0.id.depth < $1.id.depth }
    let inset: CGFloat = 10
    let view = ZStack(alignment: .bottom) {
      ForEach(presenters, id: \.id) { node in
        if let presenter = node.presenter, let presented = presenter.presented {
          let dismiss = presenter.dismiss
          if !presenter.isFullScreen {
            Color.black.opacity(0.2).transition(.opacity)
          }
          presented
            .environment(\.dismiss, DismissAction(action: { MainActor.assumeIsolated { dismiss() } }))
            .environment(\.isPresented, true)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.systemBackground)
            .overlayPreferenceValue(SheetDetents.self, alignment: .top) { asked in
              if !presenter.isFullScreen && asked.showsDragIndicator { SheetDragIndicator() }
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: presenter.isFullScreen ? 0 : 10, topTrailingRadius: presenter.isFullScreen ? 0 : 10))
            .modifier(SheetHeight())
            .padding(.top, presenter.isFullScreen ? 0 : inset)
            .transition(.move(edge: .bottom))
        }
      }
    }
    return (AnyView(view), presenters.map { ObjectIdentifier($0) })
  }
}
// MARK: Alerts, dialogs and other presentations the preview does not draw

extension View {
  /// An alert titled `titleKey` while `isPresented` is true: not drawn in the preview, which says
  /// so once at your line when it is asked to show one.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("an alert", when: isPresented.wrappedValue, file: file, line: line)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("an alert", when: isPresented.wrappedValue, file: file, line: line)
  }
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("an alert", when: isPresented.wrappedValue, file: file, line: line)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("an alert", when: isPresented.wrappedValue, file: file, line: line)
  }
  /// The older alert of an `Alert` value.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert, file: StaticString = #fileID, line: UInt = #line) -> some View {
    notDrawn("an alert", when: isPresented.wrappedValue, file: file, line: line)
  }
  /// A confirmation dialog: not drawn in the preview (said once when asked to show one).
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("a confirmation dialog", when: isPresented.wrappedValue, file: file, line: line)
  }
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    notDrawn("a confirmation dialog", when: isPresented.wrappedValue, file: file, line: line)
  }
  /// A context menu (shown by a long press on iOS): kept, not drawn.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
  /// Swipe actions of a list row: kept, not drawn.
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
  /// Pull to refresh: kept (the preview does not scroll).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  /// A search field in the navigation bar: kept, not drawn.
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }
  /// Pointer hover (no hover on iOS's touch screen): kept.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  /// A help tag (macOS): kept.
  public func help(_ textKey: LocalizedStringKey) -> some View { self }

  /// This view, saying once at `file:line` that `what` is not drawn, when it is asked for.
  private func notDrawn(_ what: String, when asked: Bool, file: StaticString, line: UInt) -> some View {
    if asked { PreviewWarnings.once("\(what) is not drawn", file: file, line: line) }
    return self
  }
}

/// An alert's contents, as SwiftUI's older `Alert` (not drawn in the preview).
public struct Alert {
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

  /// An alert's button, as SwiftUI's `Alert.Button`.
  public struct Button {
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
  }
}

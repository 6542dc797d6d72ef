// What a presented view reads from the environment, as SwiftUI's `dismiss` and `isPresented`.
// The preview shows one view and presents nothing, so dismissing does nothing and says so once.

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction` (read it with
/// `@Environment(\.dismiss)` and call it).
public struct DismissAction: Sendable {
  /// Asks the presentation to close: the preview has none, so the view stays, with one warning
  /// at the caller's line.
  @MainActor
  public func callAsFunction(file: StaticString = #fileID, line: UInt = #line) {
    PreviewWarnings.once("`dismiss()` does nothing: the preview presents no sheet or navigation", file: file, line: line)
  }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Closes the presentation the view is in (nothing to close in the preview).
  public var dismiss: DismissAction { self[DismissKey.self] }
  /// Whether the view is presented in a sheet or a navigation stack (false in the preview).
  public var isPresented: Bool { self[IsPresentedKey.self] }
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

/// A leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing
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

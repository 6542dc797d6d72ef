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

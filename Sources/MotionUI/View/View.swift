@_exported import Foundation
@_exported import Motion
@_exported import MotionCoreGraphics
@_exported import Observation

/// A piece of user interface, as SwiftUI's `View`: a value that describes its content through
/// `body`. The library's own primitive views have `Body == Never` and are drawn by the graph.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body of primitive views; it has no body of its own.
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A primitive view's body: it is never called, the graph draws the view itself.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

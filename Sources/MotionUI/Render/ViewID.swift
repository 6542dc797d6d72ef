/// A view's identity in the graph: its path from the root, as SwiftUI's structural identity
/// (the position in the `ViewBuilder` tree, with separate branches of `if` and `switch`) and
/// explicit identity (`ForEach` ids and `.id(_:)`). State lives as long as its identity.
struct ViewID: Hashable, CustomStringConvertible {
  private(set) var path: [AnyHashable]

  static let root = ViewID(path: [])

  /// This identity, one level down.
  func appending(_ component: AnyHashable) -> ViewID {
    var copy = self
    copy.path.append(component)
    return copy
  }

  var description: String { path.map { "\($0)" }.joined(separator: "/") }
}

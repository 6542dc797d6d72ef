/// A view's identity in the graph: its path from the root, as SwiftUI's structural identity
/// (the position in the `ViewBuilder` tree, with separate branches of `if` and `switch`) and
/// explicit identity (`ForEach` ids and `.id(_:)`). State lives as long as its identity.
struct ViewID: Hashable, CustomStringConvertible {
  private(set) var path: [AnyHashable]
  /// A hash of `path`, made one component at a time as the path grows: the graph's tables are
  /// keyed by identities, and hashing a path of type-erased components anew at every lookup
  /// was 30 % of a press in the examples (a state change resolves every view under it).
  private var pathHash: Int

  static let root = ViewID(path: [], pathHash: 0)

  /// This identity, one level down.
  func appending(_ component: AnyHashable) -> ViewID {
    var hasher = Hasher()
    hasher.combine(pathHash)
    hasher.combine(component)
    var copy = self
    copy.path.append(component)
    copy.pathHash = hasher.finalize()
    return copy
  }

  static func == (a: ViewID, b: ViewID) -> Bool {
    a.pathHash == b.pathHash && a.path == b.path
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pathHash)
  }

  var description: String { path.map { "\($0)" }.joined(separator: "/") }
}

/// A view's identity in the graph: its path from the root, as SwiftUI's structural identity
/// (the position in the `ViewBuilder` tree, with separate branches of `if` and `switch`) and
/// explicit identity (`ForEach` ids and `.id(_:)`). State lives as long as its identity.
struct ViewID: Hashable, CustomStringConvertible {
  /// One step down the tree. Structural steps are plain values; only an explicit identity is
  /// type-erased, because comparing `AnyHashable`s goes through the runtime's casts (a press in
  /// the examples spent 38 % of its time comparing paths of them).
  enum Component: Hashable, CustomStringConvertible {
    /// A child's position in a `TupleView`.
    case position(Int)
    /// The branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// The wrapped type of an `AnyView`, or the type whose body a composite resolves.
    case type(ObjectIdentifier)
    /// A part that a view or modifier makes of itself.
    case role(Role)
    /// An identity the user's code gives: a `ForEach` element's id, `.id(_:)`.
    case explicit(AnyHashable)

    var description: String {
      switch self {
      case .position(let index): "\(index)"
      case .branch(let branch): "\(branch)"
      case .type(let type): "\(type)"
      case .role(let role): role.rawValue
      case .explicit(let value): "\(value)"
      }
    }
  }

  /// The parts a view or modifier makes of itself, each an identity of its own.
  enum Role: String {
    case content, body, modifier, modified, primary, secondary, change, presentations
    /// A section's header and footer.
    case header, footer
    case unwrapped = "some"
    case animationValue = "animation-value"
  }

  private(set) var path: [Component]
  /// A hash of `path`, made one component at a time as the path grows: the graph's tables are
  /// keyed by identities, and hashing a whole path at every lookup was 30 % of a press in the
  /// examples (a state change resolves every view under it).
  private var pathHash: Int

  static let root = ViewID(path: [], pathHash: 0)

  /// How far below the root this identity is.
  var depth: Int { path.count }

  /// This identity, one level down.
  func appending(_ component: Component) -> ViewID {
    var hasher = Hasher()
    hasher.combine(pathHash)
    hasher.combine(component)
    var copy = self
    copy.path.append(component)
    copy.pathHash = hasher.finalize()
    return copy
  }

  func appending(_ role: Role) -> ViewID { appending(.role(role)) }

  static func == (a: ViewID, b: ViewID) -> Bool {
    a.pathHash == b.pathHash && a.path == b.path
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pathHash)
  }

  var description: String { path.map(\.description).joined(separator: "/") }
}

/// The previews of the user's files: what the build's generated `motion_preview_register` entry
/// point registers (one per `#Preview`, `PreviewProvider` or argument-less view), in source order.
@MainActor
public enum PreviewRegistry {
  /// One preview.
  public struct Entry {
    /// The name the window shows and `--preview` matches: the `#Preview`'s name, else the type.
    public let name: String
    /// The type name (`--preview` matches it too), or nil for an unnamed `#Preview`.
    public let typeName: String?
    /// The user's file (as the build names it) and the 1-based line the preview is declared on.
    public let file: String
    public let line: Int
    /// Makes the preview's root view.
    public let make: @MainActor () -> AnyView

    public init(
      name: String, typeName: String?, file: String, line: Int, make: @escaping @MainActor () -> AnyView
    ) {
      self.name = name
      self.typeName = typeName
      self.file = file
      self.line = line
      self.make = make
    }
  }

  /// Every registered preview, in registration order.
  public private(set) static var entries: [Entry] = []

  /// Registers a preview (called by the generated entry point).
  public static func register(
    name: String, typeName: String? = nil, file: String, line: Int,
    make: @escaping @MainActor () -> AnyView
  ) {
    entries.append(Entry(name: name, typeName: typeName, file: file, line: line, make: make))
  }

  /// Forgets every preview (the agent loads one library per process; tests reuse the registry).
  public static func removeAll() { entries.removeAll() }
}

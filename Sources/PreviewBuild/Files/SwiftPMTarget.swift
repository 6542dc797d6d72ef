/// The SwiftPM target a file belongs to: `ROOT/Sources/TARGET/…` under a `ROOT/Package.swift`.
/// A file of a target compiles with the target's other Swift files, as SwiftPM compiles it.
struct SwiftPMTarget: Hashable {
  /// The target's name (its folder's), which is also its module's.
  let name: String
  /// The target's folder, absolute, links resolved.
  let folder: String

  /// The most files a target may hold for the preview to compile them all.
  static let maximumFiles = 2000

  /// The target holding the file at `path`, or nil when it is in no SwiftPM package's
  /// `Sources` (the nearest package counts).
  static func containing(_ path: String) -> SwiftPMTarget? {
    guard let real = BuildFiles.realPath(path) else { return nil }
    let parts = real.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // parts: "", …, "Sources", TARGET, …, FILE.swift
    for index in stride(from: parts.count - 3, through: 1, by: -1) where parts[index] == "Sources" {
      let root = parts[..<index].joined(separator: "/")
      guard BuildFiles.status(root + "/Package.swift") != nil else { continue }
      return SwiftPMTarget(name: parts[index + 1], folder: root + "/Sources/" + parts[index + 1])
    }
    return nil
  }

  /// The target's Swift files (absolute, sorted; not in hidden folders), without `main.swift`,
  /// whose top-level code a library cannot hold.
  func swiftFiles() -> [String] {
    var found: [String] = []
    var folders = [folder]
    while let current = folders.popLast(), found.count < Self.maximumFiles {
      for entry in BuildFiles.entries(of: current, hidden: false) {
        let path = current + "/" + entry.name
        if entry.isFolder {
          folders.append(path)
        } else if entry.name.hasSuffix(".swift") && entry.name != "main.swift" {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }

  /// Whether `name` can be the module's name (an identifier).
  var isModuleName: Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
  }
}

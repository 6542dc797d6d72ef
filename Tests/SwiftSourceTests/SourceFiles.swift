import SwiftSource

/// The test fixtures and the seed programs, read from the checkout.
enum SourceFiles {
  /// The package's root folder.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/SwiftSourceTests/SourceFiles.swift
    return parts.joined(separator: "/")
  }()

  /// `Tests/SwiftSourceTests/Fixtures/NAME`.
  static func fixture(_ name: String) throws -> SourceFile {
    try read(root + "/Tests/SwiftSourceTests/Fixtures/" + name, as: "Fixtures/" + name)
  }

  /// `assets/seeds/NAME`.
  static func seed(_ name: String) throws -> SourceFile {
    try read(root + "/assets/seeds/" + name, as: name)
  }

  /// The three seed programs, in the order the README lists them.
  static func seeds() throws -> [SourceFile] {
    try ["TextRendererReveal.swift", "FirstAttempt.swift", "StickyNote.swift"].map(seed)
  }

  static func read(_ path: String, as name: String) throws -> SourceFile {
    guard let file = fopen(path, "rb") else { throw Missing(path: path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return SourceFile(path: name, text: String(decoding: bytes, as: UTF8.self))
  }

  struct Missing: Error {
    let path: String
  }

  /// The 1-based line and UTF-8 column where `needle` first occurs in `text` at or after
  /// byte `from`: found by plain string search, independently of SwiftSyntax.
  static func location(of needle: String, in text: String, from: Int = 0) -> (line: Int, column: Int, offset: Int)? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count, from <= haystack.count - pattern.count else {
      return nil
    }
    for start in from...(haystack.count - pattern.count)
    where haystack[start..<start + pattern.count].elementsEqual(pattern) {
      var line = 1
      var lineStart = 0
      for index in 0..<start where haystack[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      return (line, start - lineStart + 1, start)
    }
    return nil
  }
}

#if canImport(Glibc)
  import Glibc
#endif

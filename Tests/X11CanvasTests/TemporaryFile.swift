import Glibc

/// An empty file in /tmp, removed when released.
final class TemporaryFile {
  let path: String

  init() throws {
    var template = Array("/tmp/x11canvas-test-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw XvfbServer.StartError(description: "mkstemp failed") }
    close(descriptor)
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit { unlink(path) }

  /// The file's text now.
  func contents() -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else { break }
      data += chunk.prefix(count)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

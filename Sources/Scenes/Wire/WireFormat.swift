/// A compact binary form of frames and the messages around them, for the pipe between the
/// agent (which runs the previewed code) and the window. Little-endian, no padding: numbers as
/// their IEEE 754 bits, strings as a length and UTF-8, every variant as a one-byte tag.
///
/// It is this program talking to itself across a fork, so it has no versioning; it does
/// check every length and tag, so a corrupt or truncated message is an error, never a crash.
package struct WireWriter {
  package private(set) var bytes: [UInt8] = []

  package init() {}

  package mutating func byte(_ value: UInt8) { bytes.append(value) }

  package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  package mutating func int(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  package mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  package mutating func string(_ value: String) {
    let utf8 = Array(value.utf8)
    int(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  package mutating func raw(_ value: [UInt8]) {
    int(value.count)
    bytes.append(contentsOf: value)
  }
}

/// Reads what `WireWriter` wrote.
package struct WireReader {
  /// A message that is cut short or holds an unknown tag.
  package struct Malformed: Error, CustomStringConvertible {
    package let description: String
  }

  private let bytes: [UInt8]
  private var offset = 0

  package init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// True when everything was read.
  package var isAtEnd: Bool { offset == bytes.count }

  package mutating func byte() throws(Malformed) -> UInt8 {
    guard offset < bytes.count else { throw Malformed(description: "the message ends early") }
    defer { offset += 1 }
    return bytes[offset]
  }

  package mutating func bool() throws(Malformed) -> Bool { try byte() != 0 }

  private mutating func word() throws(Malformed) -> UInt64 {
    guard bytes.count - offset >= 8 else { throw Malformed(description: "the message ends early") }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
    offset += 8
    return value
  }

  package mutating func int() throws(Malformed) -> Int { Int(Int64(bitPattern: try word())) }

  package mutating func double() throws(Malformed) -> Double { Double(bitPattern: try word()) }

  /// A count of items each at least `minimumSize` bytes long: bounded by what is left.
  package mutating func count(minimumSize: Int = 1) throws(Malformed) -> Int {
    let count = try int()
    guard count >= 0, count <= (bytes.count - offset) / max(1, minimumSize) else {
      throw Malformed(description: "a count of \(count) does not fit the message")
    }
    return count
  }

  package mutating func raw() throws(Malformed) -> [UInt8] {
    let count = try count()
    defer { offset += count }
    return Array(bytes[offset..<offset + count])
  }

  package mutating func string() throws(Malformed) -> String {
    String(decoding: try raw(), as: UTF8.self)
  }

  package func malformed(_ what: String) -> Malformed { Malformed(description: what) }
}

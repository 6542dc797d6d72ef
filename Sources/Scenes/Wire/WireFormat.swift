/// A compact binary form of frames and the messages around them, for the pipe between the
/// agent (which runs the previewed code) and the window. Little-endian, no padding: numbers as
/// their IEEE 754 bits, strings as a length and UTF-8, every variant as a one-byte tag.
///
/// It is this program talking to itself across a fork, so it has no versioning; it does
/// check every length and tag, so a corrupt or truncated message is an error, never a crash.
package struct WireWriter {
  package private(set) var bytes: [UInt8] = []

  package init() {}

  /// A writer with room for `capacity` bytes (the size of the last message of its kind, say),
  /// so that a frame is not copied as it grows.
  package init(capacity: Int) { bytes.reserveCapacity(capacity) }

  package mutating func byte(_ value: UInt8) { bytes.append(value) }

  package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  package mutating func int(_ value: Int) { word(UInt64(bitPattern: Int64(value))) }

  /// Eight bytes, least significant first (appended one by one: faster than appending the
  /// bytes of the value as a buffer, which was a third of encoding a frame).
  private mutating func word(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  /// Overwrites the 8 bytes at `offset` (written earlier, as a placeholder) with `value`.
  package mutating func setInt(_ value: Int, at offset: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
  }

  package mutating func double(_ value: Double) { word(value.bitPattern) }

  package mutating func string(_ value: String) {
    var value = value
    // Native strings are contiguous UTF-8 already: copied at once, not scalar by scalar.
    value.withUTF8 { utf8 in
      int(utf8.count)
      bytes.append(contentsOf: utf8)
    }
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

  /// The next byte, left to be read.
  package func peekByte() throws(Malformed) -> UInt8 {
    guard offset < bytes.count else { throw Malformed(description: "the message ends early") }
    return bytes[offset]
  }

  package mutating func bool() throws(Malformed) -> Bool { try byte() != 0 }

  private mutating func word() throws(Malformed) -> UInt64 {
    guard bytes.count - offset >= 8 else { throw Malformed(description: "the message ends early") }
    let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
    offset += 8
    return UInt64(littleEndian: value)
  }

  package mutating func int() throws(Malformed) -> Int { Int(Int64(bitPattern: try word())) }

  package mutating func double() throws(Malformed) -> Double { Double(bitPattern: try word()) }

  /// A count of items each at least `minimumSize` bytes long, besides up to `free` items that
  /// take none (referred to in runs): bounded by what is left.
  package mutating func count(minimumSize: Int = 1, free: Int = 0) throws(Malformed) -> Int {
    let count = try int()
    guard count >= 0, count <= (bytes.count - offset) / max(1, minimumSize) + max(0, free) else {
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
    let count = try count()
    defer { offset += count }
    return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
  }

  package func malformed(_ what: String) -> Malformed { Malformed(description: what) }
}

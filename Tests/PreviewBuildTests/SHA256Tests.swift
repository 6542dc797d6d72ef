import Testing

@testable import PreviewBuild

/// The cache key's digest against FIPS 180-4's published examples (NIST's "SHA256.pdf"
/// example values) and a message that spans a block boundary.
@Suite struct SHA256Tests {
  private static func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text.utf8)
    return hash.hexDigest()
  }

  @Test func publishedVectors() {
    #expect(Self.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(Self.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(Self.digest(String(repeating: "a", count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func fieldsDoNotRunTogether() {
    var first = SHA256()
    first.update(field: "ab")
    first.update(field: "c")
    var second = SHA256()
    second.update(field: "a")
    second.update(field: "bc")
    #expect(first.hexDigest() != second.hexDigest())
    // A field is its bytes and a NUL: the same as updating with both.
    var plain = SHA256()
    plain.update(Array("ab".utf8) + [0] + Array("c".utf8) + [0])
    #expect(first.hexDigest() == plain.hexDigest())
  }
}

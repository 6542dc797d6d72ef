import Testing

@testable import MotionPreview

/// Text decoding: byte offsets of malformed UTF-8 are checked against hand-made byte strings.
@Suite struct TextInputTests {
  @Test func findsTheFirstBadByte() {
    #expect(UTF8Validation.firstInvalidOffset(in: Array("héllo 世界".utf8)) == nil)
    #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0x62, 0xFF]) == 2)
    // "é" is 2 bytes, so the truncated sequence after "aé" starts at offset 3.
    #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0xA9, 0xE4, 0xB8]) == 3)
    #expect(UTF8Validation.firstInvalidOffset(in: [0xC0, 0x80]) == 0)  // overlong NUL
    #expect(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0)  // surrogate
  }

  @Test func decodeNamesTheSourceAndOffset() {
    #expect(throws: OptionsError("\"x.txt\" is not valid UTF-8 (bad byte at offset 1)")) {
      try TextInput.decode([0x61, 0x80], from: "\"x.txt\"")
    }
    #expect(throws: OptionsError("standard input holds no text")) {
      try TextInput.decode(Array(" \n\t".utf8), from: "standard input")
    }
  }

  @Test func controlCharactersAreRefusedButLineBreaksAndTabsAreText() throws {
    #expect(throws: OptionsError("--text holds the control character U+0001 at character 2")) {
      try TextInput.requireText("a\u{1}c", from: "--text")
    }
    #expect(throws: OptionsError("standard input holds the control character U+0085 at character 1")) {
      try TextInput.requireText("\u{85}x", from: "standard input")
    }
    #expect(try TextInput.requireText("a\tb\r\nc\n", from: "--text") == "a\tb\r\nc\n")
  }

  @Test func missingFileAndDirectoryAreClearErrors() {
    #expect(throws: OptionsError("cannot read \"/nonexistent/x\": No such file or directory")) {
      try TextInput.read(path: "/nonexistent/x")
    }
    #expect(throws: OptionsError("cannot read \"/\": it is a directory")) {
      try TextInput.read(path: "/")
    }
  }
}

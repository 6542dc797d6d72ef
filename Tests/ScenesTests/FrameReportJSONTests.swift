import Testing

@testable import Scenes

/// The frame-JSON contract: the issue's exact shape and key order, escaping, and numbers that
/// read back to the same value.
@Suite struct FrameReportJSONTests {
  @Test func theShapeIsTheIssues() {
    let report = FrameReport(
      time: 0.3,
      text: TextRevealReport(
        lineCount: 1, clipHeight: 26.4, veilEdgeY: 12.5,
        lines: [
          TextLineReport(
            index: 0, text: "Lorem", baselineY: 19.8, offsetY: -0.25, opacity: 1, descent: 4.4)
        ]),
      note: StickyNoteReport(crease: 50, width: 310, height: 141.2))
    #expect(
      report.json
        == """
        {"time": 0.3, "text": {"lineCount": 1, "clipHeight": 26.4, "veilEdgeY": 12.5, \
        "lines": [{"index": 0, "text": "Lorem", "baselineY": 19.8, "offsetY": -0.25, \
        "opacity": 1.0, "descent": 4.4}]}, "note": {"crease": 50.0, "width": 310.0, \
        "height": 141.2}}
        """)
  }

  @Test func anEmptyTextHasAnEmptyLinesArray() {
    let report = FrameReport(
      time: 0, text: TextRevealReport(lineCount: 0, clipHeight: 0, veilEdgeY: 0, lines: []),
      note: StickyNoteReport(crease: 50, width: 1, height: 2))
    #expect(
      report.json.contains(#""lineCount": 0, "clipHeight": 0.0, "veilEdgeY": 0.0, "lines": []}"#))
  }

  @Test func stringsAreEscaped() {
    #expect(JSONWriter.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(JSONWriter.quoted("a\nb\tc\r\u{08}\u{0C}") == #""a\nb\tc\r\b\f""#)
    #expect(JSONWriter.quoted("\u{01}\u{1F}\u{7F}") == #""\u0001\u001f\u007f""#)
    #expect(JSONWriter.quoted("\u{2028}\u{2029}") == #""\u2028\u2029""#)
    #expect(JSONWriter.quoted("今日は… ✓ 👍🏽") == "\"今日は… ✓ 👍🏽\"")
  }

  @Test(arguments: [0.1, 1.0 / 3, -4.4 * (1 - 0.958257), 1e-5, 123_456.789, 2.5e-300, 1e22])
  func numbersReadBackExactly(value: Double) throws {
    let text = JSONWriter.format(value)
    #expect(try #require(Double(text)) == value)
    // JSON's grammar: -?digits(.digits)?([eE][+-]?digits)?
    #expect(text.allSatisfy { "0123456789.-+e".contains($0) })
  }

  @Test func nonFiniteNumbersAndNegativeZeroStayValidJSON() {
    #expect(JSONWriter.format(.nan) == "null")
    #expect(JSONWriter.format(.infinity) == "null")
    #expect(JSONWriter.format(-0.0) == "0.0")
  }

  @Test func theAppsReportAtTimeZeroIsComplete() {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let json = preview.report(at: 0, layout: layout).json
    #expect(json.hasPrefix(#"{"time": 0.0, "text": {"lineCount": "#))
    #expect(json.contains(#"{"index": 0, "text": "Lorem ipsum dolor sit amet, consectetur", "#))
    #expect(json.hasSuffix(#""note": {"crease": 50.0, "width": 310.0, "height": 141.2}}"#))
    #expect(!json.contains("nan") && !json.contains("inf"))
  }
}

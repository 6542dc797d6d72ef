extension FrameReport {
  /// The report as one line of JSON, keys in this fixed order:
  ///
  ///     {"time": T, "text": {"lineCount": n, "clipHeight": h, "veilEdgeY": y, "lines":
  ///      [{"index": i, "text": "...", "baselineY": y, "offsetY": dy, "opacity": a,
  ///        "descent": d}]}, "note": {"crease": c, "width": w, "height": h}}
  ///
  /// followed by `"tuning": {...}` and `"commands": [...]` (`CommandReport.write(to:)`) when
  /// they are set.
  ///
  /// Numbers use the shortest form that reads back to the same `Double`; strings are escaped per
  /// RFC 8259. No value is NaN or infinite in a report the scene makes (a non-finite value would
  /// be written as `null`).
  package var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.number(time, key: "time")
    writer.beginObject(key: "text")
    writer.integer(text.lineCount, key: "lineCount")
    writer.number(text.clipHeight, key: "clipHeight")
    writer.number(text.veilEdgeY, key: "veilEdgeY")
    writer.beginArray(key: "lines")
    for line in text.lines {
      writer.beginObject()
      writer.integer(line.index, key: "index")
      writer.string(line.text, key: "text")
      writer.number(line.baselineY, key: "baselineY")
      writer.number(line.offsetY, key: "offsetY")
      writer.number(line.opacity, key: "opacity")
      writer.number(line.descent, key: "descent")
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    writer.beginObject(key: "note")
    writer.number(note.crease, key: "crease")
    writer.number(note.width, key: "width")
    writer.number(note.height, key: "height")
    writer.endObject()
    if let tuning {
      writer.beginObject(key: "tuning")
      writer.bool(tuning.panels.showsTimeline, key: "timeline")
      writer.bool(tuning.panels.showsInspector, key: "inspector")
      writer.bool(tuning.panels.showsHelp, key: "help")
      writer.bool(tuning.panels.showsSplit, key: "split")
      writer.number(tuning.transitionStart, key: "transitionStart")
      writer.number(tuning.transitionTime, key: "transitionTime")
      writer.integer(tuning.transitionFrame, key: "transitionFrame")
      writer.bool(tuning.reducesMotion, key: "reduceMotion")
      writer.string(tuning.parameter, key: "parameter")
      writer.string(tuning.parameterValue, key: "parameterValue")
      writer.endObject()
    }
    if let commands {
      writer.beginArray(key: "commands")
      for command in commands { command.write(to: &writer) }
      writer.endArray()
    }
    writer.endObject()
    return writer.output
  }
}

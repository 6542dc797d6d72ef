/// The frame report of a compiled preview (`--frame-json` on the user's files): the display
/// list the user's views drew at a scene time, command by command.
package struct DisplayListReport: Hashable, Sendable {
  /// The scene time, in seconds.
  package var time: Double
  /// The preview shown, and every preview the files have, in source order.
  package var preview: String
  package var previews: [String]
  /// The frame the agent drew (its canvas size and background).
  package var frame: Frame
  /// The frame's painting commands (`CommandReport.reports(for:metrics:)`).
  package var commands: [CommandReport]

  /// Creates a report.
  /// The values in flight at `time`, with their animations (from the running engine).
  package var inFlight: [AnimationInFlight]

  package init(
    time: Double, preview: String, previews: [String], frame: Frame, commands: [CommandReport],
    inFlight: [AnimationInFlight] = []
  ) {
    self.time = time
    self.preview = preview
    self.previews = previews
    self.frame = frame
    self.commands = commands
    self.inFlight = inFlight
  }

  /// The report as one line of JSON, keys in this fixed order:
  ///
  ///     {"time": T, "preview": "NAME", "previews": ["NAME", ...],
  ///      "canvas": {"width": w, "height": h}, "background": [r, g, b, a],
  ///      "commands": [COMMAND, ...], "inFlight": [VALUE, ...]}
  ///
  /// with each COMMAND as `CommandReport.write(to:)` writes it, and each VALUE in flight as
  /// `{"name", "animation" (SwiftUI's spelling), "start" (scene s), "span" (s: the run, or one
  /// cycle), "repeats", "progress" (0 at the start, 1 at the target, at `time`), "settle" (s) and
  /// "overshoot" (%), the last two null when not finite}`. A keyframe track has "keyframes" (its
  /// keyframes by kind and length) instead of "animation", "span" is its timeline's run (one
  /// loop), and "progress" is where its value stands on its path (0 at the start, 1 at the
  /// furthest it goes). Lengths are in points.
  package var json: String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.number(time, key: "time")
    writer.string(preview, key: "preview")
    writer.beginArray(key: "previews")
    for name in previews { writer.string(name) }
    writer.endArray()
    writer.beginObject(key: "canvas")
    writer.number(frame.size.width, key: "width")
    writer.number(frame.size.height, key: "height")
    writer.endObject()
    writer.beginArray(key: "background")
    for channel in [frame.background.red, frame.background.green, frame.background.blue, frame.background.alpha] {
      writer.number(channel)
    }
    writer.endArray()
    writer.beginArray(key: "commands")
    for command in commands { command.write(to: &writer) }
    writer.endArray()
    writer.beginArray(key: "inFlight")
    for value in inFlight {
      writer.beginObject()
      writer.string(value.name, key: "name")
      writer.string(value.spelling, key: value.isKeyframes ? "keyframes" : "animation")
      writer.number(value.start, key: "start")
      writer.number(value.span, key: "span")
      writer.bool(value.repeats, key: "repeats")
      writer.number(value.progress(at: time), key: "progress")
      writer.number(value.figures?.settleTime ?? .nan, key: "settle")
      writer.number(value.figures?.overshootPercent ?? .nan, key: "overshoot")
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    return writer.output
  }
}

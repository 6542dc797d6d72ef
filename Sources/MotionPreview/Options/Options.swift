/// Everything the command line can ask for, parsed and validated.
///
/// Parsing never touches the file system or the display: `--text-file` is recorded as a path and
/// read later by `TextSource`, so this type can be unit tested as a pure function of the arguments.
struct Options: Equatable, Sendable {
  /// The path that means standard input where a path is read (`--text-file -`) and standard
  /// output where one is written (`--screenshot -`).
  static let standardStream = "-"

  /// What the invocation asks the program to do.
  enum Mode: Equatable, Sendable {
    /// Open the preview window (the default).
    case preview
    /// Print the frame at `time` seconds as JSON and exit (`--frame-json T`).
    case frameJSON(time: Double)
    /// Run the benchmark (`motion-preview bench`).
    case bench(json: Bool, quick: Bool)
    /// List the animations in Swift files (`motion-preview animations FILE.swift… [--json]`).
    case animations(files: [String], json: Bool)
    /// Render a stretch of the timeline to a file (`motion-preview export OUT`).
    case export(path: String)
    /// Print usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
  }

  var mode: Mode = .preview
  /// The SwiftUI files the scene is read from (positional `FILE.swift` arguments), in order;
  /// empty for the built-in seeds.
  var files: [String] = []
  /// `--preview NAME`: the preview of the compiled files to show first (a `#Preview`'s name or
  /// a type name); nil: the first.
  var preview: String?
  /// `bench --compile`: measure compiled previews instead of the renderer.
  var benchCompile = false
  /// `bench --views`: measure the library with 1,000 animated views instead of the renderer.
  var benchViews = false
  var font: String?
  var fps: Double?
  var geometry: String?
  var scale: Double?
  var display: String?
  var startPaused = false
  /// `--reduce-motion`: cross-fades instead of movement.
  var reduceMotion = false
  var autoplay: Double?
  var exitAfter: Double?
  /// `--toggle-at`: the scene times Space is pressed at, as given (unsorted, repeats kept);
  /// nil when not given: nothing is pressed.
  var toggleAt: [Double]?
  /// Where `--screenshot` writes the PNG of the frame at `screenshotAt`, if anywhere
  /// (`standardStream`: standard output).
  var screenshot: String?
  /// The scene time, in seconds, at which `--screenshot` is taken.
  var screenshotAt: Double = 0
  /// `export --from`: the scene time of the first frame (default 0).
  var from: Double?
  /// `export --to`: the scene time the clip ends (default: 0.5 s after the preview settles).
  var to: Double?
  /// `export --quality`: lossy WebP at this quality (0...100) instead of lossless.
  var quality: Double?
}

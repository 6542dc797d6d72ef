#if canImport(Glibc)
  import Glibc
#endif
import Export
import PreviewBuild
import Scenes
import SwiftSource
import TextShaping
import X11Canvas

/// Dispatches a parsed command line to the mode it asks for.
enum Program {
  /// Runs `options` and returns the exit status.
  static func run(_ options: Options) throws -> Int32 {
    // `--font` is the previews' system font too: in this process (the built-in previews) and
    // in the agents, which inherit the environment.
    if let font = options.font {
      setenv(FontSpec.systemFamilyVariable, FontSpec.families(ofPattern: font), 1)
    }
    switch options.mode {
    case .help:
      print(Options.usage)
      return 0
    case .version:
      print("motion-preview \(Options.version)")
      return 0
    case .frameJSON(let time):
      return try printCompiledFrameJSON(try CompiledPreview.files(options), options: options, at: time)
    case .preview:
      return try runCompiledPreview(try CompiledPreview.files(options), options: options)
    case .export(let path):
      return try runExport(options, to: path)
    case .bench(let json, let quick) where options.benchViews:
      return try ViewsBenchmark(options: options, quick: quick).run(json: json)
    case .bench(let json, let quick) where options.benchCompile:
      return try CompileBenchmark(files: options.files, quick: quick).run(json: json)
    case .bench(let json, let quick):
      if let files = try CompiledPreview.files(options) {
        return try FileBenchmark(options: options, files: files, quick: quick).run(json: json)
      }
      return try Benchmark(options: options, quick: quick).run(json: json)
    case .animations(let files, let json):
      return AnimationsCommand.run(files: files, json: json)
    }
  }

  /// Whether motion is reduced: `--reduce-motion`, or the desktop publishing
  /// `Gtk/EnableAnimations` = 0 through XSETTINGS on `display`.
  static func reducesMotion(_ options: Options, _ display: XDisplay) -> Bool {
    options.reduceMotion || display.xsettings()?.animationsDisabled == true
  }

  /// `--geometry` parsed, or nil when not given.
  static func geometry(_ options: Options) throws(OptionsError) -> Geometry? {
    guard let text = options.geometry else { return nil }
    do {
      return try Geometry.parse(text)
    } catch {
      throw OptionsError("\(error)")
    }
  }

  /// The exit status for an error that reached the top: 2 for bad input (including an output
  /// file that cannot be written, and an image too large to encode) and an X display that
  /// cannot be opened, 1 for anything else.
  static func exitStatus(for error: any Error) -> Int32 {
    if error is OptionsError || error is OutputFileError || error is ExportUsageError
      || error is PNGEncoder.Failure || error is SwiftFileFailure || error is PreviewBuildError
    { return 2 }
    if case .cannotOpenDisplay = error as? X11Error { return 2 }
    if case .invalidGeometry = error as? X11Error { return 2 }
    return 1
  }

  /// Prints `motion-preview: <message>` on standard error and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    Console.error("motion-preview: \(message)")
    exit(status)
  }
}

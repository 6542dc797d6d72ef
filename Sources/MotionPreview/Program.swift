#if canImport(Glibc)
  import Glibc
#endif

/// Dispatches a parsed command line to the mode it asks for.
enum Program {
  /// Runs `options` and returns the exit status.
  static func run(_ options: Options) throws -> Int32 {
    switch options.mode {
    case .help:
      print(Options.usage)
      return 0
    case .version:
      print("motion-preview \(Options.version)")
      return 0
    case .frameJSON, .preview, .bench:
      fail("this mode is not built yet", status: 1)
    }
  }

  /// The exit status for an error that reached the top: 2 for bad input and a missing display,
  /// 1 for anything else.
  static func exitStatus(for error: any Error) -> Int32 {
    error is OptionsError ? 2 : 1
  }

  /// Prints `motion-preview: <message>` on standard error and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    Console.error("motion-preview: \(message)")
    exit(status)
  }
}

/// One generated invocation of `motion-preview`: its arguments, the files it may read, what it
/// may write, and what its output promises.
struct FuzzCase {
  /// What standard output must hold when the program exits with status 0.
  enum Promise: Equatable {
    /// Nothing in particular.
    case nothing
    /// One JSON object or array on one line (`--frame-json`, `animations --json`).
    case jsonLine
    /// A table, then one JSON object on the last line (`bench --json`).
    case jsonLastLine
    /// A PNG file (`--screenshot -`).
    case png
  }

  /// The case's number in its run.
  var index: Int
  /// The command it was generated for (`frame-json`, `screenshot`, …), for the summary.
  var command = ""
  /// The arguments after the program name.
  var arguments: [String] = []
  /// Files to create in the case's folder before the run: relative name and contents.
  var files: [(name: String, bytes: [UInt8])] = []
  /// FIFOs to create in the case's folder (relative names); nobody writes them.
  var fifos: [String] = []
  /// Symbolic links to create in the case's folder: relative name and target.
  var links: [(name: String, target: String)] = []
  /// Standard input's contents, or nil for /dev/null.
  var input: [UInt8]? = nil
  /// Environment changes: DISPLAY set (to the fuzz server unless given) or removed.
  var display: DisplayChoice = .server
  /// The one path the program may create or change, relative to the case's folder (a symbolic
  /// link's target counts as the link). Nil when it may write no file.
  var output: String? = nil
  /// What standard output promises on success.
  var promise: Promise = .nothing
  /// Whether a PNG file must exist at `output` on success.
  var promisesPNGFile = false
  /// Whether an export must exist at `output` on success: a non-empty file, or a folder of
  /// PNG frames (`output` then names the folder, and everything in it is allowed).
  var promisesExport = false
  /// Whether standard error may hold compiler-style diagnostics (`path:line:column: error: …`),
  /// one per line, for commands that read Swift source; any other line still counts.
  var allowsDiagnostics = false
  /// Seconds before the case counts as hung.
  var timeLimit: Double = 60
  /// What another X client does to the window once it shows (window cases only), or nil.
  var hostile: HostileClient? = nil

  /// Another X client acting on the window, as any client may (issue 22, item 5).
  enum HostileClient: Equatable {
    /// Sends a ConfigureNotify (send_event set) claiming this size.
    case forgedConfigure(width: Int32, height: Int32)
    /// Resizes the window (no window manager runs on the fuzz server, so it happens).
    case resize(width: UInt32, height: UInt32)
    /// Destroys the window (`xdotool windowclose`).
    case destroy
  }

  /// Where the case's DISPLAY points.
  enum DisplayChoice: Equatable {
    /// The fuzz run's own Xvfb.
    case server
    /// No DISPLAY at all.
    case unset
    /// A display where no server listens.
    case nowhere
  }
}

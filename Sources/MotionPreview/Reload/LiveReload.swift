#if canImport(Glibc)
  import Glibc
#endif
import Scenes

/// The window's live reload: it watches the scene's Swift files and, after a save, reads them
/// again. A good read gives the new scene; a file that no longer reads (does not parse, does not
/// fold, was deleted) gives the problems for the banner, and the last good scene keeps running.
///
/// Watching, waiting for a save to settle, reading and parsing all happen on a reader thread of
/// its own, never on the window's loop: a file replaced by a FIFO, or one that takes SwiftParser
/// seconds, cannot freeze the window (Q, keys and signals are answered meanwhile). The reader
/// hands each read to the loop through `descriptor`, which the loop polls with the X connection,
/// so nothing wakes the loop until a read is done. Saves coalesce: the events of every save made
/// while a read runs are taken together, and one more read follows; the loop takes only the
/// newest read.
final class LiveReload {
  /// What a change to the files comes to.
  enum Outcome: Equatable {
    /// Nothing new: the files read as they did before (an editor closed a file unchanged).
    case unchanged
    /// The files make this scene: show it (and no banner).
    case scene(SceneModel)
    /// The files make no scene: show these problems (`file:line:column: error: …`) and keep the
    /// last good scene.
    case problems([String])
  }

  /// The files watched, as given.
  let paths: [String]
  /// Readable when the reader has a new read for `check()`.
  var descriptor: Int32 { reloader.descriptor }
  /// The problems shown now; empty when the last read was good.
  private(set) var problems: [String] = []
  /// How many good reloads there have been.
  private(set) var reloads = 0
  /// The texts read last, to tell a real change from a file closed unchanged.
  private var texts: [String?]
  /// The last read that made a scene: the files the running scene was loaded from, with its
  /// literals (what W writes into).
  private(set) var loaded: SceneFiles.Load
  private let reloader: FileReloader<SceneFiles.Load>

  /// Watches `paths`, whose read at launch was `load` (what the scene running was read from),
  /// and starts the reader thread.
  ///
  /// - Throws: `OptionsError` when a file's directory cannot be watched or the thread cannot
  ///   be started.
  init(paths: [String], load: SceneFiles.Load) throws(OptionsError) {
    self.paths = paths
    texts = load.texts
    loaded = load
    reloader = try FileReloader(paths: paths) { SceneFiles.load($0) }
  }

  /// Takes the reader's newest read, if any, and says what to show. Never blocks. Diagnostics
  /// of a changed read go to standard error, as at launch.
  func check() -> Outcome {
    guard let delivery = reloader.take() else { return .unchanged }
    let load = delivery.result
    var problems = load.errors
    for directory in delivery.lostDirectories {
      problems.append(
        "\(directory): error: the folder was deleted or moved; its files are no longer watched")
    }
    guard load.texts != texts || problems != self.problems else { return .unchanged }
    texts = load.texts
    self.problems = problems
    for line in load.diagnostics { Console.error(line) }
    if let scene = load.scene, problems.isEmpty {
      reloads += 1
      loaded = load
      return .scene(scene)
    }
    return .problems(problems)
  }
}

import Scenes

/// The window's live reload: it watches the scene's Swift files and, after a save, reads them
/// again. A good read gives the new scene; a file that no longer reads (does not parse, does not
/// fold, was deleted) gives the problems for the banner, and the last good scene keeps running.
///
/// The run loop polls `watcher.descriptor` with the X connection, so nothing here runs, and
/// nothing wakes, until a watched file changes.
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

  /// The inotify watch on the files' directories.
  let watcher: FileWatcher
  /// The problems shown now; empty when the last read was good.
  private(set) var problems: [String] = []
  /// How many good reloads there have been.
  private(set) var reloads = 0
  /// The texts read last, to tell a real change from a file closed unchanged.
  private var texts: [String?]
  /// The last read that made a scene: the files the running scene was loaded from, with its
  /// literals (what W writes into).
  private(set) var loaded: SceneFiles.Load

  /// Watches `paths`, whose read at launch was `load` (what the scene running was read from).
  ///
  /// - Throws: `OptionsError` when a file's directory cannot be watched.
  init(paths: [String], load: SceneFiles.Load) throws(OptionsError) {
    watcher = try FileWatcher(paths: paths)
    texts = load.texts
    loaded = load
  }

  /// Reads the events, waits for the save to settle, reads the files again and says what to
  /// show. Diagnostics of a changed read go to standard error, as at launch.
  func check() -> Outcome {
    let changes = watcher.settledChanges()
    guard !changes.isEmpty else { return .unchanged }
    let load = SceneFiles.load(watcher.paths)
    var problems = load.errors
    for directory in changes.lostDirectories {
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

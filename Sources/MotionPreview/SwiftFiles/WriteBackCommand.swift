import Export
import Scenes
import SwiftSource

/// W: writes the live parameters' edited values into the Swift files the scene was loaded from.
/// `WriteBack` (pure) says which literal tokens change and to what; this is its edge to the
/// disk: it replaces the files through `OutputFile(path:readAs:)`, which locks each, compares it
/// with the bytes the scene was loaded from and refuses one that changed, is read-only for
/// this user or has other hard links; a temporary file beside each gets the file's owner, group
/// and mode, and a last comparison runs just before the rename.
enum WriteBackCommand {
  /// What W did, for the on-screen notice and standard error.
  struct Outcome: Equatable {
    /// What happened, in full: one sentence per line, for standard error.
    var lines: [String]
    /// The same in one line, for the notice at the bottom of the window.
    var notice: String
    /// True when files were written.
    var wrote: Bool
    /// The texts the files hold after the write, in the order of the watched paths: the reload
    /// that reads these is this write's.
    var texts: [String?]
    /// The edited parameters the files do not carry: they stay edited after the reload.
    var unwritten: [TuningParameter]
  }

  /// Writes `scene`'s edited parameters into the files `reload` loaded (nil: the built-in
  /// scene, which has no file).
  static func run(reload: LiveReload?, scene: SceneModel) -> Outcome {
    guard let reload else {
      return refusal(
        "W: the scene is the built-in seed, so there is no Swift file to write. C copies it as "
          + "SwiftUI; --print-swift prints it", notice: "No Swift file to write: the built-in scene (C copies it)")
    }
    guard reload.problems.isEmpty, let loadedScene = reload.loaded.scene else {
      return refusal(
        "W wrote nothing: the Swift files do not read now (see the problems)",
        notice: "W wrote nothing: the Swift files do not read now")
    }
    let load = reload.loaded
    let plan = WriteBack(
      files: load.files,
      reading: SceneReading(scene: loadedScene, diagnostics: [], literals: load.literals),
      edited: scene)
    guard !plan.edited.isEmpty else {
      return refusal(
        "W: nothing is edited, so nothing to write. Tab picks a parameter; ↑ ↓ change it",
        notice: "Nothing edited to write (Tab picks a parameter, ↑ ↓ change it)")
    }
    let notWritten = Self.notWritten(plan)
    guard !plan.changes.isEmpty else {
      return refusal(
        "W wrote nothing: " + notWritten,
        notice: "W wrote nothing: \(names(plan.edited)) \(plan.edited.count == 1 ? "has" : "have") no literal of "
          + "\(plan.edited.count == 1 ? "its" : "their") own (C copies the scene)", unwritten: plan.edited)
    }
    // Every file as loaded, or none is written: each is opened, locked and checked (changed
    // since loaded, read-only, hard links) before any is written, and holds its lock until its
    // rename, so a second preview pressing W at the same moment finds it changed and writes
    // nothing, and an edit saved in an editor is never lost.
    var files: [OutputFile] = []
    for change in plan.changes {
      do throws(OutputFileError) {
        files.append(try OutputFile(path: change.path, readAs: Array(change.before.utf8)))
      } catch {
        return refusal(
          error.changedOnDisk
            ? "W wrote nothing: \(change.path) changed on disk since it was loaded; the reload shows what is there now"
            : "W wrote nothing: \(error)",
          notice: error.changedOnDisk
            ? "W wrote nothing: \(change.path) changed on disk since it was loaded" : "W wrote nothing: \(error)",
          unwritten: plan.edited)
      }
    }
    var written: [String] = []
    for (change, file) in zip(plan.changes, files) {
      do throws(OutputFileError) {
        try file.write(Array(change.after.utf8))
        try file.commit()
        written.append(change.path)
      } catch {
        let done = written.isEmpty ? "" : " (\(written.joined(separator: ", ")) was written)"
        let reason =
          error.changedOnDisk
          ? "W did not write \(change.path): it changed on disk since it was loaded" : "W: \(error)"
        return Outcome(
          lines: [reason + done], notice: reason + done, wrote: !written.isEmpty,
          texts: texts(of: plan, in: written, loaded: load), unwritten: plan.edited)
      }
    }
    let count = plan.literalCount
    let wrote = "\(count) literal\(count == 1 ? "" : "s") to \(written.joined(separator: ", "))"
    var lines = ["W wrote \(wrote): \(names(plan.written))"]
    var notice = "Wrote \(wrote): \(names(plan.written))"
    let unwritten = plan.withoutLiteral + plan.shared
    if !notWritten.isEmpty {
      lines.append("W did not write " + notWritten)
      notice = "Wrote \(wrote); not written: \(names(unwritten)) (C copies the scene)"
    }
    return Outcome(
      lines: lines, notice: notice, wrote: true, texts: texts(of: plan, in: written, loaded: load),
      unwritten: unwritten)
  }

  /// The edited parameters that no literal carries, and why; ends with what to do instead.
  private static func notWritten(_ plan: WriteBack) -> String {
    var parts: [String] = []
    if !plan.withoutLiteral.isEmpty {
      parts.append(
        names(plan.withoutLiteral)
          + " (no literal in the file: a default or a computed value)")
    }
    if !plan.shared.isEmpty {
      parts.append(names(plan.shared) + " (its literal sets other values too)")
    }
    guard !parts.isEmpty else { return "" }
    return parts.joined(separator: "; ") + ". C copies the whole scene as SwiftUI"
  }

  /// The files' texts once those in `written` hold the plan's: the loaded texts, in their
  /// order, with the written ones replaced.
  private static func texts(of plan: WriteBack, in written: [String], loaded: SceneFiles.Load) -> [String?] {
    var texts = loaded.texts
    for change in plan.changes where written.contains(change.path) {
      if let index = loaded.files.firstIndex(where: { $0.path == change.path }) { texts[index] = change.after }
    }
    return texts
  }

  /// The parameters' names, as the inspector writes them: "extra bounce, shadow radius".
  private static func names(_ parameters: [TuningParameter]) -> String {
    parameters.map(\.name).joined(separator: ", ")
  }

  private static func refusal(_ line: String, notice: String, unwritten: [TuningParameter] = []) -> Outcome {
    Outcome(lines: [line], notice: notice, wrote: false, texts: [], unwritten: unwritten)
  }
}

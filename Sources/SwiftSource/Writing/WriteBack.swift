import Scenes

/// W: the live parameters' edited values written back into the Swift files the scene was read
/// from, as new file texts (pure: the caller reads and writes the files).
///
/// Only the literal tokens that the edited parameters were folded from change (`0.4` → `0.45`,
/// `easeIn` → `easeOut`); every other byte stays. Each plan is checked by reading the new texts
/// again: a parameter is written only when the new files give its edited value and move
/// nothing else, so a literal shared with another value (a `let` used twice, a spring duration
/// computed from the element duration) is left alone and named instead.
package struct WriteBack: Sendable {
  /// One file whose literals change.
  package struct FileChange: Hashable, Sendable {
    /// The file's path, as the reading gave it.
    package var path: String
    /// The text the scene was read from.
    package var before: String
    /// The text with the edited literals.
    package var after: String
    /// The literals replaced, in file order.
    package var edits: [LiteralEdit]
  }

  /// The files to write, in the order given; empty when nothing can be written.
  package private(set) var changes: [FileChange] = []
  /// The parameters whose value differs from the files' (as the inspector shows them).
  package private(set) var edited: [TuningParameter] = []
  /// The edited parameters the new files carry.
  package private(set) var written: [TuningParameter] = []
  /// Edited parameters with no literal of their own in the files: the value is a default the
  /// files do not spell, or computed by an expression (`elementDuration - 0.05`).
  package private(set) var withoutLiteral: [TuningParameter] = []
  /// Edited parameters whose literal also sets something else, so that writing it would change
  /// more than the edit.
  package private(set) var shared: [TuningParameter] = []

  /// How many literal tokens change, in all files.
  package var literalCount: Int { changes.reduce(0) { $0 + $1.edits.count } }

  /// Plans writing `scene`'s edited parameters into `files`, which `reading` was read from
  /// (`reading.scene` is their scene, without the command line's overrides).
  package init(files: [SourceFile], reading: SceneReading, edited scene: SceneModel) {
    let loaded = reading.scene
    edited = TuningParameter.allCases.filter { $0.text(in: scene) != $0.text(in: loaded) }
    var candidates: [(parameter: TuningParameter, edits: [LiteralEdit])] = []
    for parameter in edited {
      let edits = Self.edits(for: parameter, from: loaded, to: scene, literals: reading.literals)
      if edits.isEmpty { withoutLiteral.append(parameter) } else { candidates.append((parameter, edits)) }
    }
    guard !candidates.isEmpty else { return }
    // All at once: one more read. Only when that moves something else, one parameter at a
    // time, to find the literals that are shared.
    var accepted: [(parameter: TuningParameter, edits: [LiteralEdit])] = []
    if let all = Self.verified(candidates, files: files, loaded: loaded, edited: scene) {
      accepted = candidates
      changes = all
    } else {
      for candidate in candidates {
        if let tried = Self.verified(accepted + [candidate], files: files, loaded: loaded, edited: scene) {
          accepted.append(candidate)
          changes = tried
        } else {
          shared.append(candidate.parameter)
        }
      }
    }
    written = accepted.map(\.parameter)
  }

  /// The file changes `candidates` make, if reading them back gives each candidate's edited
  /// value and every other value as loaded; nil otherwise.
  private static func verified(
    _ candidates: [(parameter: TuningParameter, edits: [LiteralEdit])], files: [SourceFile],
    loaded: SceneModel, edited: SceneModel
  ) -> [FileChange]? {
    let edits = candidates.flatMap(\.edits)
    var changes: [FileChange] = []
    var newFiles = files
    for (index, file) in files.enumerated() {
      let mine = Set(edits.filter { $0.literal.path == file.path })
      guard !mine.isEmpty else { continue }
      guard let bytes = LiteralEdit.apply(Array(mine), to: Array(file.text.utf8)) else { return nil }
      let after = String(decoding: bytes, as: UTF8.self)
      newFiles[index].text = after
      let ordered = mine.sorted { $0.literal.utf8Range.lowerBound < $1.literal.utf8Range.lowerBound }
      changes.append(FileChange(path: file.path, before: file.text, after: after, edits: ordered))
    }
    guard changes.count == Set(edits.map(\.literal.path)).count else { return nil }
    let reading = SceneReader.read(newFiles)
    guard !reading.hasErrors else { return nil }
    let read = reading.scene
    let written = Set(candidates.map(\.parameter))
    for parameter in TuningParameter.allCases {
      let expected = written.contains(parameter) ? edited : loaded
      guard parameter.text(in: read) == parameter.text(in: expected) else { return nil }
    }
    // Nothing outside the parameters moved: with all of them as loaded, the scene is the
    // loaded one.
    let restored = TuningParameter.allCases.reduce(read) { $1.reset($0, to: loaded) }
    return restored == loaded ? changes : nil
  }

  /// The literal edits that write `parameter`'s value in `scene` where `loaded`'s was read;
  /// empty when no literal carries it.
  private static func edits(
    for parameter: TuningParameter, from loaded: SceneModel, to scene: SceneModel,
    literals: [String: SourceLiteral]
  ) -> [LiteralEdit] {
    // The live parameters move in steps on a grid of 1e-6: spell the grid's value, not the
    // last bits of a spring's duration computed back from its stiffness.
    func grid(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    func number(_ keys: [String], _ value: Double?) -> [LiteralEdit] {
      guard let value else { return [] }
      return keys.compactMap { key in
        literals[key].map { LiteralEdit(literal: $0, text: LiteralEdit.number(grid(value), replacing: $0)) }
      }
    }
    let value = parameter.number(in: scene)
    switch parameter {
    case .totalDuration:
      // The tuning drives the transition's linear animation with the same duration.
      return number(["reveal.totalDuration", "reveal.transitionAnimation.duration"], value)
    case .elementDuration: return number(["reveal.elementDuration"], value)
    case .springDuration: return number(["reveal.spring.duration"], value)
    case .extraBounce:
      var edits = number(["reveal.spring.bounce"], value)
      // `extraBounce:` is over a preset's base bounce: move it by the bounce's change.
      if let literal = literals["reveal.spring.extraBounce"],
        let old = Double(literal.text.filter { $0 != "_" }),
        let new = value, let before = parameter.number(in: loaded)
      {
        edits.append(
          LiteralEdit(literal: literal, text: LiteralEdit.number(grid(old + new - before), replacing: literal)))
      }
      return edits
    case .opacityCurve:
      let spelled = scene.reveal.opacityCurve.swiftSource
      guard let literal = literals["reveal.opacityCurve"], spelled.hasPrefix("UnitCurve."),
        spelled.dropFirst("UnitCurve.".count).allSatisfy({ $0.isLetter })
      else { return [] }
      return [LiteralEdit(literal: literal, text: String(spelled.dropFirst("UnitCurve.".count)))]
    case .creaseRange: return number(["note.ceaseSize"], value)
    case .creaseLegDuration: return number(["note.animation.duration"], value)
    case .shadowRadius: return number(["note.shadowLength"], value)
    }
  }
}

import Scenes

/// What the reader made of a set of Swift files: the scene, what it could not use, and where
/// each literal it used sits.
package struct SceneReading: Sendable {
  /// The scene: the built-in `SceneModel.seed` with every parameter the files set.
  package var scene: SceneModel
  /// Errors (a file that cannot be read or parsed: then `scene` is the built-in one), warnings
  /// (a construct that cannot be used: its built-in value stays) and notes, in file order.
  package var diagnostics: [SourceDiagnostic]
  /// For each scene parameter set straight from one literal token (through `let`s and init
  /// defaults), where that literal is: keys such as `reveal.elementDuration`,
  /// `reveal.spring.extraBounce`, `note.animation.duration`, `firstAttempt.veil.offset`; a
  /// named `UnitCurve`'s name token under `reveal.opacityCurve`. Edit a parameter by replacing
  /// exactly `utf8Range` in its file (`WriteBack` does).
  package var literals: [String: SourceLiteral]

  /// Whether any file failed to read or parse (status 2; the scene is not to be used).
  package var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Creates a reading.
  package init(scene: SceneModel, diagnostics: [SourceDiagnostic], literals: [String: SourceLiteral]) {
    self.scene = scene
    self.diagnostics = diagnostics
    self.literals = literals
  }
}

/// Builds a scene from SwiftUI source: `motion-preview FILE.swift…`.
package enum SceneReader {
  /// Reads `files` (in order; a later file's constructs override an earlier one's) into a scene.
  /// Whether `files` are the seeds' scenes, which the built-in scene draws (until the general
  /// engine draws them): a `TextRenderer` or `AnimatableModifier` type, or a `.stickyNote(…)`
  /// call. Any other SwiftUI file is compiled and run as it is. Files that do not parse are
  /// not the seeds'.
  package static func describesSeedScene(_ files: [SourceFile]) -> Bool {
    #if SWIFT_SYNTAX
      return LargeStack.run {
        files.contains { file in
          guard let parsed = ParsedFile.parse(file).file else { return false }
          let types = TypeCollector(viewMode: .sourceAccurate)
          types.walk(parsed.tree)
          let seedProtocols: Set<String> = ["TextRenderer", "AnimatableModifier"]
          return types.types.contains { !seedProtocols.isDisjoint(with: $0.inherits) }
            || !CallCollector.calls(["stickyNote"], in: parsed.tree).isEmpty
        }
      }
    #else
      return true
    #endif
  }

  package static func read(_ files: [SourceFile]) -> SceneReading {
    #if SWIFT_SYNTAX
      return LargeStack.run {
        var parsed: [ParsedFile] = []
        var errors: [SourceDiagnostic] = []
        for file in files {
          let result = ParsedFile.parse(file)
          if let file = result.file { parsed.append(file) }
          errors += result.errors
        }
        guard errors.isEmpty else {
          return SceneReading(scene: .seed, diagnostics: errors, literals: [:])
        }
        let mapper = SceneMapper()
        for file in parsed { mapper.read(file) }
        return SceneReading(scene: mapper.scene, diagnostics: mapper.diagnostics, literals: mapper.literals)
      }
    #else
      return SceneReading(
        scene: .seed, diagnostics: files.prefix(1).map(SwiftSyntaxAvailability.missing), literals: [:])
    #endif
  }
}

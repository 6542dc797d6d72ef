import SwiftSource

/// Builds the user's SwiftUI files into a shared library the agent `dlopen`s: the files are
/// rewritten (`PreviewSources`: literals as design-time values, `#Preview`s as functions, the
/// registration entry point), compiled by `swiftc` against MotionUI with `-module-alias
/// SwiftUI=MotionUI`, and cached by content, so a build of sources built before costs no
/// compile.
///
/// A file inside a SwiftPM target (`Sources/TARGET/…` under a `Package.swift`) compiles with
/// the target's other Swift files (but `main.swift`), as module TARGET.
///
/// Whole-module mode (`-wmo`) is the default: measured here (Swift 6.3.1, `CompileBench`, 2
/// cores at a load average of 6 to 8.5), the 119-line sample built cold in 0.51–1.43 s with
/// `-wmo` and 0.66–1.41 s in batch mode, and after a structural edit in 0.47–1.06 s against
/// 0.62–1.52 s (6 runs each); the same views in three files took 0.55–1.02 s against
/// 1.04–1.44 s (4 runs each). A cache hit takes 24–64 ms and a literal-only change 21–46 ms,
/// both mostly the rewrite.
package struct PreviewBuilder: Sendable {
  /// The compiler.
  package let toolchain: Toolchain
  /// The library's modules.
  package let modules: LibraryModules
  /// Where the libraries go.
  package let cache: LibraryCache
  /// How the compiler runs.
  package let mode: CompileMode

  /// A builder with these parts.
  package init(toolchain: Toolchain, modules: LibraryModules, cache: LibraryCache, mode: CompileMode = .wholeModule) {
    self.toolchain = toolchain
    self.modules = modules
    self.cache = cache
    self.mode = mode
  }

  /// The builder the preview uses: `swiftc` from PATH (or beside the Swift runtime), the
  /// modules beside the executable, the cache in `$XDG_CACHE_HOME/motion-preview`.
  ///
  /// - Throws: `noCompiler`, `brokenCompiler` or `noLibrary`.
  package static func standard() throws(PreviewBuildError) -> PreviewBuilder {
    PreviewBuilder(toolchain: try Toolchain.find(), modules: try LibraryModules.besideExecutable(), cache: .standard())
  }

  /// Builds `files` (the user's, as read; paths as on disk, for their SwiftPM targets), or
  /// finds the library built from the same sources before.
  ///
  /// - Throws: `PreviewBuildError`: bad sources, the compiler's errors at the user's places,
  ///   a missing compiler, a full disk.
  package func build(files: [SourceFile]) throws(PreviewBuildError) -> BuiltPreview {
    let (sources, moduleName) = try prepare(files)
    let compilation = Compilation(
      toolchain: toolchain, modules: modules, mode: mode, moduleName: moduleName, sources: sources)
    let key = compilation.key()
    if let log = cache.cachedLog(key) {
      // The log's first line is the work folder the library was built in.
      let text = String(decoding: log, as: UTF8.self)
      let work = String(text.prefix { $0 != "\n" })
      let diagnostics = CompilerDiagnostics(text, sources: compilation.diagnosticSources(in: work))
      return BuiltPreview(
        library: cache.library(key), sources: sources, diagnostics: diagnostics.located, wasCached: true)
    }
    let work = try cache.makeWorkFolder()
    defer { BuildFiles.removeTree(work) }
    let (status, errors) = try compilation.run(in: work)
    let diagnostics = CompilerDiagnostics(errors, sources: compilation.diagnosticSources(in: work))
    guard status == 0 else {
      if errors.contains("No space left on device") || errors.contains("Disk quota exceeded") {
        throw .diskFull(path: cache.folder, reason: "No space left on device")
      }
      if !diagnostics.errors.isEmpty { throw .compile(diagnostics.located) }
      let last = errors.split(separator: "\n").last.map(String.init)
      throw .compilerFailed(diagnostics.unlocatedErrors.first ?? last ?? "swiftc exited with status \(status)")
    }
    try cache.install(work + "/library.so", log: Array((work + "\n" + errors).utf8), as: key)
    return BuiltPreview(library: cache.library(key), sources: sources, diagnostics: diagnostics.located, wasCached: false)
  }

  /// `built`'s library with `files`' literal table, when the files differ from the sources it
  /// was built from only in literals' values (the same skeleton): no compile is needed, and
  /// the agent gets the result's `designTimeValues`; its `literals` say where the tokens are
  /// now (a value's length may have changed), its diagnostics are `built`'s. Nil when anything
  /// else changed.
  ///
  /// - Throws: `PreviewBuildError` when the files cannot be previewed at all.
  package func literalOnlyChange(from built: BuiltPreview, to files: [SourceFile]) throws(PreviewBuildError) -> BuiltPreview? {
    // One token changed in place: read without parsing the files again (see `retuned(to:)`).
    if let retuned = built.sources.retuned(to: files) {
      return BuiltPreview(library: built.library, sources: retuned, diagnostics: built.diagnostics, wasCached: true)
    }
    let sources = try prepare(files).sources
    guard sources.literalValues(ifOnlyLiteralsChangedFrom: built.sources) != nil else { return nil }
    return BuiltPreview(library: built.library, sources: sources, diagnostics: built.diagnostics, wasCached: true)
  }

  /// The rewritten sources of `files` and their SwiftPM targets' other files, and the module
  /// name: the target's, when all files are in one target, else `UserPreview`.
  private func prepare(_ files: [SourceFile]) throws(PreviewBuildError) -> (sources: PreviewSources, moduleName: String) {
    guard !files.isEmpty else { throw .noFiles }
    // A file named twice is compiled once.
    var seen: Set<String> = []
    let files = files.filter { seen.insert(BuildFiles.realPath($0.path) ?? $0.path).inserted }
    var context: [SourceFile] = []
    let targets = files.map { SwiftPMTarget.containing($0.path) }
    for target in Set(targets.compactMap { $0 }).sorted(by: { $0.folder < $1.folder }) {
      for path in target.swiftFiles() where seen.insert(path).inserted {
        switch SourceFile.decode(path: path, bytes: try BuildFiles.read(path)) {
        case .success(let file): context.append(file)
        case .failure(let problem): throw .source(.located([problem]))
        }
      }
    }
    // Xcode's asset symbols for the catalogs beside the files (`Color(.brand)`), as a file of
    // their own beside the first catalog, which is never written there.
    let catalogs = AssetCatalogs.near(files.map(\.path))
    if let first = catalogs.first, let symbols = AssetCatalogs.symbolsSource(for: AssetCatalogs.assets(in: catalogs)) {
      context.append(SourceFile(path: first + "/" + AssetCatalogs.symbolsFileName, text: symbols))
    }
    let sources: PreviewSources
    do {
      sources = try PreviewSources(previewed: files, context: context)
    } catch {
      throw .source(error)
    }
    let taken = Set(PreviewSources.moduleAliases.flatMap { [$0.alias, $0.module] })
    if let first = targets.first, let target = first, targets.allSatisfy({ $0 == target }), target.isModuleName,
      !taken.contains(target.name)
    {
      return (sources, target.name)
    }
    return (sources, "UserPreview")
  }
}

/// A preview library, built or found in the cache, and what it was built from.
package struct BuiltPreview: Hashable, Sendable {
  /// The shared library to `dlopen` (in the cache: never remove it, another preview may use
  /// it); it exports `motion_preview_register` (`PreviewDeclaration.entrySymbol`).
  package let library: String
  /// The rewritten sources it was compiled from.
  package let sources: PreviewSources
  /// The compiler's warnings and notes, at the user's places.
  package let diagnostics: [SourceDiagnostic]
  /// Whether the library came from the cache or an earlier build (no compile ran).
  package let wasCached: Bool

  /// The design-time literals the library reads: what the host may tune with no compile.
  package var literals: [DesignTimeLiteral] { sources.literals }
  /// The previews the library registers, in registration order.
  package var previews: [PreviewDeclaration] { sources.previews }
  /// The skeleton of the sources (see `PreviewSources.skeleton`).
  package var skeleton: String { sources.skeleton }
  /// The design-time table for the sources: each literal's value by key.
  package var designTimeValues: [String: DesignTimeLiteral.Value] { sources.designTimeValues }
}

// swift-tools-version:6.0
// motion-preview: a real-time X11 preview of SwiftUI-style animations for Linux.
//
// Module graph (data flows one way, see ../shared/DESIGN.md):
//   Motion  <-  Scenes  <-  TextShaping (fonts and shaping, no X)  <-  X11Canvas (the only
//   importer of CX11)  <-  MotionPreview
//   Export (encoders and the one file writer; no X)  <-  X11Canvas, MotionPreview
//   CCairo (path masks on the client, no X)  <-  X11Canvas
//   Scenes  <-  SwiftSource (the only user of SwiftSyntax)  <-  MotionPreview
//   SwiftSource, ChildProcesses  <-  PreviewBuild (drives swiftc for the previewed files)
//   Motion, CGtk3  <-  GTKPeer (a separate program: the GTK 3 peer `bench` measures against)
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax (`usr/lib/swift/host` beside the `swift` on PATH), or nil when
/// this toolchain does not ship it. Only the SwiftSource target uses it, so only SwiftSource carries
/// unsafe flags; without it SwiftSource builds a stub that says it cannot read Swift files.
let swiftSyntaxHost: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    let needed = [
      "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule", "SwiftParserDiagnostics.swiftmodule",
      "SwiftDiagnostics.swiftmodule", "libSwiftSyntax.so", "libSwiftParser.so",
      "libSwiftParserDiagnostics.so", "libSwiftDiagnostics.so",
    ]
    let present = needed.allSatisfy { FileManager.default.fileExists(atPath: host + "/" + $0) }
    return present ? host : nil
  }
  return nil
}()

/// The small value types and samplers that every frame calls across module boundaries
/// (`AnimatedValue`, `CGAffineTransform`, `DrawCommand`) are specialised and inlined into their
/// callers in release builds.
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

/// MotionUI's and X11Canvas's accesses to their own class properties (the nodes, the graph,
/// the renderer's caches) are checked for exclusivity at run time in debug builds, where the
/// tests run; release builds leave the dynamic check out (the static one stays): it was 7 % of
/// the graph's frame of 1,000 animated views (`bench --views`), and 14,000 of the examples'
/// 466,000 instructions a frame in the renderer.
let uncheckedExclusivityInRelease: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// Where the compiler finds SwiftSyntax's modules. SwiftSource imports them `internal`, but a
/// module built without library evolution still names them to its importers, so the targets
/// that import SwiftSource (the executable and the tests) need the path too; `Motion` never.
let swiftSyntaxSearchPath: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []

/// GTK 3's flags for the GTK peer, from `pkg-config gtk+-3.0` (its `-I`, `-L` and `-l` flags),
/// or nil when GTK 3's development files are missing: then the peer is not part of the package
/// and `bench` says so. The flags go to the peer's target directly rather than through the
/// system library's `pkgConfig:`, because GTK's dependencies ask for `-pthread`, which SwiftPM
/// refuses with a warning on every build.
let gtk3Flags: (compile: [String], link: [String])? = {
  let pkgConfig = Process()
  pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  pkgConfig.arguments = ["pkg-config", "--cflags", "--libs", "gtk+-3.0"]
  let output = Pipe()
  pkgConfig.standardOutput = output
  pkgConfig.standardError = FileHandle.nullDevice
  guard (try? pkgConfig.run()) != nil else { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  pkgConfig.waitUntilExit()
  guard pkgConfig.terminationStatus == 0 else { return nil }
  let flags = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
  let includes = flags.filter { $0.hasPrefix("-I") }
  return (includes.flatMap { ["-Xcc", $0] }, flags.filter { $0.hasPrefix("-L") || $0.hasPrefix("-l") })
}()

/// The GTK peer's product and targets, when GTK 3 is there to build it (see `gtk3Flags`).
let gtkPeerProducts: [Product] = gtk3Flags == nil ? [] : [
  // The same scene drawn by a plain GTK 3 + cairo + Pango program, for `bench`'s comparison.
  .executable(name: "motion-preview-gtk-peer", targets: ["GTKPeer"])
]
let gtkPeerTargets: [Target] = gtk3Flags.map { flags in
  [
    // GTK 3 with cairo and Pango, for the GTK peer only.
    .systemLibrary(name: "CGtk3"),
    // The GTK peer: the default window's scene drawn the way a GTK 3 program draws it (a
    // drawing area, a tick callback, cairo paths, Pango text, a blurred shadow), run by `bench`
    // from beside the motion-preview executable to measure its CPU on the same display.
    .executableTarget(
      name: "GTKPeer", dependencies: ["Motion", "CGtk3"], path: "Sources/GTKPeer",
      swiftSettings: [.unsafeFlags(flags.compile)], linkerSettings: [.unsafeFlags(flags.link)]),
  ]
} ?? []

/// How the built-in previews compile: as the preview build compiles a user's file
/// (`PreviewSources.moduleAliases`, Swift 5 mode, `import SwiftUI` in every file).
let builtInPreviewSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v5),
  .unsafeFlags([
    "-module-alias", "SwiftUI=MotionUI", "-module-alias", "UIKit=MotionUIKit",
    "-Xfrontend", "-import-module", "-Xfrontend", "SwiftUI",
  ]),
]

let package = Package(
  name: "motion-preview",
  products: [
    // SwiftUI's animation maths (Spring, UnitCurve, Animation), usable on its own.
    .library(name: "Motion", targets: ["Motion"]),
    // Motion's conformances for Foundation's CGFloat, CGPoint, CGSize and CGRect.
    .library(name: "MotionCoreGraphics", targets: ["MotionCoreGraphics"]),
    // SwiftUI's API for Linux: previewed files compile against it (`-module-alias SwiftUI=MotionUI`).
    .library(name: "MotionUI", targets: ["MotionUI"]),
    .executable(name: "motion-preview", targets: ["MotionPreview"]),
  ] + gtkPeerProducts,
  targets: [
    .systemLibrary(
      name: "CX11",
      pkgConfig: "x11 xext xft xrender fontconfig xrandr xpresent xfixes",
      providers: [
        .apt([
          "libx11-dev", "libxext-dev", "libxft-dev", "libfreetype-dev", "libfontconfig-dev",
          "libxrender-dev", "libxrandr-dev", "libxpresent-dev", "libxfixes-dev",
        ])
      ]
    ),
    // X-Resource and XTest, for the tests only: the app never links them.
    .systemLibrary(
      name: "CX11Testing", pkgConfig: "xres xtst", providers: [.apt(["libxres-dev", "libxtst-dev"])]
    ),
    .systemLibrary(
      name: "CTextShaping",
      pkgConfig: "raqm harfbuzz fribidi freetype2 fontconfig icu-uc",
      providers: [
        .apt([
          "libraqm-dev", "libharfbuzz-dev", "libfribidi-dev", "libfreetype-dev",
          "libfontconfig-dev", "libicu-dev",
        ])
      ]
    ),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // Paths (curves, fill rules, strokes with caps, joins and dashes) into A8 coverage masks.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // posix_spawn children (Xvfb, ffmpeg, the tools tests drive) and the one PATH lookup.
    .target(name: "ChildProcesses"),
    // The agent's wall clock as the scene clock: `clock_gettime`, `gettimeofday`, `time` and
    // `timespec_get` defined in the executable, which exports them (`--export-dynamic`), so that
    // `Date()` in previewed code reads the scene's date on the agent's graph thread, and only there.
    .target(name: "CSceneClock"),
    .target(name: "Motion", swiftSettings: crossModuleOptimization),
    .target(name: "MotionCoreGraphics", dependencies: ["Motion"], swiftSettings: crossModuleOptimization),
    .target(name: "Scenes", dependencies: ["Motion"], swiftSettings: crossModuleOptimization),
    // SwiftUI's views, layout, drawing, state and animation; display lists out, no X, no clock.
    // Swift 5 mode, as the SwiftUI files compiled against it: `View` is `@MainActor
    // @preconcurrency`, and the library's value types cross into main-actor code as SwiftUI's do.
    .target(
      name: "MotionUI", dependencies: ["Motion", "MotionCoreGraphics", "Scenes"],
      swiftSettings: [.swiftLanguageMode(.v5)] + uncheckedExclusivityInRelease),
    // What `import UIKit` gives a previewed file (`-module-alias UIKit=MotionUIKit`).
    .target(name: "MotionUIKit", dependencies: ["MotionUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // The built-in previews, compiled with the package: `assets/seeds/` verbatim (symbolic links
    // in Sources/BuiltInSeeds) and `assets/examples/`'s scenes, each beside the file that
    // registers its previews. They compile as a previewed file does: `SwiftUI` is MotionUI,
    // imported into every file (a seed without `import SwiftUI` gets it, as the rewrite appends it).
    .target(
      name: "BuiltInSeeds", dependencies: ["MotionUI", "MotionUIKit"], swiftSettings: builtInPreviewSettings),
    .target(
      name: "BuiltInExamples", dependencies: ["MotionUI", "MotionUIKit"], swiftSettings: builtInPreviewSettings),
    .target(name: "Export", dependencies: ["CPNG", "CGIF", "CImageQuant", "CWebP", "ChildProcesses"]),
    .target(name: "TextShaping", dependencies: ["CTextShaping", "Scenes"], swiftSettings: crossModuleOptimization),
    .target(
      name: "SwiftSource",
      dependencies: ["Motion", "Scenes"],
      swiftSettings: swiftSyntaxHost.map { [.unsafeFlags(["-I", $0]), .define("SWIFT_SYNTAX")] } ?? [],
      linkerSettings: swiftSyntaxHost.map {
        [
          .unsafeFlags([
            "-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftDiagnostics",
            "-lSwiftParserDiagnostics", "-Xlinker", "-rpath", "-Xlinker", $0,
          ])
        ]
      } ?? []
    ),
    // Compiles the user's files (SwiftSource's rewrite) into a preview library with swiftc,
    // cached by content, with the compiler's diagnostics mapped back to the user's lines.
    .target(name: "PreviewBuild", dependencies: ["SwiftSource", "ChildProcesses"], swiftSettings: swiftSyntaxSearchPath),
    // The agent: the child process that loads the user's compiled preview and answers the
    // window with frames as data (the messages it speaks are here too).
    .target(
      name: "PreviewAgent", dependencies: ["MotionUI", "Scenes", "TextShaping", "BuiltInSeeds", "BuiltInExamples", "CSceneClock"]),
    // The host: the window's side of the agent (starting it, its requests and replies, its
    // crashes and hangs) and the background build of the watched files.
    .target(
      name: "PreviewHost", dependencies: ["PreviewAgent", "PreviewBuild", "Scenes", "ChildProcesses"],
      swiftSettings: swiftSyntaxSearchPath),
    .target(
      name: "X11Canvas", dependencies: ["CX11", "CCairo", "Export", "Scenes", "TextShaping", "ChildProcesses"],
      swiftSettings: uncheckedExclusivityInRelease),
    .executableTarget(
      name: "MotionPreview",
      dependencies: [
        "Motion", "Scenes", "Export", "SwiftSource", "TextShaping", "X11Canvas", "MotionUI", "MotionUIKit",
        "PreviewAgent", "PreviewBuild", "PreviewHost",
      ],
      path: "Sources/MotionPreview",
      swiftSettings: swiftSyntaxSearchPath,
      // The agent (this binary, `motion-preview __agent`) dlopens the user's compiled library,
      // whose references to MotionUI resolve against this executable's symbols.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
    ),
    // What every test target shares: the Xvfb server, child processes, the X tools, pixel reading.
    .target(
      name: "TestSupport",
      dependencies: ["ChildProcesses", "Export", "X11Canvas", "CX11", "CX11Testing"],
      path: "Tests/TestSupport"),
    .testTarget(name: "MotionTests", dependencies: ["Motion", "MotionCoreGraphics", "TestSupport"]),
    .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Motion"]),
    // The built-in previews run here: the seeds verbatim, and the examples against closed forms.
    .testTarget(
      name: "MotionUITests", dependencies: ["MotionUI", "Scenes", "BuiltInSeeds", "BuiltInExamples", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // MotionUI's views drawn by the real renderer on a private Xvfb and read back as pixels.
    // The examples' real frames (ExampleScene) for the renderer's and the damage's tests.
    .testTarget(
      name: "MotionUIRenderTests",
      dependencies: ["MotionUI", "Scenes", "X11Canvas", "Export", "TestSupport", "BuiltInExamples"]),
    .testTarget(name: "ExportTests", dependencies: ["Export", "TestSupport"]),
    .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "Scenes"]),
    .testTarget(
      name: "SwiftSourceTests", dependencies: ["SwiftSource", "Motion", "Scenes", "TestSupport"],
      exclude: ["Fixtures"], swiftSettings: swiftSyntaxSearchPath
    ),
    // MotionUI and MotionUIKit only so that their modules are built beside the test bundle.
    .testTarget(
      name: "PreviewBuildTests",
      dependencies: [
        "PreviewBuild", "SwiftSource", "TestSupport", "ChildProcesses", "MotionUI", "MotionUIKit", "BuiltInSeeds",
        "BuiltInExamples",
      ],
      swiftSettings: swiftSyntaxSearchPath
    ),
    .testTarget(
      name: "X11CanvasTests",
      dependencies: [
        "X11Canvas", "Export", "Scenes", "CX11", "CX11Testing", "TextShaping", "ChildProcesses", "TestSupport",
      ]),
    // The command-line and input fuzzer: the real binary, random arguments, files and text.
    .testTarget(name: "FuzzTests", dependencies: ["ChildProcesses", "TestSupport"]),
    .testTarget(
      name: "MotionPreviewTests",
      dependencies: ["MotionPreview", "Scenes", "ChildProcesses", "TestSupport", "PreviewAgent", "PreviewHost"],
      swiftSettings: swiftSyntaxSearchPath
    ),
  ] + gtkPeerTargets,
  swiftLanguageModes: [.v6]
)

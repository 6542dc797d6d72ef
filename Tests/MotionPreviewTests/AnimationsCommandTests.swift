import Foundation
import ChildProcesses
import Glibc
import Testing
import TestSupport

/// `motion-preview animations`: the built program on real files: status, standard output and
/// one located line per problem on standard error.
@Suite struct AnimationsCommandTests {
  static let seeds: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/assets/seeds/"
  }()

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let result = try ChildProcess.run(PreviewProcess.executable, ["animations"] + arguments)
    return (
      result.status, String(decoding: result.output, as: UTF8.self),
      String(decoding: result.error, as: UTF8.self)
    )
  }

  @Test func listsTheSeedsAnimationsAsJSON() throws {
    let result = try Self.run(["--json", Self.seeds + "StickyNote.swift"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output.hasPrefix("[{\"file\": \"\(Self.seeds)StickyNote.swift\", \"line\": 14, \"column\": 35"))
    #expect(result.output.contains("\"normalized\": \".easeInOut(duration: 1).repeatForever(autoreverses: true)\""))
  }

  @Test func theTableHasOneRowPerExpression() throws {
    let result = try Self.run([Self.seeds + "TextRendererReveal.swift", Self.seeds + "FirstAttempt.swift"])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n")
    // A header, five rows, and the note that says what a spring's duration is.
    #expect(rows.count == 1 + 5 + 1)
    #expect(rows.last == "(a spring's duration is its settle time: the last moment it is more than 0.1 % of the move from its target)")
    // The reveal's spring settles at 0.848 s (the closed form; see TuningTests).
    #expect(rows.contains {
      $0.contains("Spring(duration: 0.35, bounce: 0.55)") && $0.contains("0.848 s") && $0.contains("20.5 %")
    })
  }

  /// Every animation of a file is read (issue 22, item 7): the springs of `SpringKeyframe`s,
  /// what a `phaseAnimator`'s `animation:` closure returns (in a `switch`, an `if`, as a
  /// trailing closure or an argument), an interpolating spring's initial velocity in both
  /// figures, and `.spring()` and `.interactiveSpring()` as SwiftUI resolves them.
  ///
  /// The figures are closed forms worked out by hand. A spring's overshoot from rest is
  /// e^(−πζ/√(1−ζ²)) with ζ = 1 − bounce: bounce 0.3 → 4.6 %, 0.25 → 2.8 %, 0.4 → 9.5 %,
  /// 0.15 → 0.6 %. `interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 5)`:
  /// ω₀ = 10, λ = 5, ω = √75; the distance to the target is d(t) = e^(−5t)(cos ωt + ((λ − 5)/ω)
  /// sin ωt) = e^(−5t) cos ωt, whose first extreme past the target is at ωt = 5π/6:
  /// e^(−5 · 0.30230) · cos(5π/6) = −0.19104, an overshoot of 19.1 % (from rest it would be
  /// 16.3 %); |d| last falls to 0.001 after the extreme at ωt = 17π/6, at t = 1.217 s.
  /// `.spring()` is `spring(duration: 0.5, bounce: 0, blendDuration: 0)` and
  /// `.interactiveSpring()` is `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration:
  /// 0.25)` (Apple's documentation gives these defaults; the `response:` overloads are
  /// disfavoured), with the interactive spring's base bounce 0.15.
  @Test func everyAnimationIsRead() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/Every.swift"
    try """
      import SwiftUI

      enum Phase: CaseIterable { case start, middle, end }

      struct Every: View {
          @State private var on = false
          var body: some View {
              Text("x")
                  .keyframeAnimator(initialValue: 1.0, trigger: on) { content, v in content.scaleEffect(v) } keyframes: { _ in
                      KeyframeTrack {
                          SpringKeyframe(1.5, duration: 0.3, spring: .bouncy)
                          SpringKeyframe(0.5, duration: 0.2, spring: .snappy(duration: 0.3, extraBounce: 0.1))
                      }
                  }
                  .phaseAnimator(Phase.allCases, trigger: on) { content, phase in
                      content.opacity(phase == .middle ? 0.5 : 1)
                  } animation: { phase in
                      switch phase {
                      case .start: .easeIn(duration: 0.2)
                      case .middle: .spring(duration: 0.3, bounce: 0.4)
                      case .end: .smooth
                      }
                  }
                  .phaseAnimator([0, 1]) { content, phase in content } animation: { _ in .bouncy }
                  .phaseAnimator([0, 1], content: { c, _ in c }, animation: { phase in
                      if phase == 0 { return .linear(duration: 1) }
                      return .easeOut
                  })
                  .animation(.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 5), value: on)
                  .animation(.spring(), value: on)
                  .animation(.interactiveSpring(), value: on)
          }
      }

      """.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Self.run([path])
    #expect(result.status == 0)
    #expect(result.error.isEmpty, "\(result.error)")
    let rows = result.output.split(separator: "\n").dropFirst().dropLast()
    #expect(rows.count == 11, "\(result.output)")
    func row(_ line: Int) -> String { rows.first { $0.hasPrefix("\(path):\(line):") }.map(String.init) ?? "" }
    #expect(row(11).hasSuffix(".bouncy  →  Spring(duration: 0.5, bounce: 0.3)") && row(11).contains(" 4.6 %"))
    #expect(row(12).hasSuffix("→  Spring(duration: 0.3, bounce: 0.25)") && row(12).contains(" 2.8 %"))
    #expect(row(19).hasSuffix(".easeIn(duration: 0.2)") && row(19).contains("0.200 s"))
    #expect(row(20).hasSuffix(".spring(duration: 0.3, bounce: 0.4)") && row(20).contains(" 9.5 %"))
    #expect(row(21).hasSuffix(".smooth  →  .spring(duration: 0.5, bounce: 0)"))
    #expect(row(24).hasSuffix(".bouncy  →  .spring(duration: 0.5, bounce: 0.3)") && row(24).contains(" 4.6 %"))
    #expect(row(26).hasSuffix(".linear(duration: 1)") && row(26).contains("1.000 s"))
    #expect(row(27).hasSuffix(".easeOut  →  .easeOut(duration: 0.35)"))
    #expect(row(29).contains("1.217 s") && row(29).contains(" 19.1 %"), "\(row(29))")
    #expect(row(30).hasSuffix(".spring()  →  .spring(duration: 0.5, bounce: 0)") && row(30).contains(" 0.0 %"))
    #expect(
      row(31).hasSuffix(".interactiveSpring()  →  .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)")
        && row(31).contains(" 0.6 %"))
  }

  @Test func unreadableFilesAreOneLineAndStatusTwo() throws {
    let folder = try TemporaryDirectory()
    let missing = try Self.run([folder.path + "/missing.swift"])
    #expect(missing.status == 2)
    #expect(missing.error == "motion-preview: cannot read \"\(folder.path)/missing.swift\": No such file or directory\n")
    let directory = try Self.run([folder.path])
    #expect(directory.status == 2)
    #expect(directory.error == "motion-preview: cannot read \"\(folder.path)\": it is a directory\n")
    let empty = folder.path + "/empty.swift"
    _ = system("printf '' > '\(empty)'")
    let emptyResult = try Self.run([empty])
    #expect(emptyResult.status == 2)
    #expect(emptyResult.error == "\(empty):1:1: error: the file is empty\n")
    #expect(emptyResult.output.isEmpty)
  }

  @Test func aFileThatDoesNotParseIsStatusTwoWithItsErrors() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/broken.swift"
    _ = system("printf 'let a = Animation.easeIn(duration: 1 +)\\n' > '\(path)'")
    let result = try Self.run([path])
    #expect(result.status == 2)
    #expect(result.error == "\(path):1:39: error: expected expression after operator\n")
    #expect(result.output.isEmpty)
  }

  @Test func needsAFile() throws {
    let result = try ChildProcess.run(PreviewProcess.executable, ["animations"])
    #expect(result.status == 2)
    #expect(
      String(decoding: result.error, as: UTF8.self)
        == "motion-preview: animations needs one or more Swift files: motion-preview animations FILE.swift\n")
    // A file that is not Swift is refused as the window refuses it (it was read and listed
    // nothing, with status 0).
    let folder = try TemporaryDirectory()
    let path = folder.path + "/notes.txt"
    _ = system("printf 'let a = Animation.easeIn(duration: 1)\\n' > '\(path)'")
    let notes = try ChildProcess.run(PreviewProcess.executable, ["animations", path])
    #expect(notes.status == 2)
    #expect(
      String(decoding: notes.error, as: UTF8.self)
        == "motion-preview: unexpected argument \"\(path)\" (animations reads Swift files, ending in .swift, or - for standard input)\n")
    #expect(notes.output.isEmpty)
  }
}

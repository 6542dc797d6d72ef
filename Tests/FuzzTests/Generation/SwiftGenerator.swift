import TestSupport

/// Swift source for the commands that read it: the seed scenes, mutated (numbers replaced by
/// odd values, pieces cut, duplicated or spliced in), snippets of animation code with wild
/// arguments, and bytes that are not Swift at all.
struct SwiftGenerator {
  /// The seed files in `assets/seeds`, read once.
  static let seeds: [[UInt8]] = {
    // This file is Tests/FuzzTests/Generation/SwiftGenerator.swift: the package is three up.
    var root = #filePath
    for _ in 0..<4 { root = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)]) }
    return ["FirstAttempt", "StickyNote", "TextRendererReveal"].map {
      fileBytes(at: "\(root)/assets/seeds/\($0).swift")
    }.filter { !$0.isEmpty }
  }()

  /// Animation expressions, with a placeholder `#` for a number.
  static let snippets = [
    ".animation(.spring(response: #, dampingFraction: #), value: flag)",
    "withAnimation(.easeInOut(duration: #)) { flag.toggle() }",
    "let s = Spring(duration: #, bounce: #)", "let c = UnitCurve.bezier(startControlPoint: UnitPoint(x: #, y: #), endControlPoint: UnitPoint(x: #, y: #))",
    ".animation(.snappy(duration: #, extraBounce: #).delay(#).speed(#).repeatCount(3, autoreverses: true), value: x)",
    ".animation(.interpolatingSpring(mass: #, stiffness: #, damping: #, initialVelocity: #), value: x)",
    "Animation.timingCurve(#, #, #, #, duration: #).repeatForever()", ".transition(.opacity.animation(.linear(duration: #)))",
    "let a: Animation = .spring(Spring(mass: #, stiffness: #, damping: #))", ".frame(height: isVisible ? # : 0)",
    // What `animations` reads by its place (issue 22, item 7): keyframe springs, the animations
    // an `animation:` closure returns in a switch or an if, a velocity, argument-less springs.
    "SpringKeyframe(#, duration: #, spring: .snappy(duration: #, extraBounce: #))",
    ".phaseAnimator([0, 1], trigger: flag) { c, p in c.opacity(p) } animation: { p in switch p { case 0: .spring(duration: #, bounce: #); default: .interactiveSpring() } }",
    ".phaseAnimator([0, 1], content: { c, _ in c }, animation: { p in if p == # { return .bouncy(duration: #) }; return .spring() })",
    ".animation(.interpolatingSpring(duration: #, bounce: #, initialVelocity: #), value: x)",
  ]

  static let numbers = [
    "0", "1", "0.5", "-1", "-0.5", "1e308", "1e-308", ".nan", ".infinity", "-.infinity", "Double.nan", "0x1p3",
    "1_000", "1/0", "(1 + 2) * 3", "CGFloat.pi", "abc", "", "9999999999999999999999",
  ]

  /// One file's bytes.
  static func file(_ random: inout SeededRandom) -> [UInt8] {
    switch random.weighted([(4.0, 0), (3.0, 1), (1.0, 2), (0.5, 3), (0.5, 4)]) {
    case 0:
      var bytes = seeds.isEmpty ? Array("import SwiftUI".utf8) : random.pick(seeds)
      for _ in 0..<random.int(0...3) { mutate(&bytes, &random) }
      return bytes
    case 1:
      var text = "import SwiftUI\n\nstruct V: View {\n  @State var flag = false\n  var body: some View {\n    Text(\"x\")\n"
      for _ in 0..<random.int(1...6) {
        var snippet = random.pick(snippets)
        while let hole = snippet.firstIndex(of: "#") {
          snippet.replaceSubrange(hole...hole, with: random.pick(numbers + [String(random.double(-10...10))]))
        }
        text += "      " + snippet + "\n"
      }
      return Array((text + (random.chance(0.9) ? "  }\n}\n" : "")).utf8)
    case 2:
      // Deep nesting.
      let depth = random.int(10...20_000)
      return Array(("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)).utf8)
    case 3:
      return random.pick([[], Array(" \n".utf8), [0, 1, 2, 0xFF, 0xFE], Array("\u{FEFF}import SwiftUI".utf8)])
    default:
      var bytes = Array(TextGenerator.text(&random, maximumLength: 3000).utf8)
      if random.chance(0.5) { bytes.insert(0xC0, at: random.int(0...bytes.count)) }
      return bytes
    }
  }

  /// One random edit: cut a piece, duplicate one, or splice in a snippet or a number.
  private static func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    guard !bytes.isEmpty else { return }
    let start = random.int(0...(bytes.count - 1))
    let end = min(bytes.count, start + random.int(1...200))
    switch random.int(0...3) {
    case 0: bytes.removeSubrange(start..<end)
    case 1: bytes.insert(contentsOf: bytes[start..<end], at: random.int(0...bytes.count))
    case 2: bytes.insert(contentsOf: Array(random.pick(snippets).utf8), at: start)
    default:
      // Replace the first number after `start` with an odd one.
      if let digit = bytes[start...].firstIndex(where: { (0x30...0x39).contains($0) }) {
        var last = digit
        while last + 1 < bytes.count, (0x30...0x39).contains(bytes[last + 1]) || bytes[last + 1] == 0x2E { last += 1 }
        bytes.replaceSubrange(digit...last, with: Array(random.pick(numbers).utf8))
      }
    }
  }
}

import SwiftUI
import Foundation

// Evaluated once, or where no call may stand: these stay literal.
let globalScale = 2.5
private let globalName = "global name"

enum Tone: Int {
  case soft = 1
  case loud = 2
}

enum Mood: String {
  case calm = "calm mood"
}

struct Tokens {
  static let spacing = 8.0
  static var title = "Tokens" {
    didSet { print("title is now", title) }
  }
  static var computed: Double { 0.25 }
  let width = 120
  var ratio = -0.5
  var enabled = true
  var big = 0x7FFF_FFFF
  var exponent = 1.5e-3
}

@available(*, deprecated, message: "an old spelling")
func legacy() -> Int { 7 }

func describe(_ value: Int) -> String {
  switch value {
  case 0: return "none at all"
  case 1...3: return "a few"
  default: return "many more"
  }
}

func offset(_ x: Double = -12.5) -> Double {
  #if DEBUG && !false
    return x * 2
  #else
    return x / 3
  #endif
}

func letters() -> [Character] {
  let first: Character = "a"
  let scalar: Unicode.Scalar = "b"
  return [first, Character(scalar), "c"]
}

func pair() -> (Int, String) { (3, "three") }

struct Greeting: View {
  var name = "World"
  var note = """
    two
    lines
    """
  var body: some View {
    if name.count > 3 && pair().0 == 3 {
      Text("Hello, \(name) and \(4 + 5)!")
    } else {
      Text(verbatim: #"raw "quoted""#)
    }
  }
}

#Preview("Greeting card") {
  Greeting(name: "Preview", note: "")
}

// Long chains of number literals stay literal (the type checker's time); short ones do not.
func area() -> Int { 1 + 2 * 3 - (4 / 5) + -6 }
func short() -> Int { 20 * 30 + 40 }

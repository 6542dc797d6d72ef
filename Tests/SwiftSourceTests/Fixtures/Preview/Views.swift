import SwiftUI

struct Plain: View {
  var body: some View { Text("Plain") }
}

struct WithDefaults: View {
  var title = "Defaults"
  let count = 3
  var note: String?
  static let shared = 1
  var doubled: Int { count * 2 }
  var body: some View { Text(title) }
}

struct NeedsArgument: View {
  let title: String
  var body: some View { Text(title) }
}

private struct Hidden: View {
  var body: some View { Text("Hidden") }
}

struct WithInit: View {
  let title: String
  init(title: String = "made") { self.title = title }
  var body: some View { Text(title) }
}

struct WithArgumentInit: View {
  init(x: Int) {}
  var body: some View { Text("x") }
}

struct Generic<Content: View>: View {
  var content: Content?
  var body: some View { Text("generic") }
}

struct NotAView {
  var body = 1
}

struct Extended {
  var body: some View { Text("Extended") }
}

extension Extended: View {}

struct LetOptional: View {
  let note: String?
  var body: some View { Text("optional") }
}

#if DEBUG
struct DebugOnly: View {
  var body: some View { Text("debug") }
}
#endif

import SwiftUI

struct Badge: View {
  var body: some View { Text("Badge") }
}

#Preview { Badge() }

#Preview("Two badges", traits: .sizeThatFitsLayout) {
  Badge()
  Badge()
}

#if DEBUG
struct Badge_Previews: PreviewProvider {
  static var previews: some View { Badge() }
}
#else
#Preview(
  "Release",
  body: { Text("Release") }
)
#endif

#Preview("Toggled") {
  @Previewable @State var on = true
  Text(on ? "On" : "Off")
}

// A view in a file with previews is not previewed by itself.
struct Unlisted: View {
  var body: some View { Text("Unlisted") }
}

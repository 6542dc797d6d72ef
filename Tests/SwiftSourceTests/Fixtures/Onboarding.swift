import SwiftUI

struct OnboardingView: View {
    @State private var page = 0
    let pages = ["Welcome", "Sync", "Share"]

    /// Overshoots a little on the way in.
    let entrance = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.3, y: -0.2),
        endControlPoint: UnitPoint(x: 0.6, y: 1.4)
    )

    var body: some View {
        VStack(spacing: 24) {
            Text(pages[page])
                .font(.largeTitle.bold())
                .id(page)
                .transition(.push(from: .trailing))
                .animation(.default, value: page)
            Button("Next") {
                withAnimation {
                    page = min(page + 1, pages.count - 1)
                }
            }
            Button("Skip") {
                withAnimation(.easeInOut.delay(0.3)) { page = pages.count - 1 }
            }
        }
    }
}

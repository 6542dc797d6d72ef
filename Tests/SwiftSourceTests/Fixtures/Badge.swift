import SwiftUI

struct NotificationBadge: View {
    let count: Int
    @State private var bump = false

    var pop: Spring {
        .bouncy(extraBounce: 0.1)
    }

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .padding(6)
            .background(Circle().fill(.red))
            .scaleEffect(bump ? 1.3 : 1)
            .animation(.smooth, value: bump)
            .onChange(of: count) {
                withAnimation(.spring(duration: 0.5, bounce: 0.4).speed(2)) { bump.toggle() }
            }
    }
}

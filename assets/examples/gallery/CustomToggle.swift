import SwiftUI

/// A hand-made switch: a capsule track and a knob that springs from side to side.
struct CustomToggle: View {
    @Binding var isOn: Bool

    private let width: CGFloat = 64
    private let height: CGFloat = 36

    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? Color.green : Color.gray.opacity(0.35))
                .frame(width: width, height: height)

            Circle()
                .fill(.white)
                .frame(width: height - 6, height: height - 6)
                .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
                .offset(x: isOn ? (width - height) / 2 : -(width - height) / 2)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                isOn.toggle()
            }
        }
    }
}

private struct CustomTogglePreview: View {
    @State private var notifications = true

    var body: some View {
        HStack {
            Text("Notifications")
            Spacer()
            CustomToggle(isOn: $notifications)
        }
        .padding(24)
    }
}

struct CustomToggle_Previews: PreviewProvider {
    static var previews: some View {
        CustomTogglePreview()
    }
}

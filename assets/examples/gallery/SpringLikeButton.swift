//
//  SpringLikeButton.swift
//  AnimationsPlayground
//

import SwiftUI

struct SpringButton: View {
    @State private var isPressed = false
    @State private var count = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("Tapped \(count) times")
                .font(.headline)
                .foregroundStyle(.secondary)
                .contentTransition(.numericText())

            Button {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.45, blendDuration: 0)) {
                    isPressed.toggle()
                    count += 1
                }
            } label: {
                Label("Like", systemImage: isPressed ? "heart.fill" : "heart")
                    .font(.title2.bold())
                    .padding(.horizontal, 28)
                    .padding(.vertical, 14)
                    .background(
                        Capsule()
                            .fill(isPressed ? Color.pink : Color.gray.opacity(0.3))
                    )
                    .foregroundColor(.white)
                    .scaleEffect(isPressed ? 1.2 : 1.0)
                    .shadow(color: .pink.opacity(isPressed ? 0.5 : 0), radius: 10, x: 0, y: 5)
            }
            .buttonStyle(.plain)
        }
    }
}

struct SpringButton_Previews: PreviewProvider {
    static var previews: some View {
        SpringButton()
            .preferredColorScheme(.light)
    }
}

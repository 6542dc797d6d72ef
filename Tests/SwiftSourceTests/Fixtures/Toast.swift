import SwiftUI

struct ToastModifier: ViewModifier {
    @Binding var isPresented: Bool
    let message: String

    private let showAnimation: Animation = .snappy
    private let hideDelay: TimeInterval = 2.5

    func body(content: Content) -> some View {
        content.overlay(alignment: .top) {
            if isPresented {
                Text(message)
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .top).combined(with: .opacity).animation(.smooth(duration: 0.3)))
                    .task {
                        try? await Task.sleep(for: .seconds(hideDelay))
                        withAnimation(showAnimation) { isPresented = false }
                    }
            }
        }
    }
}

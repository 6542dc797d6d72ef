import SwiftUI

/// The like state of a post, shared between the button and the counter.
final class PostModel: ObservableObject {
    @Published var isLiked = false
    @Published var likes = 128

    func toggleLike() {
        isLiked.toggle()
        likes += isLiked ? 1 : -1
    }
}

/// A heart button that pops when pressed, with a counter that reads the same model.
struct LikeButton: View {
    @ObservedObject var post: PostModel
    @State private var pop = false

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                post.toggleLike()
                pop = true
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                withAnimation(.spring()) { pop = false }
            }
        } label: {
            Image(systemName: post.isLiked ? "heart.fill" : "heart")
                .font(.system(size: 34))
                .foregroundColor(post.isLiked ? .red : .gray)
                .scaleEffect(pop ? 1.35 : 1)
        }
        .buttonStyle(.plain)
    }
}

private struct LikeCounter: View {
    @EnvironmentObject var post: PostModel

    var body: some View {
        Text("\(post.likes) likes")
            .font(.callout.monospacedDigit())
            .foregroundStyle(.secondary)
    }
}

struct LikeRow: View {
    @StateObject private var post = PostModel()

    var body: some View {
        HStack(spacing: 12) {
            LikeButton(post: post)
            LikeCounter()
        }
        .environmentObject(post)
        .padding()
    }
}

#Preview {
    LikeRow()
}

import SwiftUI

// The sticky note of assets/seeds/StickyNote.swift: a green note behind the text whose folded
// corner (the crease) animates 50 → 0 → 50 points with ease-in-out, one second a leg, forever.
// The seed already does what it describes; this is the same scene with the note's shape as a
// `Shape` whose crease animates (the seed's `AnimatableModifier` redraws two `Path`s in a
// `GeometryReader` instead).

struct StickyNote: View {
    @State private var isCreased = true

    var body: some View {
        VStack {
            Spacer()
            Text("If today were the last day of my life, would I want to do what I am about to do today")
                .font(.headline)
                .lineLimit(5)
                .frame(width: UIScreen.main.bounds.width / 2)
                .padding(.horizontal, 30)
                .padding(.vertical, 40)
                .background {
                    ZStack {
                        NoteShape(crease: isCreased ? 50 : 0)
                            .fill(.green)
                        NoteShape(crease: isCreased ? 50 : 0, isFold: true)
                            .fill(.black)
                            .opacity(0.4)
                    }
                    .shadow(radius: 10)
                }
                .onAppear {
                    withAnimation(.easeInOut(duration: 1).repeatForever()) { isCreased.toggle() }
                }
            Spacer()
        }
    }
}

/// The note: a rectangle whose bottom-right corner is cut off `crease` points each way (at most
/// half the shorter side); or, as the fold, the right triangle that cut leaves.
struct NoteShape: Shape {
    /// The fold's leg, in points.
    var crease: CGFloat
    /// Whether this is the folded-over corner rather than the note.
    var isFold = false

    var animatableData: CGFloat {
        get { crease }
        set { crease = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let m = min(crease, rect.width / 2, rect.height / 2)
        let corner = [CGPoint(x: rect.maxX - m, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY - m)]
        var path = Path()
        if isFold {
            path.addLines([corner[0], CGPoint(x: rect.maxX - m, y: rect.maxY - m), corner[1]])
        } else {
            path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY)] + corner
                + [CGPoint(x: rect.maxX, y: rect.minY)])
        }
        path.closeSubpath()
        return path
    }
}

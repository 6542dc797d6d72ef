import SwiftUI

struct StickyNoteView: View {
    @State private var widthCease:Bool = true
    var body: some View {
        VStack{
            Spacer()
            Text("If today were the last day of my life, would I want to do what I am about to do today")
                .font(.headline)
                .lineLimit(5)
                .frame(width: UIScreen.main.bounds.width/2)
                .stickyNote(color: .green, ceaseSize: widthCease ? 50 : 0, shadowLength: 10)
                .onAppear() {
                    withAnimation(Animation.easeInOut(duration: 1.0).repeatForever()) { self.widthCease.toggle() }
                }
            Spacer()
        }
    }
}

extension View {
    func stickyNote(color: Color, ceaseSize: CGFloat, shadowLength: CGFloat)->some View {
        self.modifier(StickyNoteModifier(color: color, ceaseSize: ceaseSize, shadowLength: shadowLength))
    }
}

struct StickyNoteModifier: AnimatableModifier {
    var color: Color = .green
    var ceaseSize: CGFloat = 50.0
    var shadowLength: CGFloat = 10.0
    private let divide: CGFloat = 2
    private let paddingHorizontal: CGFloat = 30.0
    private let paddingVertical: CGFloat = 40.0
    
    var animatableData: CGFloat {
        get { ceaseSize}
        set {ceaseSize = newValue}
    }

    func body(content:Content) -> some View {
        ZStack(content: {
            content
                .padding(.horizontal, 30)
                .padding(.vertical, 40)
                .background(StickyNote())
                .shadow(radius: shadowLength)
        })
    }
    
    // StickyNote drawing
    func StickyNote() -> some View {
        return  GeometryReader { geometry in
            ZStack {
                Path { path in
                    let w = geometry.size.width
                    let h = geometry.size.height
                    let d = min(w/self.divide, h/self.divide)
                    let m = min(d, self.ceaseSize)

                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 0, y: h))
                    path.addLine(to: CGPoint(x: w-m, y: h))
                    path.addLine(to: CGPoint(x: w, y: h-m))
                    path.addLine(to: CGPoint(x: w, y: 0))
                    path.addLine(to: CGPoint(x: 0, y: 0))
                }
                .fill(self.color)

                Path { path in
                    let w = geometry.size.width
                    let h = geometry.size.height
                    let d = min(w/self.divide, h/self.divide)
                    let m = min(d, self.ceaseSize)

                    path.move(to: CGPoint(x: w-m, y: h))
                    path.addLine(to: CGPoint(x: w-m, y: h-m))
                    path.addLine(to: CGPoint(x: w, y: h-m))
                    path.addLine(to: CGPoint(x: w-m, y: h))
                }
                .fill(Color.black).opacity(0.4)
            }
        }
    }
}

struct StickyNoteView_Previews: PreviewProvider {
    static var previews: some View {
        StickyNoteView()
    }
}

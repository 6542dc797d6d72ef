import SwiftUI

// The Notes-style text reveal of assets/seeds/TextRendererReveal.swift, written so that SwiftUI
// does what the seed describes. Three effects play together when the switch turns on:
// - the text area's height grows from 0 on the switch's own animation (`Animation.default`);
// - the lines drop in one after another on a snappy spring while they fade in, staggered by
//   line (the seed passes a run's glyph count where its comment means the line count);
// - a white veil with a soft top edge sweeps down over the text, easing in over a second.
//
// The seed puts the height and the veil on a view that is inserted already visible, so SwiftUI
// has nothing to animate there. Here the text stays in the hierarchy: every value that animates
// belongs to a view that is there before and after the change.

struct TextReveal: View {
    @State private var isVisible = false

    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. "

    var body: some View {
        VStack {
            GroupBox {
                Toggle("Show text", isOn: $isVisible.animation())
            }

            Text(text)
                .font(.title2)
                .bold()
                .foregroundStyle(.blue)
                // The lines' clock runs linearly for a second, whatever animation the switch uses.
                .textRenderer(LineByLineRenderer(elapsedTime: isVisible ? 1 : 0, totalDuration: 1))
                .animation(.linear(duration: 1), value: isVisible)
                // Laid out whole whatever height it is offered: every line is in the layout
                // the renderer staggers, and the veil travels the text's full height.
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .top) {
                    Veil(isLifted: isVisible)
                        .animation(.easeIn(duration: 1), value: isVisible)
                }
                // The area grows from nothing to the text's height, the text pinned to its top.
                .frame(height: isVisible ? nil : 0, alignment: .top)
                .clipped()
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding()
    }
}

/// Drops each line in on a snappy spring from one descent above its place while it fades in;
/// line i starts i × `elementDelay(count:)` seconds after the first.
struct LineByLineRenderer: TextRenderer, Animatable {
    /// Seconds since the reveal began, 0 … `totalDuration`.
    var elapsedTime: TimeInterval
    /// One line's animation, in seconds.
    var elementDuration: TimeInterval
    /// The whole reveal, in seconds.
    var totalDuration: TimeInterval

    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let delay = elementDelay(count: layout.count)
        for (index, line) in layout.enumerated() {
            let elementTime = max(0, min(elapsedTime - TimeInterval(index) * delay, elementDuration))
            var copy = context
            copy.translateBy(
                x: 0,
                y: spring.value(
                    fromValue: -line.typographicBounds.descent, toValue: 0, initialVelocity: 0, time: elementTime))
            copy.opacity = UnitCurve.easeIn.value(at: elementTime / elementDuration)
            copy.draw(line)
        }
    }

    /// The start-to-start delay between lines: the lines share what the total leaves, and the
    /// last one starts in time to finish.
    func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(max(1, count))
        let remainingTime = totalDuration - count * elementDuration
        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }
}

/// A white veil at 0.8 opacity under a 40-point edge that fades in from clear. Down, its full
/// strength starts at the text's top; lifted, its edge has passed the text's bottom.
struct Veil: View {
    var isLifted: Bool

    /// The soft edge's height, in points.
    let feather: CGFloat = 40

    var body: some View {
        GeometryReader { proxy in
            let travel = proxy.size.height + feather
            VStack(spacing: 0) {
                LinearGradient(colors: [.white.opacity(0), .white.opacity(0.8)], startPoint: .top, endPoint: .bottom)
                    .frame(height: feather)
                Color.white.opacity(0.8)
            }
            .frame(height: travel)
            .offset(y: (isLifted ? travel : 0) - feather)
        }
    }
}

import SwiftUI

private let period = 0.8

struct Ticker: View {
    @State private var isOn = false
    @State private var tick = 0

    var body: some View {
        HStack {
            Image(systemName: "bell")
                .symbolEffect(.bounce, value: tick)
                .animation(isOn ? .snappy : .easeOut(duration: 0.2), value: isOn)
            Text(isOn ? "On" : "Off")
        }
        .onTapGesture {
            withAnimation(.easeIn(duration: period * 2).logicallyComplete(after: 0.3)) {
                isOn.toggle()
            }
        }
    }
}

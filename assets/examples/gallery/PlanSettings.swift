import SwiftUI

/// A settings screen as iOS draws one: a grouped form, a price set in styled parts, Markdown
/// in a footer, and a row that expands with a spring when its switch turns on.
struct PlanSettings: View {
    @State private var autoRenew = false
    @State private var reminders = true

    var body: some View {
        Form {
            Section {
                HStack {
                    Text("Pro plan")
                    Spacer()
                    Text("$4.99").bold().foregroundStyle(.green) + Text(" / month").font(.caption).foregroundStyle(.secondary)
                }
                Toggle("Renew automatically", isOn: $autoRenew.animation(.spring(duration: 0.4)))
                if autoRenew {
                    Text("Renews on **June 3**, cancel *anytime*.")
                        .font(.footnote)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            } header: {
                Text("Subscription")
            } footer: {
                Text("Read the [terms](https://example.com/terms) before you ~~pay~~ subscribe.")
            }
            Section("Notifications") {
                Toggle("Reminders", isOn: $reminders)
                Text("Sale ends soon").underline().tracking(1)
            }
        }
    }
}

#Preview { PlanSettings() }

import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home = "house.fill"
    case search = "magnifyingglass"
    case profile = "person.fill"
    var id: String { rawValue }
    var title: String {
        switch self {
        case .home: return "Home"
        case .search: return "Search"
        case .profile: return "Profile"
        }
    }
}

struct MatchedTabBar: View {
    @State private var selected: Tab = .home
    @Namespace private var animation

    var body: some View {
        VStack {
            Spacer()
            HStack(spacing: 0) {
                ForEach(Tab.allCases) { tab in
                    Button {
                        withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                            selected = tab == .home ? .profile : .home
                        }
                    } label: {
                        VStack(spacing: 4) {
                            Image(systemName: tab.rawValue)
                                .font(.system(size: 20, weight: .semibold))
                            Text(tab.title)
                                .font(.caption)
                        }
                        .foregroundStyle(selected == tab ? .white : .gray)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                        .background {
                            if selected == tab {
                                RoundedRectangle(cornerRadius: 14, style: .continuous)
                                    .fill(Color.indigo)
                                    .matchedGeometryEffect(id: "TAB", in: animation)
                            }
                        }
                    }
                }
            }
            .padding(6)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 18))
            .padding(.horizontal)
        }
    }
}

#Preview("Tabs") {
    MatchedTabBar()
}

/// Previews side by side, each on a device of its own: the default window's two scenes (the
/// text reveal and the sticky note) in one canvas, as the first preview of the built-in sets.
///
/// Each column is a caption strip (SwiftUI's `.caption` in `.gray`) above a screen that fills
/// the rest of the column; a hairline divides the columns. A view in a column that reads
/// `UIScreen.main.bounds` gets its column's screen, not the whole canvas, as it would on a
/// device of that size: the sticky note sizes itself by half its screen's width. A screen
/// clips what it shows, as a device's does: in a narrow window the note ran into the other
/// column.
package struct PreviewColumns: View {
  /// One column: its caption and its view.
  package struct Column {
    package let caption: String
    package let view: AnyView
    package init(caption: String, view: AnyView) {
      self.caption = caption
      self.view = view
    }
  }

  /// The height of a caption strip, in points.
  package static let captionHeight: CGFloat = 28
  /// A caption's inset from its column's leading edge, in points: at the leading edge, as the
  /// GTK peer's captions, and clear of the window's status badges at the canvas's top right
  /// (a centred caption ran under them).
  package static let captionInset: CGFloat = 16
  /// The hairline between the columns: white 0.9.
  package static let dividerColor = Color(white: 0.9)

  let columns: [Column]

  package init(_ columns: [Column]) { self.columns = columns }

  package var body: some View {
    HStack(spacing: 0) {
      ForEach(columns.indices, id: \.self) { index in
        if index > 0 {
          Self.dividerColor.frame(width: 1)
        }
        VStack(spacing: 0) {
          Text(columns[index].caption)
            .font(.caption)
            .foregroundStyle(.gray)
            .lineLimit(1)
            .padding(.horizontal, Self.captionInset)
            .frame(maxWidth: .infinity, minHeight: Self.captionHeight, maxHeight: Self.captionHeight, alignment: .leading)
          GeometryReader { proxy in
            columns[index].view
              .environment(\.screenSize, proxy.size)
              .frame(width: proxy.size.width, height: proxy.size.height)
          }
          .clipped()
        }
      }
    }
  }
}

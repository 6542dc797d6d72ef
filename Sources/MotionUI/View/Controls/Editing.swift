import Foundation

// Editing a list's data: `onDelete` and `onMove` on a `ForEach` (kept: the preview has no swipe
// to delete and no drag to reorder), `EditButton`, and SwiftUI's extensions of the standard
// collections that such actions call, `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`,
// with the semantics Apple documents.

/// A view made from a collection of data, as SwiftUI's `DynamicViewContent` (a `ForEach`).
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// The action that deletes the rows at some offsets of the data (kept: the preview has no
  /// swipe to delete, so it never runs).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  /// The action that moves the rows at some offsets to another (kept: the preview has no drag
  /// to reorder, so it never runs).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (offsets from the start, not indices), keeping the order
  /// of the others, as SwiftUI's `remove(atOffsets:)`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept: [Element] = []
    for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
    self = Self(kept)
  }
}

extension MutableCollection {
  /// Moves the elements at the offsets `source` to before the element at offset `destination`
  /// (in `0...count`), keeping their order, as SwiftUI's `move(fromOffsets:toOffset:)`: of the
  /// others, those before `destination` end before the moved elements and those at or after
  /// it end after them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var before: [Element] = []
    var moved: [Element] = []
    var after: [Element] = []
    for (offset, element) in enumerated() {
      if source.contains(offset) {
        moved.append(element)
      } else if offset < destination {
        before.append(element)
      } else {
        after.append(element)
      }
    }
    var index = startIndex
    for element in before + moved + after {
      self[index] = element
      formIndex(after: &index)
    }
  }
}

/// A button that toggles editing, as SwiftUI's `EditButton`: "Edit" in the tint. The preview
/// has no edit mode (no delete or move controls to show), so a press changes nothing.
public struct EditButton: View {
  public init() {}
  public var body: some View {
    Text("Edit").modifier(EnvironmentWriter.foregroundOrTint)
  }
}

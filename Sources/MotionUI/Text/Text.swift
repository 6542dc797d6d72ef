/// A view that displays one or more lines of read-only text (stub; grows with the library).
public struct Text: View {
  let content: String
  /// Text from a string, shown as is.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text shown verbatim.
  public init(verbatim content: String) { self.content = content }
  public typealias Body = Never
}

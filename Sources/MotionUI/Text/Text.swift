import Scenes

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`: wrapped at
/// the proposed width by Unicode's line-break rules, shaped by HarfBuzz (`TextShaping`).
public struct Text: Equatable {
  var content: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var isBold = false
  var color: Color?
  var style: AnyHashableStyle?

  /// Text from a string, shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text shown verbatim.
  public init(verbatim content: String) { self.content = content }
  /// Text from a localized string key (shown as written: the preview has no string tables).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    content = key.text
  }
  /// An attributed string's characters.
  public init(_ attributed: AttributedString) { content = String(attributed.characters) }

  public func font(_ font: Font?) -> Text { with { $0.font = font } }
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
  public func bold() -> Text { with { $0.isBold = true } }
  public func bold(_ isActive: Bool) -> Text { with { $0.isBold = isActive } }
  public func italic() -> Text { with { $0.isItalic = true } }
  public func italic(_ isActive: Bool) -> Text { with { $0.isItalic = isActive } }
  public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.style = AnyHashableStyle(style) } }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func monospacedDigit() -> Text { self }

  /// Two texts one after the other (the second's styling is the first's here).
  public static func + (lhs: Text, rhs: Text) -> Text { lhs.with { $0.content += rhs.content } }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var copy = self
    change(&copy)
    return copy
  }

  public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.content == rhs.content && lhs.font == rhs.font && lhs.weight == rhs.weight
      && lhs.isItalic == rhs.isItalic && lhs.isBold == rhs.isBold && lhs.color == rhs.color && lhs.style == rhs.style
  }

  /// The font request for this text in `environment`.
  func fontSpec(in environment: EnvironmentValues) -> FontSpec {
    var styling = environment.textStyling
    if isBold { styling.isBold = true }
    if isItalic { styling.isItalic = true }
    if let weight { styling.weight = weight }
    return (font ?? environment.font ?? .body).spec(styling: styling)
  }

  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle {
    if let color { return .color(color.resolved(in: environment)) }
    if let style { return style.base.resolved(in: environment) }
    return environment.foregroundStyle?.resolved(in: environment) ?? .color(Color.primary.resolved(in: environment))
  }
}

/// A style kept in a `Text`, compared by its resolved value.
struct AnyHashableStyle: Hashable {
  let base: AnyShapeStyle
  init<S: ShapeStyle>(_ style: S) { base = AnyShapeStyle(style) }
  static func == (lhs: AnyHashableStyle, rhs: AnyHashableStyle) -> Bool {
    lhs.base.resolved(in: EnvironmentValues()) == rhs.base.resolved(in: EnvironmentValues())
  }
  func hash(into hasher: inout Hasher) { hasher.combine(base.resolved(in: EnvironmentValues())) }
}

/// A string literal that names localized text, as SwiftUI's `LocalizedStringKey`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
      text += String(format: specifier, value)
    }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
  }
}

extension Text: View {
  public typealias Body = Never
}

extension Text: NodeView {
  func makeNode(id: ViewID) -> TextNode { TextNode(id: id) }
  func update(_ node: TextNode, context: ResolveContext, graph: ViewGraph) {
    let environment = context.environment
    node.configure(
      text: content, font: fontSpec(in: environment), style: resolvedStyle(in: environment),
      lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment, metrics: graph.metrics)
    if !context.isFrameUpdate, let old = node.changedFrom {
      node.crossFade = TextCrossFade(
        from: old.layout, style: old.style, transition: environment.contentTransition, previous: node.shownTransition,
        animation: context.transaction.effectiveAnimation, at: graph.time)
    }
    if !context.isFrameUpdate { node.shownTransition = environment.contentTransition }
  }
}

/// A text's node: wraps the text for the width it is offered, once per layout.
final class TextNode: Node {
  private(set) var text = ""
  private(set) var font = FontSpec(size: 17)
  private(set) var style = ResolvedStyle.color(.primary)
  private var lineLimit: Int?
  private var alignment = TextAlignment.leading
  private var metrics: (any TextMetrics)?
  /// Layouts by wrapping width, kept until the text or its font changes.
  private var layouts: [Double: TextLayout] = [:]
  /// The layout of the last placement.
  private(set) var placedLayout: TextLayout?

  /// The old string's drawing while a content transition runs.
  var crossFade: TextCrossFade?
  /// The content transition in force when the string was last set (`.numericText(value:)`
  /// rolls by the value before).
  var shownTransition: ContentTransition?
  /// The layout and style before the last `configure`, when it changed the string, its colour
  /// or its font.
  private(set) var changedFrom: (layout: TextLayout?, style: ResolvedStyle)?

  func configure(text: String, font: FontSpec, style: ResolvedStyle, lineLimit: Int?, alignment: TextAlignment, metrics: any TextMetrics) {
    let changed = text != self.text || style != self.style || font != self.font
    changedFrom = changed && !self.text.isEmpty ? (placedLayout, self.style) : nil
    if text != self.text || font != self.font || lineLimit != self.lineLimit {
      layouts.removeAll()
      cut = nil
    }
    self.text = text
    self.font = font
    self.style = style
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.metrics = metrics
  }

  /// The lines wrapped at `width` points (unbounded: one line per paragraph).
  func layout(width: Double) -> TextLayout? {
    guard let metrics else { return nil }
    let key = width.isFinite ? width : .greatestFiniteMagnitude
    if let layout = layouts[key] { return layout }
    let layout = TextLayout(text: text, font: font, width: key, maxLines: lineLimit, metrics: metrics)
    layouts[key] = layout
    return layout
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let proxy = TextProxy { [unowned self] in naturalSize($0) }
    // A renderer sizes with its model value (layout does not run per frame).
    guard let renderer = textRenderer(at: nil) else { return naturalSize(proposal) }
    return renderer.sizeThatFits(proposal: proposal, text: proxy)
  }

  /// The text's own size for `proposal`: its widest line, and as many lines as fit.
  private func naturalSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let layout = layout(width: proposal.width ?? .infinity) else { return .zero }
    // (`fittingWidth`: a text that did not wrap is as wide as its line breaker needs.)
    let width = layout.fittingWidth
    let lineHeight = layout.fontMetrics.lineAdvance
    var lines = layout.lines.count
    // A proposed height cuts the lines that do not fit (at least one), as SwiftUI truncates.
    if let height = proposal.height, height.isFinite, lineHeight > 0 {
      lines = max(1, min(lines, Int((height + 0.001) / lineHeight)))
    }
    return CGSize(width: min(width.rounded(.up), proposal.width ?? .infinity), height: Double(lines) * lineHeight)
  }

  /// The last layout cut to fewer lines than it has by the height it was placed in.
  private var cut: (width: Double, lines: Int, layout: TextLayout)?

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let width = Double(max(size.width, 1))
    guard let full = layout(width: width), let metrics else {
      placedLayout = nil
      return
    }
    // A height too short for every line keeps the lines that fit, the last ending in "…", as
    // SwiftUI's default tail truncation does (the lines after it were dropped silently).
    let fitting = Self.linesShown(of: full, height: size.height)
    guard fitting < full.lines.count else {
      placedLayout = full
      return
    }
    if let cut, cut.width == width, cut.lines == fitting {
      placedLayout = cut.layout
      return
    }
    let layout = TextLayout(text: text, font: font, width: width, maxLines: fitting, metrics: metrics)
    cut = (width, fitting, layout)
    placedLayout = layout
  }

  /// How many of `layout`'s lines a box `height` points high has room for: as many as fit (to
  /// half a point), and at least one.
  private static func linesShown(of layout: TextLayout, height: Double) -> Int {
    let lineHeight = layout.fontMetrics.lineAdvance
    return lineHeight > 0 ? max(1, Int((height + 0.5) / lineHeight)) : layout.lines.count
  }

  /// The lines shown in a box of `size`, and the left end of each one's baseline.
  private func placedLines(of layout: TextLayout, in size: CGSize) -> [CGPoint] {
    let visible = Self.linesShown(of: layout, height: size.height)
    // Leading is the right in a right-to-left environment; in a left-to-right one a line keeps
    // its paragraph's own side (a Hebrew or Arabic paragraph starts at the right).
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    return layout.lines.prefix(visible).map { line in
      let x: Double =
        switch alignment {
        case .leading: isRightToLeft ? size.width - line.width : line.x
        case .center: (size.width - line.width) / 2
        case .trailing: isRightToLeft ? 0 : size.width - line.width
        }
      return CGPoint(x: x, y: line.baselineY)
    }
  }

  /// The last `Text.Layout` made, for the layout and size it was made for.
  private var rendererLayout: (layout: TextLayout, size: CGSize, value: Text.Layout)?

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    guard let layout = placedLayout else { return }
    let bounds = CGRect(origin: .zero, size: size)
    let paint = style.paint(in: bounds, transform: .identity, opacity: 1)
    let origins = placedLines(of: layout, in: size)
    if let renderer = textRenderer(at: time), let metrics {
      let textLayout: Text.Layout
      if let cached = rendererLayout, cached.layout == layout, cached.size == size {
        textLayout = cached.value
      } else {
        textLayout = Text.Layout(layout, of: text, lineCount: origins.count, origins: origins, paint: paint, metrics: metrics)
        rendererLayout = (layout, size, textLayout)
      }
      var context = GraphicsContext(list: list, environment: environment, bounds: bounds)
      renderer.draw(layout: textLayout, in: &context)
      list.insertCommands(context.commands, at: list.commands.count)
      return
    }
    guard var fade = crossFade, fade.presence.isAnimating(at: time) else {
      drawLines(of: layout, at: origins, paint: paint, into: &list)
      return
    }
    let presence = fade.presence.value(at: time)
    let oldOrigins = placedLines(of: fade.layout, in: size)
    if let down = fade.rollsDown, let metrics, fade.layout.lines.count == 1, layout.lines.count == 1,
      let oldLine = fade.layout.lines.first, let newLine = layout.lines.first, !oldLine.isRightToLeft,
      !newLine.isRightToLeft, let oldOrigin = oldOrigins.first, let newOrigin = origins.first
    {
      // Measured at the roll's first frame and kept with it.
      let roll = fade.roll(from: oldLine.text, to: newLine.text, font: font, metrics: metrics)
      crossFade = fade
      let runs = TextCrossFade.rollRuns(
        roll, from: oldOrigin, to: newOrigin, presence: presence, travel: layout.fontMetrics.ascent, down: down
      ) { opacity in
        opacity == 1 ? paint : style.paint(in: bounds, transform: .identity, opacity: opacity)
      }
      for run in runs { list.text(run) }
      return
    }
    // (Before a delayed animation starts, only the old text shows.)
    if presence < 1 {
      drawLines(of: fade.layout, at: oldOrigins, paint: fade.style.paint(in: bounds, transform: .identity, opacity: 1 - presence), into: &list)
    }
    if presence > 0 {
      drawLines(of: layout, at: origins, paint: style.paint(in: bounds, transform: .identity, opacity: presence), into: &list)
    }
  }

  private func drawLines(of layout: TextLayout, at origins: [CGPoint], paint: Paint, into list: inout DisplayListBuilder) {
    for (line, origin) in zip(layout.lines, origins) where !line.text.isEmpty {
      list.text(TextRun(text: line.text, font: font, origin: Point(origin), paint: paint, isRightToLeft: line.isRightToLeft))
    }
  }

  /// Also while the `.textRenderer(_:)` above it moves: the lines are drawn with its data.
  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || crossFade?.presence.isAnimating(at: time) == true
      || textRendererIsAnimating(at: time)
  }
}

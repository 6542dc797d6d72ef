import Foundation

// The part of UIKit that animation code touches. On iOS, `import SwiftUI` brings UIKit with it,
// so these live in the library itself; `import UIKit` resolves to MotionUIKit, which re-exports it.

/// The device's screen, as UIKit's `UIScreen`: the preview's canvas.
@MainActor
public final class UIScreen {
  /// The screen the preview draws on.
  public static let main = UIScreen()
  /// The canvas, in points (the device the preview stands for), origin at zero; for a view in
  /// one of `PreviewColumns`' columns, that column.
  public var bounds: CGRect {
    let size = ViewGraph.evaluating?.environment.screenSize ?? ViewGraph.current?.size
    return CGRect(origin: .zero, size: size ?? CGSize(width: 393, height: 852))
  }
  /// Pixels per point.
  public var scale: CGFloat { ViewGraph.current?.scale ?? 1 }
}

/// What `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is asked for: a
/// `UIColor`, as UIKit declares it on iOS (so `Color(#colorLiteral(…))` compiles, as there).
public typealias _ColorLiteralType = UIColor

/// A colour, as UIKit's `UIColor` (sRGB with straight alpha).
public final class UIColor: @unchecked Sendable, _ExpressibleByColorLiteral {
  /// The colour `#colorLiteral(red:green:blue:alpha:)` writes, in sRGB.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
  let color: Color
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: red, green: green, blue: blue, opacity: alpha)
  }
  public init(white: CGFloat, alpha: CGFloat) { color = Color(white: white, opacity: alpha) }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
  }
  init(_ color: Color) { self.color = color }
  /// A colour of the asset catalogs beside the previewed files (`AssetColors`); nil when none
  /// of them has it, as UIKit's is for a name its bundle lacks.
  public convenience init?(named name: String) {
    guard let color = AssetColors.named[name] else { return nil }
    self.init(color)
  }
  /// An asset catalog colour by its generated symbol (`UIColor(resource: .brand)`); grey, with
  /// a warning at your line, when no catalog beside the files has it.
  public convenience init(resource: ColorResource, file: StaticString = #fileID, line: UInt = #line) {
    self.init(Color(resource, file: file, line: line))
  }
  // The system colours are SwiftUI's (`Color.red` is `UIColor.systemRed`…, in Color.swift), one
  // copy of each; the greys, backgrounds and fills the library draws with live there too.
  public static let systemRed = UIColor(.red)
  public static let systemOrange = UIColor(.orange)
  public static let systemYellow = UIColor(.yellow)
  public static let systemGreen = UIColor(.green)
  public static let systemBlue = UIColor(.blue)
  public static let systemPurple = UIColor(.purple)
  public static let systemPink = UIColor(.pink)
  public static let systemGray = UIColor(.gray)
  public static let systemMint = UIColor(.mint)
  public static let systemTeal = UIColor(.teal)
  public static let systemCyan = UIColor(.cyan)
  public static let systemIndigo = UIColor(.indigo)
  public static let systemBrown = UIColor(.brown)
  public static let systemGray2 = UIColor(Color.systemGray2)
  public static let systemGray3 = UIColor(Color.systemGray3)
  public static let systemGray4 = UIColor(Color.systemGray4)
  public static let systemGray5 = UIColor(Color.systemGray5)
  public static let systemGray6 = UIColor(Color.systemGray6)
  public static let label = UIColor(.primary)
  public static let secondaryLabel = UIColor(.secondary)
  public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
  public static let quaternaryLabel = UIColor(Color.quaternaryLabel)
  public static let systemBackground = UIColor(Color.systemBackground)
  public static let secondarySystemBackground = UIColor(Color.secondarySystemBackground)
  public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackground)
  public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
  public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackground)
  public static let tertiarySystemGroupedBackground = UIColor(Color.tertiarySystemGroupedBackground)
  public static let separator = UIColor(Color.separator)
  public static let systemFill = UIColor(Color.systemFill)
  public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
  /// The tint colour of links and controls: system blue.
  public static let tintColor = UIColor(.accentColor)
  // UIKit's fixed colours, the same in both appearances, with the components its
  // documentation gives each ("a color object whose RGB values are 1.0, 0.0, and 0.0", "a
  // grayscale value of 2/3"…): not the system colours of the same names.
  public static let black = UIColor(.black)
  public static let white = UIColor(.white)
  public static let clear = UIColor(.clear)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(alpha / max(color.alpha, 1e-9))) }
}

extension Color {
  /// A UIKit colour.
  public init(uiColor: UIColor) { self = uiColor.color }
  /// (Disfavoured, so that `Color(.brand)` is the asset colour when Xcode's symbols give both
  /// `ColorResource.brand` and `UIColor.brand`.)
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// An image, as UIKit's `UIImage`, as far as SwiftUI code hands one to `Image(uiImage:)`: the
/// preview cannot load an app's assets, so an image made by name stands for the asset and is
/// drawn as `Image("name")` draws one it lacks (a placeholder, with one warning that names it),
/// and a symbol as `Image(systemName:)` draws it. Unlike UIKit's, `init?(named:)` never fails:
/// code that unwraps it (`UIImage(named: "hero")!`) runs on as in the app.
public final class UIImage: @unchecked Sendable {
  /// The asset's or the symbol's name.
  let name: String
  /// True for an SF Symbol (`init?(systemName:)`).
  let isSymbol: Bool
  /// The image of the asset `name` (a stand-in for it).
  public init?(named name: String) {
    self.name = name
    isSymbol = false
  }
  /// The SF Symbol `name`.
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
  }
}

/// The app, as UIKit's `UIApplication`: opening a URL opens nothing in a preview (as in
/// Xcode's canvas), and says so to its completion handler.
@MainActor
public final class UIApplication {
  public static let shared = UIApplication()
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
  /// UIKit's settings URL string.
  public static let openSettingsURLString = "app-settings:"
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }
  public func canOpenURL(_ url: URL) -> Bool { false }
}

/// Haptics, as UIKit's feedback generators: no-ops on a desktop.
public final class UIImpactFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle = .medium) {}
  public func prepare() {}
  public func impactOccurred() {}
  public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public init() {}
  public func prepare() {}
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator {
  public init() {}
  public func prepare() {}
  public func selectionChanged() {}
}

/// A preview of a view in Xcode's canvas, as SwiftUI's `PreviewProvider`: the preview shows
/// `previews`.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

extension View {
  /// A preview's name (accepted; the build names previews from their declarations).
  public func previewDisplayName(_ name: String?) -> some View { self }
  public func previewLayout(_ layout: PreviewLayout) -> some View { self }
  /// The device a preview is shown on (accepted, no effect: the preview's canvas is the
  /// window's, or `--geometry`'s).
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// A device to preview on, by its name (`"iPhone 15 Pro"`), as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A preview's layout, as SwiftUI's `PreviewLayout` (accepted).
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

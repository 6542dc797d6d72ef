// SF Symbols' effects, as SwiftUI's `symbolEffect(_:options:isActive:)` and
// `symbolEffect(_:options:value:)` with the Symbols framework's effect types: they compile, and
// the preview draws the symbol without its effect, with one warning at the line (most symbols
// are placeholders in the preview anyway). Followed: Apple's documentation of
// `View.symbolEffect`, `SymbolEffect`, `IndefiniteSymbolEffect`, `DiscreteSymbolEffect`,
// `SymbolEffectOptions` and the effect types of iOS 17 and 18.

/// An animation of a symbol's layers, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active, as `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes, as `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}
/// An effect that replaces one symbol by another, as `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// The effect types, each with the variants SwiftUI chains onto it (`.variableColor.iterative`,
/// `.bounce.up.byLayer`): the preview keeps none of them.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
}
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var pulse: Self { self }
  public var plain: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// How a symbol effect runs, as `SymbolEffectOptions`: kept, not used.
public struct SymbolEffectOptions: Sendable, Equatable {
  private var repeatCount: Int?
  private var rate: Double = 1
  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(rate: speed) }
  public var repeating: SymbolEffectOptions { self }
  public var nonRepeating: SymbolEffectOptions { self }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Runs `effect` on the symbols in this view while `isActive` (drawn without the effect in the
  /// preview, with one warning at this line).
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    PreviewWarnings.once("the symbol effect is not drawn", file: file, line: line)
    return self
  }

  /// Runs `effect` on the symbols in this view each time `value` changes (drawn without the
  /// effect in the preview, with one warning at this line).
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U,
    file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    PreviewWarnings.once("the symbol effect is not drawn", file: file, line: line)
    return self
  }

  /// Removes the symbol effects from this view (nothing to remove in the preview).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

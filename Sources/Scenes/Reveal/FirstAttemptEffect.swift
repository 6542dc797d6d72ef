import Motion

/// The seed's first attempt (`TextAnimation`), the variant the V key switches to, from a
/// `SceneModel.FirstAttempt`: gradient text at `startOpacity` under a veil. At `animateDelay`
/// the veil slides down by its offset with its animation and the text becomes `endOpacity`; at
/// `removeGradientDelay` the gradient gives way to the plain colours. The last two changes carry
/// no animation in the seed, so they switch at those instants.
package struct FirstAttemptEffect: Hashable, Sendable {
  /// The parameters.
  package var model: SceneModel.FirstAttempt
  /// Seconds since the variant started (0 or more).
  package var time: Double

  /// The effect of `model`, `time` seconds after the variant started.
  package init(_ model: SceneModel.FirstAttempt, time: Double) {
    self.model = model
    self.time = time
  }

  /// The text's opacity: `startOpacity` until `animateDelay`, then `endOpacity` (no animation).
  package var textOpacity: Double {
    time >= model.animateDelay ? model.endOpacity : model.startOpacity
  }

  /// Whether the gradient still fills the text: true until `removeGradientDelay`.
  package var hasGradient: Bool {
    time < model.removeGradientDelay
  }

  /// The veil's animated value: 0 until `animateDelay`, then towards the veil's offset.
  private var veilValue: AnimatedValue<Double> {
    var offset = AnimatedValue(0.0)
    if time >= model.animateDelay {
      offset.set(model.veil.offset, animation: model.veil.animation, at: model.animateDelay)
    }
    return offset
  }

  /// The veil's downward offset, in points: 0 until `animateDelay`, then animated to the veil's
  /// offset.
  package var veilOffset: Double {
    veilValue.value(at: time)
  }

  /// Whether anything still changes after `time`.
  package var isAnimating: Bool {
    time < model.animateDelay || time < model.removeGradientDelay
      || veilValue.isAnimating(at: time)
  }

  /// The text's fill for text whose bounds are `textBounds`: the gradient colours from its top
  /// to its bottom, or the plain colours.
  package func paint(textBounds: Rect) -> Paint {
    Paint.vertical(hasGradient ? model.gradientColors : model.plainColors, in: textBounds)
  }

  /// The veil's fill over `frame` (the veil's own frame, already offset).
  package func veilPaint(frame: Rect) -> Paint {
    Paint.vertical(model.veil.colors, in: frame)
  }
}

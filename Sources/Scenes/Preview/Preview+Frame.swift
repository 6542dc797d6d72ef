extension Preview {
  /// The badges' fill: black at 0.6 opacity.
  static let badgeBackground = Color(white: 0, alpha: 0.6)

  /// The frame at `time` (scene seconds, any value ≥ 0, before or after the newest event).
  ///
  /// The commands, back to front: the left panel inside a clip to the panel (caption, GroupBox,
  /// switch, then the visible lines and the veil inside the animated text clip; or the variant),
  /// the divider, the right panel inside its clip (caption, note shadow, note, crease, note
  /// text), then the speed and pause badges and the reload's problem banner (the help card and
  /// the tuning panels are added by `frame(at:tuning:panels:overlay:data:)`). Only lines inside
  /// the text clip become commands, so the cost follows what is visible, not the length of the
  /// text.
  ///
  /// - Parameters:
  ///   - time: scene seconds.
  ///   - layout: the layout for the current window size, from `layout(size:metrics:)`.
  ///   - overlay: the speed and pause state to show (from `SceneClock`).
  package func frame(
    at time: Double, layout: PreviewLayout, overlay: PreviewOverlay = PreviewOverlay()
  )
    -> Frame
  {
    let sample = sample(at: time)
    var commands: [DrawCommand] = []
    commands.reserveCapacity(48 + min(layout.text.lines.count, 64))
    let captions = layout.captions(for: overlay, reducesMotion: configuration.reducesMotion)
    appendLeftPanel(sample, layout, captions, to: &commands)
    commands.append(
      .fill(
        .rect(Rect(x: layout.leftPanel.maxX - 0.5, y: 0, width: 1, height: layout.size.height)),
        .solid(PreviewLayout.dividerColor)))
    appendRightPanel(sample, layout, captions, to: &commands)
    appendBadges(overlay, layout, to: &commands)
    if let banner = overlay.banner {
      commands += banner.commands
    }
    return Frame(size: layout.size, background: .white, commands: commands)
  }

  /// The text panel's commands alone at `time` (scene seconds), as `frame(at:layout:overlay:)`
  /// draws them first: what the A/B comparison puts side by side.
  package func textPanelCommands(at time: Double, layout: PreviewLayout) -> [DrawCommand] {
    var commands: [DrawCommand] = []
    let captions = layout.captions(for: PreviewOverlay(), reducesMotion: configuration.reducesMotion)
    appendLeftPanel(sample(at: time), layout, captions, to: &commands)
    return commands
  }

  private func appendLeftPanel(
    _ sample: PreviewSample, _ layout: PreviewLayout, _ captions: PreviewLayout.Captions,
    to commands: inout [DrawCommand]
  ) {
    commands.append(.pushClip(layout.leftPanel))
    let caption = sample.variant == nil ? captions.reveal : captions.variant
    if !caption.isEmpty { commands.append(captionCommand(caption, in: layout.leftPanel, layout)) }
    if let variant = sample.variant {
      appendVariant(variant, layout, to: &commands)
    } else {
      appendReveal(sample, layout, to: &commands)
    }
    commands.append(.popClip)
  }

  private func appendReveal(
    _ sample: PreviewSample, _ layout: PreviewLayout, to commands: inout [DrawCommand]
  ) {
    commands.append(
      .fill(
        .roundedRect(layout.groupBox, cornerRadius: PreviewLayout.groupBoxCornerRadius),
        .solid(PreviewLayout.groupBoxFill)))
    if !layout.toggleLabel.isEmpty {
      commands.append(
        .text(
          TextRun(
            text: layout.toggleLabel, font: layout.labelFont,
            origin: Point(
              x: layout.groupBox.minX + PreviewLayout.groupBoxPadding,
              y: layout.toggleFrame.minY + layout.labelBaseline),
            paint: .solid(.black))))
    }
    commands += ToggleSwitch(frame: layout.toggleFrame, progress: sample.switchProgress).commands

    let text = layout.text
    let frame = layout.textFrame
    let clipHeight = sample.clipFraction * text.height
    guard clipHeight > 0, !text.lines.isEmpty else { return }
    let clip = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: clipHeight)
    commands.append(.pushClip(clip))
    let descent = text.fontMetrics.descent
    let paint = Paint.solid(configuration.scene.reveal.foreground)
    for index in text.lineIndices(from: -descent, to: clipHeight + descent) {
      let line = text.lines[index]
      let count = text.staggerCount(forLine: index, configuration.stagger)
      let opacity = sample.effect.opacity(index: index, count: count)
      guard opacity > 0 else { continue }
      let offset = sample.effect.offset(index: index, count: count, descent: line.descent)
      commands.append(
        .text(
          text.run(
            line: index, at: frame.origin, offsetY: offset, paint: paint, opacity: opacity)))
    }
    commands += RevealVeil(
      configuration.scene.reveal.veil, textFrame: frame, progress: sample.veilProgress
    )
    .commands(clipBottom: clip.maxY)
    commands.append(.popClip)
  }

  private func appendVariant(
    _ effect: FirstAttemptEffect, _ layout: PreviewLayout, to commands: inout [DrawCommand]
  ) {
    let block = layout.variantTextFrame
    let paint = effect.paint(textBounds: block)
    for index in layout.variantText.lines.indices {
      commands.append(
        .text(
          layout.variantText.run(
            line: index, at: block.origin, paint: paint, opacity: effect.textOpacity)))
    }
    let veil = layout.variantFrame.offsetBy(dx: 0, dy: effect.veilOffset)
    commands.append(.fill(.rect(veil), effect.veilPaint(frame: veil)))
  }

  private func appendRightPanel(
    _ sample: PreviewSample, _ layout: PreviewLayout, _ captions: PreviewLayout.Captions,
    to commands: inout [DrawCommand]
  ) {
    commands.append(.pushClip(layout.rightPanel))
    if !captions.note.isEmpty {
      commands.append(captionCommand(captions.note, in: layout.rightPanel, layout))
    }
    commands += StickyNote(configuration.scene.note, frame: layout.noteFrame, crease: sample.crease)
      .commands
    let block = layout.noteTextFrame
    let paint = Paint.solid(configuration.scene.note.foreground)
    for index in layout.noteText.lines.indices {
      commands.append(.text(layout.noteText.run(line: index, at: block.origin, paint: paint)))
    }
    commands.append(.popClip)
  }

  private func captionCommand(_ caption: String, in panel: Rect, _ layout: PreviewLayout)
    -> DrawCommand
  {
    .text(
      TextRun(
        text: caption, font: layout.captionFont,
        origin: Point(
          x: panel.minX + PreviewLayout.padding, y: panel.minY + layout.captionBaseline),
        paint: .solid(PreviewLayout.captionColor)))
  }

  /// The speed badge (when the speed is not 1×) and the "Paused" badge, right-aligned at the
  /// window's top edge, "Paused" rightmost (`PreviewLayout.badges(for:)`).
  private func appendBadges(
    _ overlay: PreviewOverlay, _ layout: PreviewLayout, to commands: inout [DrawCommand]
  ) {
    for badge in layout.badges(for: overlay, reducesMotion: configuration.reducesMotion) {
      commands.append(
        .fill(
          .roundedRect(badge.frame, cornerRadius: PreviewLayout.badgeHeight / 2),
          .solid(Self.badgeBackground)))
      commands.append(
        .text(
          TextRun(
            text: badge.label, font: layout.badgeFont,
            origin: Point(
              x: badge.frame.minX + PreviewLayout.badgeMargin,
              y: badge.frame.minY + layout.badgeBaseline),
            paint: .solid(.white))))
    }
  }
}

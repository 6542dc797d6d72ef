import Motion
import Scenes

/// Writes a scene model as SwiftUI source in the seeds' shape (`--print-swift`): the first
/// attempt (`TextAnimation`), the `TextRenderer` reveal (`ContentView`,
/// `AppearanceEffectRenderer`, `TextTransition`) and the sticky note (`StickyNoteView`,
/// `StickyNoteModifier`), in one file, with the model's values in place of the seeds'.
///
/// Reading the printed source gives the same model again, so it gives the same frames. Where
/// the seeds' code has no place for a value (the reveal veil's animation, the note's text
/// colour, the first attempt's font) the printer adds the SwiftUI construct for it only when the
/// value differs from the seed's, so a seed-valued model prints as the seeds' code.
package enum SwiftPrinter {
  /// The scene as one SwiftUI source file.
  package static func source(for scene: SceneModel) -> String {
    var out = SourceWriter()
    out.line("// A motion-preview scene: motion-preview --print-swift wrote it from the seeds'")
    out.line("// SwiftUI with this scene's values. Preview it with: motion-preview FILE.swift")
    out.line("import SwiftUI")
    out.line()
    firstAttempt(scene.firstAttempt, text: scene.reveal.text, into: &out)
    out.line()
    reveal(scene.reveal, into: &out)
    out.line()
    note(scene.note, into: &out)
    return out.text
  }

  // MARK: The first attempt

  private static func firstAttempt(
    _ attempt: SceneModel.FirstAttempt, text: String, into out: inout SourceWriter
  ) {
    let seed = SceneModel.FirstAttempt.seed
    out.line("struct TextAnimation: View {")
    out.indent {
      $0.line("@State private var animate = false")
      $0.line("@State private var removeGradient = false")
      $0.line("let text = \(Spell.string(text))")
      $0.line()
      $0.line("var body: some View {")
      $0.indent {
        $0.line("Text(text)")
        $0.indent {
          if attempt.font != seed.font { font(attempt.font, into: &$0) }
          $0.line(attempt.padding == seed.padding ? ".padding()" : ".padding(\(Spell.number(attempt.padding)))")
          $0.line(".frame(height: \(Spell.number(attempt.frameHeight)))")
          $0.line(".foregroundStyle(")
          $0.indent {
            $0.line(
              "LinearGradient(colors: removeGradient ? \(Spell.colors(attempt.plainColors, qualified: true)) : "
                + "\(Spell.colors(attempt.gradientColors)), startPoint: .top, endPoint: .bottom)")
            $0.indent {
              $0.line(
                ".opacity(animate ? \(Spell.number(attempt.endOpacity)) : "
                  + "\(Spell.number(attempt.startOpacity)))")
            }
          }
          $0.line(")")
          $0.line(".overlay {")
          $0.indent {
            $0.line("// The veil: it slides down and uncovers the text.")
            $0.line(
              "LinearGradient(colors: \(Spell.colors(attempt.veil.colors)), startPoint: .top, "
                + "endPoint: .bottom)")
            $0.indent {
              $0.line(".offset(y: animate ? \(Spell.number(attempt.veil.offset)) : 0)")
              $0.line(".animation(\(attempt.veil.animation.swiftSource), value: animate)")
            }
          }
          $0.line("}")
          $0.line(".onAppear {")
          $0.indent {
            $0.line(
              "DispatchQueue.main.asyncAfter(deadline: .now() + \(Spell.number(attempt.animateDelay))) {")
            $0.indent { $0.line("animate.toggle()") }
            $0.line("}")
            $0.line()
            $0.line(
              "DispatchQueue.main.asyncAfter(deadline: .now() + "
                + "\(Spell.number(attempt.removeGradientDelay))) {")
            $0.indent { $0.line("removeGradient.toggle()") }
            $0.line("}")
          }
          $0.line("}")
        }
      }
      $0.line("}")
    }
    out.line("}")
  }

  // MARK: The reveal

  private static func reveal(_ reveal: SceneModel.Reveal, into out: inout SourceWriter) {
    let seed = SceneModel.Reveal.seed
    out.line("struct ContentView: View {")
    out.indent {
      $0.line("@State private var isVisible: Bool = false")
      $0.line()
      $0.line("let text = \(Spell.string(reveal.text))")
      $0.line()
      $0.line("var body: some View {")
      $0.indent {
        $0.line("VStack {")
        $0.indent {
          $0.line("GroupBox {")
          $0.indent {
            let binding =
              reveal.clipAnimation == .default
              ? "$isVisible.animation()" : "$isVisible.animation(\(reveal.clipAnimation.swiftSource))"
            $0.line("Toggle(\(Spell.string(reveal.toggleLabel)), isOn: \(binding))")
          }
          $0.line("}")
          $0.line()
          $0.line("if isVisible {")
          $0.indent {
            $0.line("Text(text)")
            $0.indent {
              font(reveal.font, into: &$0)
              $0.line(".foregroundStyle(\(Spell.color(reveal.foreground)))")
              $0.line(".transition(TextTransition())")
              $0.line("// The text area grows as it appears.")
              $0.line(".frame(height: isVisible ? .infinity : 0)")
              $0.line(".clipped()")
              $0.line("// The veil sweeps down over the text.")
              $0.line(".overlay {")
              $0.indent {
                $0.line(
                  "LinearGradient(colors: \(Spell.colors(reveal.veil.colors)), startPoint: .top, "
                    + "endPoint: .bottom)")
                $0.indent {
                  $0.line(".offset(y: isVisible ? \(Spell.number(reveal.veil.offset)) : 0)")
                  if reveal.veil.animation != seed.veil.animation {
                    $0.line(".animation(\(reveal.veil.animation.swiftSource), value: isVisible)")
                  }
                }
              }
              $0.line("}")
            }
          }
          $0.line("}")
          $0.line("Spacer()")
        }
        $0.line("}")
        $0.line(".padding()")
      }
      $0.line("}")
    }
    out.line("}")
    out.line()
    renderer(reveal, into: &out)
    out.line()
    out.line("extension Text.Layout {")
    out.indent {
      $0.line("var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> {")
      $0.indent { $0.line("self.flatMap { line in line }") }
      $0.line("}")
    }
    out.line("}")
    out.line()
    transition(reveal, into: &out)
  }

  private static func renderer(_ reveal: SceneModel.Reveal, into out: inout SourceWriter) {
    out.line("// Each line drops in on a spring while it fades in, one after another.")
    out.line("struct AppearanceEffectRenderer: TextRenderer, Animatable {")
    out.indent {
      $0.line("var elapsedTime: TimeInterval")
      $0.line("var elementDuration: TimeInterval")
      $0.line("var totalDuration: TimeInterval")
      $0.line()
      $0.line("var spring: Spring {")
      $0.indent { $0.line(spring(reveal.spring, elementDuration: reveal.elementDuration)) }
      $0.line("}")
      $0.line()
      $0.line("var animatableData: Double {")
      $0.indent {
        $0.line("get { elapsedTime }")
        $0.line("set { elapsedTime = newValue }")
      }
      $0.line("}")
      $0.line()
      $0.line(
        "init(elapsedTime: TimeInterval, elementDuration: Double = "
          + "\(Spell.number(reveal.elementDuration)), totalDuration: TimeInterval) {")
      $0.indent {
        $0.line("self.elapsedTime = min(elapsedTime, totalDuration)")
        $0.line("self.elementDuration = min(elementDuration, totalDuration)")
        $0.line("self.totalDuration = totalDuration")
      }
      $0.line("}")
      $0.line()
      $0.line("func draw(layout: Text.Layout, in context: inout GraphicsContext) {")
      $0.indent {
        $0.line("for (index, line) in layout.flattenedRuns.enumerated() {")
        $0.indent {
          if reveal.stagger == .glyphs {
            $0.line("// motion-preview: --stagger glyphs (the delay counts this run's glyphs)")
          }
          $0.line("let delay = elementDelay(count: line.count)")
          $0.line("let timeOffset = TimeInterval(index) * delay")
          $0.line("let elementTime = max(0, min(elapsedTime - timeOffset, elementDuration))")
          $0.line("var copy = context")
          $0.line("let translationY = spring.value(")
          $0.indent {
            $0.line("fromValue: -line.typographicBounds.descent,")
            $0.line("toValue: 0,")
            $0.line("initialVelocity: 0,")
            $0.line("time: elementTime)")
          }
          $0.line("copy.translateBy(x: 0, y: translationY)")
          $0.line(
            "copy.opacity = \(reveal.opacityCurve.swiftSource).value(at: elementTime / elementDuration)")
          $0.line("copy.draw(line)")
        }
        $0.line("}")
      }
      $0.line("}")
      $0.line()
      $0.line("func elementDelay(count: Int) -> TimeInterval {")
      $0.indent {
        $0.line("let count = TimeInterval(count)")
        $0.line("let remainingTime = totalDuration - count * elementDuration")
        $0.line()
        $0.line(
          "return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)")
      }
      $0.line("}")
    }
    out.line("}")
  }

  /// The seed's spelling, `.snappy(duration: elementDuration - 0.05, extraBounce: x)`, when it
  /// gives exactly `spring`; else Motion's spelling of it.
  private static func spring(_ spring: Spring, elementDuration: Double) -> String {
    let duration = elementDuration - 0.05
    let extra = spring.bounce - Spring.snappy.bounce
    for candidate in ExactDecimals.candidates(near: extra)
    where Spring.snappy(duration: duration, extraBounce: candidate) == spring {
      return ".snappy(duration: elementDuration - 0.05, extraBounce: \(Spell.number(candidate)))"
    }
    return spring.swiftSource
  }

  private static func transition(_ reveal: SceneModel.Reveal, into out: inout SourceWriter) {
    out.line("struct TextTransition: Transition {")
    out.indent {
      $0.line("static var properties: TransitionProperties {")
      $0.indent { $0.line("TransitionProperties(hasMotion: true)") }
      $0.line("}")
      $0.line()
      $0.line("func body(content: Content, phase: TransitionPhase) -> some View {")
      $0.indent {
        $0.line("let duration = \(Spell.number(reveal.totalDuration))")
        $0.line("let elapsedTime = phase.isIdentity ? duration : 0")
        $0.line("let renderer = AppearanceEffectRenderer(")
        $0.indent {
          $0.line("elapsedTime: elapsedTime,")
          $0.line("totalDuration: duration")
        }
        $0.line(")")
        $0.line()
        $0.line("content.transaction { transaction in")
        $0.indent {
          $0.line("if !transaction.disablesAnimations {")
          $0.indent {
            let animation =
              reveal.transitionAnimation == .linear(duration: reveal.totalDuration)
              ? ".linear(duration: duration)" : reveal.transitionAnimation.swiftSource
            $0.line("transaction.animation = \(animation)")
          }
          $0.line("}")
        }
        $0.line("} body: { view in")
        $0.indent { $0.line("view.textRenderer(renderer)") }
        $0.line("}")
      }
      $0.line("}")
    }
    out.line("}")
  }

  // MARK: The note

  private static func note(_ note: SceneModel.Note, into out: inout SourceWriter) {
    let seed = SceneModel.Note.seed
    out.line("struct StickyNoteView: View {")
    out.indent {
      $0.line("@State private var widthCease: Bool = true")
      $0.line("var body: some View {")
      $0.indent {
        $0.line("VStack {")
        $0.indent {
          $0.line("Spacer()")
          $0.line("Text(\(Spell.string(note.text)))")
          $0.indent {
            font(note.font, into: &$0)
            if let limit = note.lineLimit { $0.line(".lineLimit(\(limit))") }
            if note.foreground != seed.foreground {
              $0.line(".foregroundStyle(\(Spell.color(note.foreground)))")
            }
            switch note.width {
            case .fractionOfScreen(let fraction) where fraction == 0.5:
              $0.line(".frame(width: UIScreen.main.bounds.width / 2)")
            case .fractionOfScreen(let fraction):
              $0.line(".frame(width: UIScreen.main.bounds.width * \(Spell.number(fraction)))")
            case .points(let points):
              $0.line(".frame(width: \(Spell.number(points)))")
            }
            $0.line(
              ".stickyNote(color: \(Spell.color(note.color)), ceaseSize: widthCease ? "
                + "\(Spell.number(note.ceaseSize)) : \(Spell.number(note.toggledCeaseSize)), "
                + "shadowLength: \(Spell.number(note.shadowLength)))")
            $0.line(".onAppear() {")
            $0.indent {
              $0.line("withAnimation(\(note.animation.swiftSource)) { self.widthCease.toggle() }")
            }
            $0.line("}")
          }
          $0.line("Spacer()")
        }
        $0.line("}")
      }
      $0.line("}")
    }
    out.line("}")
    out.line()
    out.line("extension View {")
    out.indent {
      $0.line(
        "func stickyNote(color: Color, ceaseSize: CGFloat, shadowLength: CGFloat) -> some View {")
      $0.indent {
        $0.line(
          "self.modifier(StickyNoteModifier(color: color, ceaseSize: ceaseSize, "
            + "shadowLength: shadowLength))")
      }
      $0.line("}")
    }
    out.line("}")
    out.line()
    modifier(note, into: &out)
  }

  private static func modifier(_ note: SceneModel.Note, into out: inout SourceWriter) {
    let horizontal = Spell.number(note.paddingHorizontal)
    let vertical = Spell.number(note.paddingVertical)
    out.line("struct StickyNoteModifier: AnimatableModifier {")
    out.indent {
      $0.line("var color: Color = \(Spell.color(note.color))")
      $0.line("var ceaseSize: CGFloat = \(Spell.number(note.ceaseSize))")
      $0.line("var shadowLength: CGFloat = \(Spell.number(note.shadowLength))")
      $0.line("private let divide: CGFloat = \(Spell.number(note.divide))")
      $0.line("private let paddingHorizontal: CGFloat = \(horizontal)")
      $0.line("private let paddingVertical: CGFloat = \(vertical)")
      $0.line()
      $0.line("var animatableData: CGFloat {")
      $0.indent {
        $0.line("get { ceaseSize }")
        $0.line("set { ceaseSize = newValue }")
      }
      $0.line("}")
      $0.line()
      $0.line("func body(content: Content) -> some View {")
      $0.indent {
        $0.line("ZStack(content: {")
        $0.indent {
          $0.line("content")
          $0.indent {
            $0.line(".padding(.horizontal, \(horizontal))")
            $0.line(".padding(.vertical, \(vertical))")
            $0.line(".background(StickyNote())")
            $0.line(".shadow(radius: shadowLength)")
          }
        }
        $0.line("})")
      }
      $0.line("}")
      $0.line()
      $0.line("func StickyNote() -> some View {")
      $0.indent {
        $0.line("return GeometryReader { geometry in")
        $0.indent {
          $0.line("ZStack {")
          $0.indent {
            path(
              ["(x: 0, y: 0)", "(x: 0, y: h)", "(x: w-m, y: h)", "(x: w, y: h-m)", "(x: w, y: 0)",
               "(x: 0, y: 0)"], into: &$0)
            $0.line(".fill(self.color)")
            $0.line()
            path(
              ["(x: w-m, y: h)", "(x: w-m, y: h-m)", "(x: w, y: h-m)", "(x: w-m, y: h)"],
              into: &$0)
            $0.line(
              ".fill(\(Spell.color(note.foldColor, qualified: true)))"
                + ".opacity(\(Spell.number(note.foldOpacity)))")
          }
          $0.line("}")
        }
        $0.line("}")
      }
      $0.line("}")
    }
    out.line("}")
  }

  /// The seed's `Path { path in … }` through `points` (the fold's corner is m = min(d, ceaseSize)).
  private static func path(_ points: [String], into out: inout SourceWriter) {
    out.line("Path { path in")
    out.indent {
      $0.line("let w = geometry.size.width")
      $0.line("let h = geometry.size.height")
      $0.line("let d = min(w/self.divide, h/self.divide)")
      $0.line("let m = min(d, self.ceaseSize)")
      $0.line()
      $0.line("path.move(to: CGPoint\(points[0]))")
      for point in points.dropFirst() { $0.line("path.addLine(to: CGPoint\(point))") }
    }
    out.line("}")
  }

  /// `.font(.title2)` and the weight, as the seeds write it: `.bold()`, or `.fontWeight(_:)`.
  private static func font(_ font: TextFont, into out: inout SourceWriter) {
    if let name = font.style.name {
      out.line(".font(.\(name))")
    } else {
      out.line(".font(.system(size: \(Spell.number(font.size))))")
    }
    if font.weight != font.style.defaultWeight {
      out.line(font.weight == .bold ? ".bold()" : ".fontWeight(.\(font.weight.name))")
    }
  }
}

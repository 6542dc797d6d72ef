// User-style SwiftUI for the animators, TimelineView and matched geometry, as people write it:
// type-checked unchanged against MotionUI by FixtureTypeCheckTests.
import SwiftUI

struct PhaseDemo: View {
  @State private var likes = 0

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "heart.fill")
        .phaseAnimator([false, true]) { content, beating in
          content.scaleEffect(beating ? 1.2 : 1)
        }
      Text("Liked \(likes)")
        .phaseAnimator([0.0, -20.0, 0.0], trigger: likes) { content, lift in
          content.offset(y: lift)
        } animation: { lift in
          lift < 0 ? .bouncy : .easeInOut(duration: 0.3)
        }
      PhaseAnimator([1.0, 1.5, 0.8]) { scale in
        Circle().fill(Color.blue).frame(width: 40 * scale, height: 40 * scale)
      } animation: { _ in
        .spring(duration: 0.4, bounce: 0.3)
      }
      Button("Like") { likes += 1 }
    }
  }
}

struct BounceValues {
  var scale = 1.0
  var angle = Angle.zero
  var lift = 0.0
}

struct KeyframeDemo: View {
  @State private var jumps = 0

  var body: some View {
    VStack {
      Image(systemName: "star.fill")
        .keyframeAnimator(initialValue: BounceValues(), trigger: jumps) { content, value in
          content
            .scaleEffect(value.scale)
            .rotationEffect(value.angle)
            .offset(y: value.lift)
        } keyframes: { _ in
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.1)
            SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
            SpringKeyframe(1.0, spring: .snappy)
          }
          KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(-15), duration: 0.2)
            CubicKeyframe(.degrees(15), duration: 0.2)
            CubicKeyframe(.zero, duration: 0.2)
          }
          KeyframeTrack(\.lift) {
            MoveKeyframe(0)
            CubicKeyframe(-40, duration: 0.3, startVelocity: 0, endVelocity: 0)
            SpringKeyframe(0, duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.5), startVelocity: -100)
          }
        }
      KeyframeAnimator(initialValue: 0.0, repeating: true) { angle in
        Rectangle().frame(width: 30, height: 30).rotationEffect(.degrees(angle))
      } keyframes: { _ in
        LinearKeyframe(360.0, duration: 2, timingCurve: .easeInOut)
      }
      Text("Tilt")
        .keyframeAnimator(initialValue: 0.0) { content, tilt in
          content.rotationEffect(.degrees(tilt))
        } keyframes: { _ in
          KeyframeTrack {
            CubicKeyframe(10, duration: 0.5)
            CubicKeyframe(-10, duration: 0.5)
          }
        }
      Button("Jump") { jumps += 1 }
    }
  }

  static let path = KeyframeTimeline(initialValue: CGPoint.zero) {
    CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
    CubicKeyframe(CGPoint.zero, duration: 0.7)
  }
  static let halfway: CGPoint = path.value(time: path.duration / 2)
  static let quarter: CGPoint = path.value(progress: 0.25)
}

struct ClockDemo: View {
  var body: some View {
    VStack {
      TimelineView(.animation) { context in
        let seconds = context.date.timeIntervalSinceReferenceDate
        Circle().frame(width: 20, height: 20).offset(x: sin(seconds) * 50)
      }
      TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
        Text("\(context.date.timeIntervalSince1970)")
      }
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(context.date.formatted(date: .omitted, time: .standard))
      }
      TimelineView(.everyMinute) { context in
        Text("\(context.date)")
          .foregroundStyle(context.cadence == .live ? .primary : .secondary)
      }
    }
  }
}

struct HeroDemo: View {
  @Namespace private var namespace
  @State private var expanded = false

  var body: some View {
    ZStack {
      if expanded {
        RoundedRectangle(cornerRadius: 20)
          .fill(Color.orange)
          .matchedGeometryEffect(id: "card", in: namespace)
          .frame(width: 300, height: 200)
      } else {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.orange)
          .matchedGeometryEffect(id: "card", in: namespace, properties: .frame, anchor: .topLeading, isSource: true)
          .frame(width: 80, height: 60)
      }
    }
    .onTapGesture {
      withAnimation(.spring(duration: 0.5)) { expanded.toggle() }
    }
  }
}

enum Wiggle: CaseIterable {
  case rest, left, right

  var angle: Angle {
    switch self {
    case .rest: .zero
    case .left: .degrees(-10)
    case .right: .degrees(10)
    }
  }
}

struct EnumPhaseDemo: View {
  @State private var shakes = 0
  var swirl = true

  var body: some View {
    PhaseAnimator(Wiggle.allCases, trigger: shakes) { phase in
      Image(systemName: "bell").rotationEffect(phase.angle)
    } animation: { phase in
      switch phase {
      case .rest: .smooth
      case .left, .right: .snappy(duration: 0.1)
      }
    }
    .keyframeAnimator(initialValue: CGSize.zero, repeating: swirl) { content, offset in
      content.offset(offset)
    } keyframes: { _ in
      KeyframeTrack(\.self) {
        for step in 0..<4 {
          LinearKeyframe(CGSize(width: Double(step) * 5, height: 0), duration: 0.1)
        }
        if swirl {
          CubicKeyframe(CGSize(width: 0, height: 10), duration: 0.2)
        } else {
          MoveKeyframe(CGSize.zero)
        }
      }
    }
    .onTapGesture { shakes += 1 }
  }
}

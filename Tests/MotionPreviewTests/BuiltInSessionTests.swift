import BuiltInExamples
import BuiltInSeeds
import PreviewAgent
import PreviewHost
import Scenes
import Testing
import TestSupport

/// A session of the previews compiled into the program: no build, no compiler; the agent
/// registers the set and draws it like a compiled library's previews.
@MainActor struct BuiltInSessionTests {
  private static func session(_ set: BuiltInPreviews, preview: String? = nil) -> PreviewSession {
    let session = PreviewSession(
      builtIn: set, preview: preview, size: Size(width: 500, height: 572), scale: 1, reduceMotion: false, time: 0,
      agentExecutable: PreviewProcess.executable)
    session.settle(wait: 30)
    return session
  }

  private static func texts(_ frame: Frame?) -> [String] {
    (frame?.commands ?? []).compactMap { command in
      if case .text(let run) = command { return run.text }
      return nil
    }
  }

  @Test func theExamplesShowAndTheSwitchRevealsTheText() throws {
    let session = Self.session(.examples, preview: "TextReveal")
    #expect(session.status == .running)
    #expect(session.previews == [ExamplePreviews.sideBySide, "TextReveal", "StickyNote"])
    #expect(session.built == nil && session.tunable.isEmpty)
    let before = Self.texts(session.frameWaiting(at: 0))
    #expect(before == ["Show text"], "\(before)")
    session.apply(.pressPrimary, at: 0.5, wait: 30)
    let frame = session.frameWaiting(at: 3)
    let after = Self.texts(frame)
    #expect(after.first == "Show text")
    #expect(after.dropFirst().first?.hasPrefix("Lorem ipsum") == true, "\(after)")
    // The renderer's lines come over the pipe with how far it moved them: at rest, 2.5 s after
    // the press, the spring's value at its 0.4 s end, 1 − 0.958257 of a descent above (§6 row 36).
    let offsets = (frame?.commands ?? []).compactMap { command -> Point? in
      if case .text(let run) = command, run.text != "Show text" { return run.rendererOffset }
      return nil
    }
    #expect(offsets.count == after.count - 1 && offsets.count > 4)
    #expect(offsets.allSatisfy { $0.x == 0 && $0.y < 0 && $0.y > -0.05 * 10 }, "\(offsets)")
  }

  @Test func theSeedsShowByTypeNameAndAnUnknownNameListsThem() throws {
    let session = Self.session(.seeds, preview: "TextAnimation")
    #expect(session.previews == [SeedPreviews.sideBySide, "ContentView", "StickyNoteView_Previews", "TextAnimation"])
    #expect(session.previewName == "TextAnimation")
    #expect(Self.texts(session.frameWaiting(at: 0)).first?.hasPrefix("Lorem ipsum") == true)
    let unknown = Self.session(.seeds, preview: "Nope")
    #expect(
      unknown.status
        == .failed(
          "no preview is named \"Nope\"; the files have: \(SeedPreviews.sideBySide), ContentView, StickyNoteView_Previews, "
            + "TextAnimation"))
  }

  /// Two frames asked for together (`requestFrame(at:then:)`, as the window asks for the next
  /// two vblanks' frames) are the frames asked for one at a time, each shown at its own time;
  /// an event between them makes the second stale, and the frame at its time then shows the
  /// event, as one asked for after it does.
  @Test func framesAskedForTwoAtATimeAreTheFramesAskedForOneAtATime() throws {
    let (t1, t2) = (1.0, 1.0 + 1.0 / 60)
    let pair = Self.session(.examples, preview: "TextReveal")
    pair.apply(.pressPrimary, at: 0.5, wait: 30)
    pair.requestFrame(at: t1, then: t2)
    let pairFirst = pair.frame(at: t1, wait: 30)
    let pairSecond = pair.frame(at: t2, wait: 30)
    let single = Self.session(.examples, preview: "TextReveal")
    single.apply(.pressPrimary, at: 0.5, wait: 30)
    let singleFirst = single.frameWaiting(at: t1)
    let singleSecond = single.frameWaiting(at: t2)
    #expect(pairFirst != nil && pairFirst == singleFirst)
    #expect(pairSecond != nil && pairSecond == singleSecond)
    // The text moves between them: the second is not the first shown again.
    #expect(pairFirst != pairSecond)

    // Pressed again between the two: the frame at t2 follows the press.
    let stale = Self.session(.examples, preview: "TextReveal")
    stale.apply(.pressPrimary, at: 0.5, wait: 30)
    stale.requestFrame(at: t1, then: t2)
    _ = stale.frame(at: t1, wait: 30)
    stale.apply(.pressPrimary, at: t1, wait: 30)
    let afterPress = stale.frame(at: t2, wait: 30)
    let oracle = Self.session(.examples, preview: "TextReveal")
    oracle.apply(.pressPrimary, at: 0.5, wait: 30)
    _ = oracle.frameWaiting(at: t1)
    oracle.apply(.pressPrimary, at: t1, wait: 30)
    let expected = oracle.frameWaiting(at: t2)
    #expect(afterPress != nil && afterPress == expected)
    #expect(afterPress != pairSecond)
  }

  /// The built-in previews run in this process: no agent process, and a frame asked for with
  /// no time to wait is there all the same, as it is made when asked for (a window whose frame
  /// took longer than its wait once showed the frame before and, paused, kept it until the next
  /// key). An event applied with no wait is taken too: the frame after it shows it.
  @Test func framesMadeInThisProcessAreTakenWithNoWait() throws {
    let session = Self.session(.examples, preview: "TextReveal")
    #expect(session.agentProcessID == nil)
    session.apply(.pressPrimary, at: 0.5, wait: 0)
    #expect(session.pressedControl != nil)
    let frame = session.frame(at: 2, wait: 0)
    let oracle = Self.session(.examples, preview: "TextReveal")
    oracle.apply(.pressPrimary, at: 0.5, wait: 30)
    let expected = oracle.frameWaiting(at: 2)
    #expect(frame != nil && frame == expected)
    #expect(Self.texts(frame).count > 4, "\(Self.texts(frame))")
  }
}

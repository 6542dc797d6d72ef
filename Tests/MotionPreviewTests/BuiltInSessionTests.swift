import BuiltInExamples
import BuiltInSeeds
import PreviewAgent
import PreviewHost
import Scenes
import Testing
import TestSupport

/// A session of the previews compiled into the program: no build, no compiler; the agent
/// registers the set and draws it like a compiled library's previews.
struct BuiltInSessionTests {
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
}

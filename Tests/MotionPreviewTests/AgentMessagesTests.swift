import PreviewAgent
import Scenes
import Testing

/// What the window and the agent say to each other survives the pipe: every request and reply
/// reads back equal to what was written, and every cut short fails to read (a message is never
/// taken for another).
struct AgentMessagesTests {
  static let requests: [AgentRequest] = [
    .load(library: .compiled("/cache/x.so"), preview: "Card", size: Size(width: 393, height: 852), scale: 2, reduceMotion: true, time: 1.5),
    .load(library: .compiled("/cache/y.so"), preview: nil, size: Size(width: 10, height: 20), scale: 1, reduceMotion: false, time: 0),
    .load(library: .builtIn(.seeds), preview: "ContentView", size: Size(width: 500, height: 600), scale: 1, reduceMotion: false, time: 0),
    .literals(["0:1": .number(0.4), "0:2": .string("Hi \"there\""), "1:7": .boolean(true)]),
    .event(.pressPrimary, time: 0.25),
    .event(.tap(Point(x: 3, y: 4)), time: 1),
    .event(.resize(Size(width: 640, height: 480)), time: 2),
    .event(.restart, time: 3),
    .event(.pointerDown(Point(x: 5, y: 6)), time: 4),
    .event(.pointerMoved(Point(x: -7, y: 8.5)), time: 4.1),
    .event(.pointerUp(Point(x: 9, y: 10)), time: 4.2),
    .frame(time: 1e6),
    .inspect(true),
    .inspect(false),
  ]

  static let replies: [AgentReply] = [
    .loaded(previews: ["A", "B c"], shown: 1, primaryControl: "Button"),
    .loaded(previews: [], shown: 0, primaryControl: nil),
    .failed("no preview is named \"X\""),
    .applied(control: "Toggle"),
    .applied(control: nil),
    .frame(
      Frame(size: Size(width: 100, height: 50), commands: [.fill(.rect(Rect(x: 1, y: 2, width: 3, height: 4)), .solid(.white))]),
      isAnimating: true, nextTimer: 2.5, animations: []),
    .frame(Frame(size: Size(width: 1, height: 1), commands: []), isAnimating: false, nextTimer: nil, animations: []),
    .frame(
      Frame(size: Size(width: 1, height: 1), commands: []), isAnimating: true, nextTimer: nil,
      animations: [
        AnimationInFlight(
          name: "offset", spelling: ".spring(duration: 0.6, bounce: 0.3)", start: 2, span: 1.25, repeats: false,
          figures: MotionFigures(settleTime: 1.1, overshootPercent: 9.5), samples: [0, 0.5, 1.02, 1]),
        AnimationInFlight(
          name: "Wave", spelling: ".easeInOut(duration: 1).repeatForever(autoreverses: true)", start: 0, span: 2,
          repeats: true, figures: nil, samples: []),
      ]),
  ]

  @Test(arguments: requests)
  func aRequestReadsBack(_ request: AgentRequest) throws {
    try Self.expectReadsBack(request, write: { $0.write(to: &$1) }, read: { try AgentRequest(from: &$0) })
  }

  @Test(arguments: replies)
  func aReplyReadsBack(_ reply: AgentReply) throws {
    try Self.expectReadsBack(reply, write: { $0.write(to: &$1) }, read: { try AgentReply(from: &$0) })
  }

  /// The replies with frames.
  static let frameReplies = replies.filter { if case .frame = $0 { true } else { false } }

  /// A frame reply written against the frame replied before (the commands it repeats as runs)
  /// reads back equal given that frame, as the window reads the agent's replies; every cut of
  /// it fails.
  @Test(arguments: frameReplies)
  func aFrameReplyReadsBackAgainstTheFrameBefore(_ reply: AgentReply) throws {
    guard case .frame(let frame, _, _, _) = reply else { throw ReplyKind.notAFrame }
    // The frame before: the same commands and one more.
    let before = frame.commands + [.popClip]
    try Self.expectReadsBack(
      reply, write: { $0.write(to: &$1, base: before) }, read: { try AgentReply(from: &$0, base: before) })
    var whole = WireWriter()
    reply.write(to: &whole)
    var delta = WireWriter()
    reply.write(to: &delta, base: before)
    // The commands go as one run: shorter, unless there are none.
    #expect(frame.commands.isEmpty ? delta.bytes == whole.bytes : delta.bytes.count < whole.bytes.count)
  }

  private enum ReplyKind: Error { case notAFrame }

  /// `message`, written with `write`, reads back equal with `read`, and every cut of its bytes
  /// short of the whole fails to read.
  private static func expectReadsBack<Message: Equatable>(
    _ message: Message, write: (Message, inout WireWriter) -> Void,
    read: (inout WireReader) throws -> Message
  ) throws {
    var writer = WireWriter()
    write(message, &writer)
    var reader = WireReader(writer.bytes)
    #expect(try read(&reader) == message)
    for cut in 0..<writer.bytes.count {
      var short = WireReader(Array(writer.bytes[0..<cut]))
      #expect(throws: WireReader.Malformed.self) { try read(&short) }
    }
  }
}

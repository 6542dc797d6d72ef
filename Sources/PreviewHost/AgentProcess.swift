import ChildProcesses
import FoundationEssentials
import Glibc
import PreviewAgent
import PreviewBuild
import Scenes

/// The window's side of one agent: the child process (`motion-preview __agent`) that runs the
/// user's compiled code. Requests go down its standard input; replies come back, in order, on
/// its standard output; its standard error (the user's `print`s, and the Swift runtime's
/// message when the user's code traps) is passed through to the window's, and its tail kept.
///
/// Nothing here blocks for long: `receive(timeout:)` waits at most what it is given, so the
/// window can wait a few milliseconds for a frame and go back to its keys. A request left
/// unanswered for `hangLimit` seconds is a hang: the agent is killed. An agent that exits,
/// traps or is killed becomes `failure`, one line that says why, with the user's file and
/// line when the runtime gave one.
package final class AgentProcess {
  /// Why the agent is gone, in one line.
  package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
  }

  /// How long a request may go unanswered before the agent counts as hung, in seconds: a body,
  /// a timer or an `onAppear` that never returns.
  package static let hangLimit = 2.0

  private let child: ChildProcess
  /// The buffer the pipes are read into, made once (they are read a few times a frame).
  private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)
  /// The reply pipe's bytes that do not make a whole message yet.
  private var replyBytes: [UInt8] = []
  /// The commands of the last frame received: the next frame refers to them where it repeats
  /// them (`AgentReply.init(from:base:)`), as the agent wrote it against the same frame.
  private var receivedCommands: [DrawCommand] = []
  /// The last `errorTailLimit` bytes of the agent's standard error, in whole lines, without
  /// the runtime's crash report (`crashReport`).
  private var errorTail: [UInt8] = []
  private static let errorTailLimit = 16 << 10
  /// The runtime's crash report (JSON, one line) when the agent trapped: where in the user's
  /// code it was.
  private var crashReport: [UInt8]?
  /// Empty lines of the agent's standard error held back: the runtime's backtracer writes one
  /// before and after its notice, and they go with it.
  private var heldEmptyLines = 0
  /// When each unanswered request was sent (monotonic seconds), oldest first.
  private var unanswered: [Double] = []
  /// The user's files, by the names the compiler saw (`index/Name.swift`), to translate the
  /// runtime's locations.
  private let fileNames: [(compiled: String, user: String)]
  /// Where the agent's standard error goes on (the window's standard error), or -1 for nowhere.
  private let passThrough: Int32
  /// True while `end` runs (reading the pipes' last bytes must not end it again).
  private var isEnding = false
  /// The agent's standard error not yet passed through: a line is passed when it is whole.
  private var errorLine: [UInt8] = []
  /// Why the agent ended; nil while it runs.
  package private(set) var failure: Failure?

  /// Starts an agent: `executable __agent PID` (`executable` is this program, or the preview's
  /// binary in tests), with its address space capped at `memoryLimit` bytes (nil: the agent's
  /// default). `fileNames` maps the compiled names of the user's files to their paths, for the
  /// runtime's messages; the agent's standard error goes on to `passThrough` (-1: nowhere).
  ///
  /// - Throws: `Failure` when the process cannot be started.
  package init(
    executable: String, memoryLimit: Int? = nil, fileNames: [(compiled: String, user: String)] = [],
    passThrough: Int32 = STDERR_FILENO
  ) throws(Failure) {
    var environment: [String: String?] = [
      // At a trap in the user's code, the runtime's backtracer writes a report as one line of
      // JSON to standard error, which is kept (`crashReport`) and not passed on: the frames'
      // files and lines, which the user's files have (`Compilation`'s line tables), say where
      // the user's code trapped when the runtime's message names its own file (an index out of
      // range). Only the crashed thread, and its symbols looked up the fast way (no inlined
      // frames): 0.02 s at a trap in this program rather than seconds.
      "SWIFT_BACKTRACE": "enable=yes,interactive=no,format=json,output-to=stderr,symbolicate=fast,"
        + "threads=crashed,registers=none,images=none,sanitize=no,color=no,timeout=5s"
    ]
    if let memoryLimit { environment[Agent.memoryLimitVariable] = String(memoryLimit) }
    let colorSets = AssetCatalogs.assets(in: AssetCatalogs.near(fileNames.map(\.user))).filter {
      $0.kind == .color && !$0.name.contains("\t") && !$0.name.contains("\n") && !$0.folder.contains("\n")
    }
    if !colorSets.isEmpty {
      environment[Agent.assetColorsVariable] = colorSets.map { $0.name + "\t" + $0.folder }.joined(separator: "\n")
    }
    do {
      child = try ChildProcess(
        executable, [Agent.command, String(getpid())], environment: environment,
        input: .pipe, output: .pipe, error: .pipe, diesWithParent: true)
    } catch {
      throw Failure("cannot start the preview's agent: \(error)")
    }
    self.fileNames = fileNames
    self.passThrough = passThrough
    // A write to an agent that has just died must fail with EPIPE, not end the window.
    signal(SIGPIPE, SIG_IGN)
    for fd in [child.outputDescriptor, child.errorDescriptor].compactMap({ $0 }) {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
  }

  /// Ends the agent (closing its input ends its loop; SIGKILL after a moment) and reaps it.
  deinit {
    child.closeInput()
    child.terminate(grace: 0.2)
  }

  /// The descriptors the window's loop waits on: the replies and the agent's standard error.
  package var descriptors: [Int32] {
    failure == nil ? [child.outputDescriptor, child.errorDescriptor].compactMap { $0 } : []
  }

  /// The agent's standard error alone, for a loop that takes the replies later: it carries
  /// what the user's code prints, and it ends when the agent does.
  package var errorDescriptors: [Int32] {
    failure == nil ? [child.errorDescriptor].compactMap { $0 } : []
  }

  /// Whether a request is waiting for its reply.
  package var isBusy: Bool { !unanswered.isEmpty }
  /// How many requests are waiting for their replies.
  package var unansweredCount: Int { unanswered.count }

  /// The process id (for tests that kill it).
  package var processID: pid_t? { child.pid }

  /// Sends `requests` in order, with one `write`. False when the agent is gone (see `failure`).
  @discardableResult
  package func send(_ requests: [AgentRequest]) -> Bool {
    guard failure == nil else { return false }
    var bytes: [UInt8] = []
    for request in requests {
      var writer = MessagePipe.writer()
      request.write(to: &writer)
      MessagePipe.fillLength(&writer)
      bytes += writer.bytes
    }
    let written = bytes.withUnsafeBytes { buffer in
      do {
        try child.writeInput(buffer)
        return true
      } catch {
        return false
      }
    }
    guard written else {
      end(because: nil)
      return false
    }
    for _ in requests { unanswered.append(ChildProcess.monotonicNow()) }
    return true
  }

  /// The next reply, waiting at most `timeout` seconds for it (0: only what has arrived). Nil
  /// when none came in time, or when the agent is gone (`failure` says why). A request
  /// unanswered for `hangLimit` seconds kills the agent.
  package func receive(timeout: Double) -> AgentReply? {
    let deadline = ChildProcess.monotonicNow() + max(0, timeout)
    while failure == nil {
      _ = readAvailable()
      if let reply = takeReply() { return reply }
      guard failure == nil else { return nil }
      let now = ChildProcess.monotonicNow()
      let hangDeadline = unanswered.first.map { $0 + Self.hangLimit } ?? .infinity
      if now >= hangDeadline {
        end(
          because: "the preview did not answer for \(Self.formatted(Self.hangLimit)) s (a body, timer or "
            + "onAppear that never returns?), so its agent was stopped")
        return nil
      }
      guard now < deadline else { return nil }
      var waits = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let wait = min(min(deadline, hangDeadline) - now, 60)
      if poll(&waits, nfds_t(waits.count), Int32((wait * 1000).rounded(.up))) < 0 && errno != EINTR {
        end(because: nil)
      }
    }
    return nil
  }

  /// Sends `request` and waits for its reply, up to `hangLimit` (the request must be the only
  /// one outstanding). Nil when the agent is gone.
  package func ask(_ request: AgentRequest) -> AgentReply? {
    guard send([request]) else { return nil }
    while failure == nil {
      if let reply = receive(timeout: Self.hangLimit) { return reply }
    }
    return nil
  }

  /// Reads what the pipes hold now. True when something was read.
  private func readAvailable() -> Bool {
    var progressed = false
    if let fd = child.errorDescriptor {
      while let bytes = readChunk(fd) {
        guard !bytes.isEmpty else { break }
        progressed = true
        takeError(bytes)
        // Less than asked for: the pipe held no more (another read would only fail).
        if bytes.count < readBuffer.count { break }
      }
    }
    guard let fd = child.outputDescriptor else { return progressed }
    while true {
      guard let bytes = readChunk(fd) else { break }
      if bytes.isEmpty {
        // End of file: the agent exited or was killed.
        end(because: nil)
        return true
      }
      progressed = true
      replyBytes += bytes
      if bytes.count < readBuffer.count { break }
    }
    return progressed
  }

  /// Takes in the agent's standard error, whole lines at a time (see `takeErrorLine`).
  private func takeError(_ bytes: [UInt8]) {
    errorLine += bytes
    while let newline = errorLine.firstIndex(of: 0x0A) {
      let line = Array(errorLine[...newline])
      errorLine.removeFirst(newline + 1)
      takeErrorLine(line)
    }
  }

  /// Keeps one line of the agent's standard error in `errorTail` and passes it on, translated
  /// to the user's files' places, except the runtime's crash report (kept as `crashReport`),
  /// its backtracer's notice and the empty lines around it, and its stack trace after a trap
  /// (addresses in the agent, of no use to the user; the message before it stays).
  private func takeErrorLine(_ line: [UInt8]) {
    if Self.isCrashReport(line) {
      crashReport = line
      heldEmptyLines = 0
      return
    }
    if Self.isBacktracerNotice(line) {
      heldEmptyLines = 0
      return
    }
    if line == [0x0A] {
      heldEmptyLines += 1
      return
    }
    for _ in 0..<heldEmptyLines { keepErrorLine([0x0A]) }
    heldEmptyLines = 0
    keepErrorLine(line)
  }

  private func keepErrorLine(_ line: [UInt8]) {
    errorTail += line
    if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
    guard passThrough >= 0, !Self.isStackTraceLine(line), !Self.isTrapMessage(line) else { return }
    let text = Array((translated(String(decoding: line.dropLast(), as: UTF8.self)) + "\n").utf8)
    text.withUnsafeBytes { _ = write(passThrough, $0.baseAddress, $0.count) }
  }

  /// Whether `line` is the runtime's crash report (`{ "timestamp": …, "kind": "crashReport", …`).
  private static func isCrashReport(_ line: [UInt8]) -> Bool {
    line.starts(with: Array(#"{ "timestamp": "#.utf8)) && String(decoding: line.prefix(128), as: UTF8.self).contains(#""kind": "crashReport""#)
  }

  /// Whether `line` is the runtime's message at a trap (`File.swift:5: Fatal error: …`,
  /// `Precondition failed`, `Assertion failed`, with or without a place): the crash is reported
  /// once, in the window's own line, which quotes it (`failure`), so it is not passed on.
  static func isTrapMessage(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    return text.wholeMatch(of: /(?:.*:\d+: )?(?:Fatal error|Precondition failed|Assertion failed)(?::.*)?\n?/) != nil
  }

  /// Whether `line` is the backtracer's `*** Signal 4: Backtracing from 0x… done ***`.
  private static func isBacktracerNotice(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    return text.hasPrefix("*** Signal ") && text.contains("Backtracing")
  }

  /// Whether `line` is the runtime's "Current stack trace:" or one of its frames
  /// (`12   libswiftCore.so   0x00007f… symbol + 33`).
  private static func isStackTraceLine(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix("Current stack trace:") { return true }
    let fields = text.split(separator: " ", omittingEmptySubsequences: true)
    return fields.count >= 3 && fields[0].allSatisfy(\.isNumber) && fields[2].hasPrefix("0x")
  }

  /// A chunk read from `fd`: nil when nothing is there now, empty at end of file.
  private func readChunk(_ fd: Int32) -> [UInt8]? {
    while true {
      let count = readBuffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 { return Array(readBuffer[0..<count]) }
      if count == 0 { return [] }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { return nil }
      return []
    }
  }

  /// The first whole reply in `replyBytes`, removed from it.
  private func takeReply() -> AgentReply? {
    guard replyBytes.count >= 8 else { return nil }
    var header = WireReader(Array(replyBytes[0..<8]))
    guard let length = try? header.int(), length >= 0, length <= MessagePipe.limit else {
      end(because: "the preview's agent sent a malformed reply")
      return nil
    }
    guard replyBytes.count >= 8 + length else { return nil }
    var reader = WireReader(Array(replyBytes[8..<(8 + length)]))
    replyBytes.removeFirst(8 + length)
    guard let reply = try? AgentReply(from: &reader, base: receivedCommands) else {
      end(because: "the preview's agent sent a malformed reply")
      return nil
    }
    if case .frame(let frame, _, _, _) = reply { receivedCommands = frame.commands }
    if !unanswered.isEmpty { unanswered.removeFirst() }
    return reply
  }

  /// Kills and reaps the agent, and records why it ended: `reason`, or what its standard
  /// error and exit say.
  private func end(because reason: String?) {
    guard failure == nil, !isEnding else { return }
    isEnding = true
    child.closeInput()
    if reason != nil { child.send(SIGKILL) }
    let status = child.terminate(grace: 0.5)
    // What it wrote last (the runtime's message, the crash report) is still in the pipe; the
    // report ends without a newline.
    _ = readAvailable()
    if !errorLine.isEmpty {
      takeErrorLine(errorLine + [0x0A])
      errorLine = []
    }
    unanswered.removeAll()
    failure = Failure(reason ?? explain(status: status, signal: child.terminatingSignal))
  }

  /// One line for an agent that ended by itself: the runtime's message (at the user's file
  /// and line) when it wrote one, else the signal or status.
  private func explain(status: Int32, signal: Int32?) -> String {
    let text = String(decoding: errorTail, as: UTF8.self)
    let markers = [
      "Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
      "Could not allocate", "could not allocate", "Stack overflow", "stack overflow",
    ]
    let place = crashReport.flatMap(userPlace(in:))
    if let line = text.split(separator: "\n").last(where: { line in markers.contains { line.contains($0) } }) {
      let message = translated(String(line))
      // The runtime names its own file for a trap in the library (an index out of range): the
      // user's place, where the report has one, says where their code was.
      if let place, !fileNames.contains(where: { message.contains($0.user) }), let marker = markers.compactMap({ message.firstRange(of: $0) }).first {
        return "the preview crashed at \(place): " + message[marker.lowerBound...]
      }
      return "the preview crashed: " + message
    }
    let at = place.map { " at \($0)" } ?? ""
    switch signal {
    case SIGSEGV?, SIGBUS?:
      return "the preview crashed with a segmentation fault\(at) (a stack overflow from endless recursion?)"
    case SIGKILL?:
      return "the preview's agent was killed (SIGKILL: out of memory?)"
    case SIGABRT?:
      return "the preview aborted\(at) (memory past the agent's limit, or a trap without a message)"
    case let signal?:
      return "the preview's agent ended with signal \(signal) (\(String(cString: strsignal(signal))))\(at)"
    case nil:
      return status == 0 ? "the preview's agent exited" : "the preview's agent exited with status \(status)"
    }
  }

  /// The innermost place in the user's files (`path:line`) on the crashed thread's stack in
  /// the runtime's crash report, when it has one.
  private func userPlace(in report: [UInt8]) -> String? {
    struct Report: Decodable {
      struct Thread: Decodable {
        var crashed: Bool?
        var frames: [Frame]
      }
      struct Frame: Decodable { var sourceLocation: Location? }
      struct Location: Decodable {
        var file: String
        var line: Int
      }
      var threads: [Thread]
    }
    guard let decoded = try? JSONDecoder().decode(Report.self, from: Data(report)) else { return nil }
    let thread = decoded.threads.first { $0.crashed == true } ?? decoded.threads.first
    for frame in thread?.frames ?? [] {
      guard let location = frame.sourceLocation, let user = userPath(ofCompiled: location.file[...]) else { continue }
      return "\(user):\(location.line)"
    }
    return nil
  }

  /// `line` with the compiled files' places replaced by the user's: a word `PATH:LINE:…` whose
  /// PATH ends in a user file's compiled name (`/index/Name.swift`, the runtime's `#file` in
  /// the build's work folder) or is `Module/Name.swift` (`#fileID`, which the library's
  /// warnings give) names the user's path instead.
  private func translated(_ line: String) -> String {
    let words = line.trimmingSpaces.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
      guard let colon = word.firstIndex(of: ":"), let user = userPath(ofCompiled: word[..<colon]) else { return String(word) }
      return user + word[colon...]
    }
    return words.joined(separator: " ")
  }

  /// The user's path of the file the compiler saw at `path`: one ending in its compiled name
  /// (`/work/index/Name.swift`), or `Module/Name.swift` (a `#fileID`: a module name, then the
  /// user file's name, when no other user file has that name). Nil for any other file.
  private func userPath(ofCompiled path: Substring) -> String? {
    let parts = path.split(separator: "/")
    guard let last = parts.last else { return nil }
    for name in fileNames {
      let compiled = name.compiled.split(separator: "/")
      let full = parts.count >= 2 && parts.suffix(2).elementsEqual(compiled)
      let byID =
        parts.count == 2 && !path.hasPrefix("/") && compiled.last == last
        && fileNames.filter { $0.compiled.hasSuffix("/" + last) }.count == 1
      if full || byID { return name.user }
    }
    return nil
  }

  private static func formatted(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return String(text)
  }
}

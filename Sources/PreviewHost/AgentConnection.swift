import Glibc
import PreviewAgent
import Scenes

/// What a `PreviewSession` asks for frames: the `Agent`, in a process of its own
/// (`AgentProcess`) for the user's compiled code, or in this one (`InProcessAgent`) for the
/// previews compiled into the program. Either way the requests are the same and the replies
/// come in order; only the user's code needs a process to fall in.
package protocol AgentConnection: AnyObject {
  /// Why the agent is gone, in one line; nil while it runs.
  var failure: AgentProcess.Failure? { get }
  /// The descriptors the window waits on for the agent (its replies and its standard error).
  var descriptors: [Int32] { get }
  /// The agent's standard error alone: what the user's code prints, and the agent's end.
  var errorDescriptors: [Int32] { get }
  /// Whether a request is waiting for its reply.
  var isBusy: Bool { get }
  /// How many requests are waiting for their replies.
  var unansweredCount: Int { get }
  /// The agent's process id; nil when it runs in this process.
  var processID: pid_t? { get }
  /// Sends `requests` in order. False when the agent is gone (see `failure`).
  @discardableResult func send(_ requests: [AgentRequest]) -> Bool
  /// The next reply, waiting at most `timeout` seconds for it; nil when none came in time or
  /// the agent is gone.
  func receive(timeout: Double) -> AgentReply?
  /// Sends `request` and waits for its reply (the only one outstanding); nil when the agent is
  /// gone.
  func ask(_ request: AgentRequest) -> AgentReply?
}

extension AgentProcess: AgentConnection {}

/// The agent in this process, for the previews compiled into the program (the examples and
/// the seeds): our own code, which needs no process to fall in. Each request is handled as it
/// is sent and its reply kept until it is received; the frames are the graph's own values, not
/// encoded, piped and decoded, and no second process wakes for every frame. At 60 fps the
/// agent process cost the examples 1.4 % of a core on top of the window's share of the pipe.
///
/// The agent, like the views it runs, is the main actor's: sessions that run built-in
/// previews are made and used on the main thread (the window's, the headless commands'). Two
/// such sessions (A/B's halves, E's export beside the window) share the process's scene
/// executor and preview registry, which is sound for the built-in sets: they start no tasks
/// (the seed's `asyncAfter` timers belong to the graph that scheduled them), and each load
/// registers the same previews again.
package final class InProcessAgent: AgentConnection {
  private let agent: Agent
  /// The replies not received yet, oldest first.
  private var replies: [AgentReply] = []
  private var head = 0

  package init() {
    agent = MainActor.assumeIsolated { Agent() }
  }

  package var failure: AgentProcess.Failure? { nil }
  /// Nothing to wait on: a reply exists as soon as its request was sent.
  package var descriptors: [Int32] { [] }
  package var errorDescriptors: [Int32] { [] }
  package var isBusy: Bool { head < replies.count }
  package var unansweredCount: Int { replies.count - head }
  package var processID: pid_t? { nil }

  @discardableResult
  package func send(_ requests: [AgentRequest]) -> Bool {
    if head == replies.count {
      replies.removeAll(keepingCapacity: true)
      head = 0
    }
    let agent = agent
    for request in requests {
      replies.append(MainActor.assumeIsolated { agent.handle(request) })
    }
    return true
  }

  package func receive(timeout: Double) -> AgentReply? {
    guard head < replies.count else { return nil }
    defer { head += 1 }
    return replies[head]
  }

  package func ask(_ request: AgentRequest) -> AgentReply? {
    send([request])
    return receive(timeout: 0)
  }
}

// The small part of Combine that SwiftUI code uses with `onReceive`, without Combine (which
// Linux lacks): the `Publisher` protocol, `ConnectablePublisher` with `autoconnect()`, and
// `Cancellable`. The publishers are `ObservableObjectPublisher`, `@Published`'s `$property` and
// `Timer.TimerPublisher`. Followed: Apple's documentation of Combine's `Publisher`,
// `ConnectablePublisher`, `Publishers.Autoconnect` and `Cancellable`.

/// A source of values over time, as Combine's `Publisher` (MotionUI's publishers only).
public protocol Publisher<Output, Failure> {
  /// The values published.
  associatedtype Output
  /// The error that ends the publisher (always `Never` here).
  associatedtype Failure: Error
  /// Calls `receiveValue` with each value published, until the returned cancellable is
  /// cancelled or released.
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// A publisher that publishes only once connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts publishing; cancelling the result stops.
  func connect() -> any Cancellable
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the activity.
  func cancel()
}

extension AnyCancellable: Cancellable {}

extension ConnectablePublisher {
  /// A publisher that connects this one when its first subscriber arrives, and disconnects it
  /// when the last one leaves, as Combine's `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Namespace of the publisher types, as Combine's `Publishers`.
public enum Publishers {
  /// A connectable publisher that connects on its first subscriber, as Combine's
  /// `Publishers.Autoconnect`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher this one connects (`timer.upstream.connect().cancel()` stops a timer).
    public let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscriberCount = 0

    /// A publisher connecting `upstream` on demand.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes to the upstream, connecting it first if this is the first subscriber.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      let subscription = upstream.sink(receiveValue: receiveValue)
      subscriberCount += 1
      if connection == nil { connection = upstream.connect() }
      return AnyCancellable { [weak self] in
        subscription.cancel()
        guard let self else { return }
        subscriberCount -= 1
        if subscriberCount == 0 {
          connection?.cancel()
          connection = nil
        }
      }
    }
  }
}

extension ObservableObjectPublisher: Publisher {
  /// The object's coming changes carry no value.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never
}

extension Published.Publisher: MotionUI.Publisher {
  /// The property's values.
  public typealias Output = Value
  /// It never fails.
  public typealias Failure = Never
}

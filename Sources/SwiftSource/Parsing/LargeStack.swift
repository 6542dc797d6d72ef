#if canImport(Glibc)
  import Glibc
#endif

/// Runs work on a thread with a large stack, and waits for it.
///
/// SwiftSyntax builds and walks trees recursively, and a file of 1 MiB can spell a tree 250,000
/// levels deep (`try try try …`, `a!!!!…`, `else if` chains): about 750 MB of stack, where the
/// main thread has 8 MB. The stack is reserved, not used: pages are only touched as deep as
/// the tree goes.
enum LargeStack {
  /// The stack reserved for reading one batch of files, in bytes (1 GiB).
  static let size = 1 << 30

  /// Runs `body` on a thread with a `size`-byte stack and returns its result; runs it on the
  /// calling thread if no such thread can be made.
  static func run<T>(_ body: () -> T) -> T {
    var result: T?
    withoutActuallyEscaping({ result = body() }) { work in
      let job = Job(work)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, size)
      var thread = pthread_t()
      let context = Unmanaged.passRetained(job).toOpaque()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
          return nil
        }, context)
      if started == 0 {
        pthread_join(thread, nil)
      } else {
        Unmanaged<Job>.fromOpaque(context).release()
        work()
      }
    }
    // Set by `work`, which finished before the join (or the direct call) returned.
    return result!
  }

  /// The work, handed to the thread (the join orders its writes before the caller's reads).
  private final class Job: @unchecked Sendable {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
      self.work = work
    }
  }
}

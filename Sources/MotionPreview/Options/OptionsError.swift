/// A command-line problem. Its description is the one line printed after `motion-preview: `,
/// and the program then exits with status 2.
struct OptionsError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, naming the option or value at fault.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

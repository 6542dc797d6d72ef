#if canImport(Glibc)
  import Glibc
#endif

// The entry point: decode and validate the command line, then hand over to the mode it asks
// for. Every failure ends here as one line on standard error and a non-zero status; nothing
// below prints a Swift stack trace at the user.

let status: Int32
do {
  let options = try Options.parse(try CommandLineArguments.decoded())
  status = try Program.run(options)
} catch let error as OptionsError {
  Program.fail(error.description, status: 2)
} catch {
  Program.fail("\(error)", status: Program.exitStatus(for: error))
}
exit(status)

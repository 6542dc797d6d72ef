#if canImport(Glibc)
  import Glibc
#endif
import PreviewAgent
import PreviewBuild
import X11Canvas

// The entry point: decode and validate the command line, then hand over to the mode it asks
// for. Every failure ends here as one line on standard error and a non-zero status; nothing
// below prints a Swift stack trace at the user. SIGINT, SIGTERM, SIGHUP and SIGQUIT end any
// mode with status 128 + the signal's number and print nothing (see TerminationSignals).

// `motion-preview __agent PARENT-PID`: the child process the window starts to run the user's
// compiled code (PreviewAgent). It speaks only on its pipes and takes none of the window's
// signal handling.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == Agent.command {
  exit(Agent.main(arguments: Array(CommandLine.arguments.dropFirst(2))))
}

TerminationSignals.install()
// A write to a peer that has gone (the X server killed while a frame is being sent, ffmpeg, the
// agent) fails with EPIPE instead of killing the program with SIGPIPE: the connection's loss is
// then reported as it should be (one line, status 1, temporary files removed). A CI run saw a
// lost X server end the window with SIGPIPE, status 141, and leave its export's temporary file.
signal(SIGPIPE, SIG_IGN)
let status: Int32
do {
  let options = try Options.parse(try CommandLineArguments.decoded())
  status = try Program.run(options)
} catch let interrupted as TerminationSignals.Interrupted {
  status = interrupted.exitStatus
} catch let error as OptionsError {
  Program.fail(error.description, status: 2)
} catch let error as PreviewBuildError {
  // The compiler's errors, one line each as a compiler prints them, or one line of ours.
  exit(CompiledPreview.report(error))
} catch is SwiftFileFailure {
  // The Swift files' errors are on standard error already, one line each, as a compiler's.
  exit(2)
} catch {
  Program.fail("\(error)", status: Program.exitStatus(for: error))
}
exit(status)

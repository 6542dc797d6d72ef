import ChildProcesses
import Glibc
import Testing
import TestSupport

/// Issue 22, class 2: a `FILE.swift` or `--text-file` that is a FIFO, a socket or a device is
/// refused as a directory is, in one line with status 2, by every command that reads one. A
/// FIFO nobody writes used to hang each of them forever (the window even with `--exit-after`).
@Suite(.serialized) struct NonRegularFileTests {
  /// A folder with a FIFO (`fifo.swift`, nobody writes it), a listening Unix socket
  /// (`socket.swift`) and a link to a device (`device.swift` → /dev/zero), and what each is
  /// called in the message.
  final class Specials {
    let folder: TemporaryDirectory
    private var socketFD: Int32 = -1
    let kinds = [
      ("fifo.swift", "it is a FIFO (named pipe), not a regular file"),
      ("socket.swift", "it is a socket, not a regular file"),
      ("device.swift", "it is a device, not a regular file"),
    ]

    init() throws {
      folder = try TemporaryDirectory()
      guard mkfifo(folder.path + "/fifo.swift", 0o644) == 0 else { throw TestFailure("mkfifo failed") }
      guard symlink("/dev/zero", folder.path + "/device.swift") == 0 else { throw TestFailure("symlink failed") }
      socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let path = Array((folder.path + "/socket.swift").utf8CString)
      guard socketFD >= 0, path.count <= MemoryLayout.size(ofValue: address.sun_path) else {
        throw TestFailure("no socket")
      }
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        path.withUnsafeBytes { raw.copyMemory(from: $0) }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard bound == 0, listen(socketFD, 1) == 0 else { throw TestFailure("cannot bind the socket") }
    }

    deinit { close(socketFD) }
  }

  /// Runs the program with `arguments` on `display` (nil: none) and returns its status and
  /// standard error, or nil (after killing it) when it has not ended after 60 s: it hangs.
  static func run(_ arguments: [String], display: String?) throws -> (status: Int32, errors: [Substring])? {
    let process = try ChildProcess(
      PreviewProcess.executable, arguments, environment: ["DISPLAY": display], output: .pipe, error: .pipe)
    guard let status = process.wait(timeout: 60) else {
      process.send(SIGKILL)
      process.wait()
      return nil
    }
    return (status, String(decoding: process.readError(), as: UTF8.self).split(separator: "\n"))
  }

  /// Every command that reads a Swift file: one line, status 2, no hang.
  @Test func everyCommandRefusesAFIFOASocketAndADevice() throws {
    guard let xvfb = try XvfbServer.forTests("the non-regular file tests") else { return }
    let specials = try Specials()
    let out = specials.folder.path + "/out"
    for (name, kind) in specials.kinds {
      let path = specials.folder.path + "/" + name
      let commands: [[String]] = [
        ["--frame-json", "0", path],
        ["animations", path],
        [path, "--exit-after", "0.5"],
        ["export", out + ".gif", path],
        ["--screenshot", out + ".png", path],
        ["bench", "--quick", path],
      ]
      for arguments in commands {
        let result = try #require(try Self.run(arguments, display: xvfb.display), "\(arguments) hangs")
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors == ["motion-preview: cannot read \"\(path)\": \(kind)"], "\(arguments)")
      }
    }
    #expect(specials.folder.names == ["device.swift", "fifo.swift", "socket.swift"])
  }
}

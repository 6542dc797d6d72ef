import ChildProcesses
import Foundation
import Glibc
import TestSupport

/// Runs one `FuzzCase` against the real binary in a fresh folder and checks every promise the
/// README makes about it: an exit status of 0, 1 or 2 and no signal; at most one line on
/// standard error for 1 and 2; JSON, PNG and exports where they are promised; bounded time and
/// memory; no file created, changed or removed except the declared output (none at all on
/// failure, so no temporary file either); and no process it started (a private Xvfb, ffmpeg)
/// still running once it has exited. When another X client acts on the window (`hostile`),
/// also: no X error lines, and a destroyed window ends with status 1 and its one line.
struct FuzzRunner {
  /// The peak resident memory allowed, in bytes: a guard against leaks and blow-ups (the font
  /// size that made 745 MB), not a benchmark.
  static let memoryLimit = 1 << 30

  /// Where every case's folder goes.
  let root: String
  /// The fuzz run's X display.
  let display: String
  /// Whether to keep each case's folder, with its arguments (NUL-separated, in `../case-N.args`)
  /// for replaying by hand: `cd case-N && xargs -0 -a ../case-N.args motion-preview`.
  var keepsFolders = false

  /// What one run did.
  struct Outcome {
    var status: Int32
    var problems: [String]
    var errorLines: Int
    var seconds: Double
    var peakBytes: Int
    /// What another client did to the window, when the window showed in time for it.
    var hostileAct: FuzzCase.HostileClient?
  }

  func run(_ fuzz: FuzzCase) throws -> Outcome {
    let folder = "\(root)/case-\(fuzz.index)"
    guard mkdir(folder, 0o755) == 0 else { throw TestFailure("cannot make \(folder)") }
    defer { if !keepsFolders { remove(folder) } }
    if keepsFolders {
      try write(fuzz.arguments.flatMap { Array($0.utf8) + [0] }, to: "\(root)/case-\(fuzz.index).args")
    }
    for (name, bytes) in fuzz.files { try write(bytes, to: "\(folder)/\(name)") }
    for name in fuzz.fifos {
      guard mkfifo("\(folder)/\(name)", 0o644) == 0 else { throw TestFailure("cannot make the FIFO \(name)") }
    }
    for (name, target) in fuzz.links {
      unlink("\(folder)/\(name)")  // a case may ask for the same link twice
      guard symlink(target, "\(folder)/\(name)") == 0 else { throw TestFailure("cannot link \(name)") }
    }
    let outputFile = "\(root)/case-\(fuzz.index).out"
    let errorFile = "\(root)/case-\(fuzz.index).err"
    let inputFile = "\(root)/case-\(fuzz.index).in"
    defer { if !keepsFolders { for file in [outputFile, errorFile, inputFile] { unlink(file) } } }
    if let input = fuzz.input { try write(input, to: inputFile) }
    let before = DirectorySnapshot(of: folder)

    // The marker finds every process the case started, even reparented, once it has exited.
    let run = "fuzz-\(getpid())-\(fuzz.index)"
    var environment: [String: String?] = [ProcessTable.marker: run]
    switch fuzz.display {
    case .server: environment["DISPLAY"] = display
    case .unset: environment["DISPLAY"] = .some(nil)
    case .nowhere: environment["DISPLAY"] = ":998"
    }
    // env -C runs the program in the case's folder, so relative paths land there.
    let start = monotonicNow()
    let process = try ChildProcess(
      "/usr/bin/env", ["-C", folder, PreviewProcess.executable] + fuzz.arguments, environment: environment,
      input: fuzz.input == nil ? .null : .file(inputFile), output: .file(outputFile), error: .file(errorFile))
    var peak = 0
    var problems: [String] = []
    var lastSample = 0.0
    let client = fuzz.hostile == nil ? nil : try TestClient(displayName: display)
    var acted = false
    while process.isRunning {
      let now = monotonicNow()
      if now - start > fuzz.timeLimit {
        process.send(SIGKILL)
        process.wait()
        problems.append("still running after \(Int(fuzz.timeLimit)) s")
        break
      }
      if now - lastSample > 0.02 {
        peak = max(peak, Self.peakResidentBytes(of: process.pid) ?? 0)
        lastSample = now
        if let client, let hostile = fuzz.hostile, !acted, let window = client.window(named: "motion-preview") {
          acted = true
          switch hostile {
          case .destroy: client.destroy(window)
          case .forgedConfigure(let width, let height): client.sendConfigureNotify(to: window, width: width, height: height)
          case .resize(let width, let height): client.resize(window, width: width, height: height)
          }
        }
      }
      usleep(2_000)
    }
    let seconds = monotonicNow() - start
    let status = process.wait()
    let output = read(outputFile)
    let errors = read(errorFile)
    let errorText = String(decoding: errors, as: UTF8.self)
    let errorLines = errorText.split(separator: "\n", omittingEmptySubsequences: true).count

    if let signal = process.terminatingSignal, problems.isEmpty {
      problems.append("killed by signal \(signal)")
    } else if ![0, 1, 2].contains(status) {
      problems.append("exit status \(status)")
    }
    // Diagnostics about Swift source are one per line; anything else gets one line in all.
    let lines = errorText.split(separator: "\n", omittingEmptySubsequences: true)
    let plainLines = fuzz.allowsDiagnostics ? lines.filter { !Self.isDiagnostic($0) }.count : lines.count
    if status != 0, plainLines > 1 {
      problems.append("\(plainLines) lines on standard error with status \(status)")
    }
    for marker in ["Fatal error", "Current stack trace", "Backtrace", "💣", "Segmentation fault"]
    where errorText.contains(marker) {
      problems.append("a crash report on standard error")
      break
    }
    if acted {
      if errorText.contains("X protocol error") { problems.append("X protocol errors after \(fuzz.hostile!)") }  // acted: set
      if fuzz.hostile == .destroy, status == 1, errorText != "motion-preview: the window was closed by another client\n" {
        problems.append("a destroyed window did not end with its one line")
      }
      if fuzz.hostile != .destroy, status != 0 { problems.append("exit status \(status) after \(fuzz.hostile!)") }  // acted: set
    }
    if peak > Self.memoryLimit {
      problems.append("peak memory \(peak >> 20) MiB, more than \(Self.memoryLimit >> 20) MiB")
    }
    if status == 0 { problems += checkOutput(fuzz, output: output, folder: folder) }
    if !waitUntil(timeout: 10, { ProcessTable.running(marked: run).isEmpty }) {
      problems.append("left processes running: \(ProcessTable.running(marked: run))")
    }

    // Files: only the declared output may change, and only when the run succeeded.
    let after = DirectorySnapshot(of: folder)
    var allowed: Set<String> = []
    var allowedFolder: String?
    if status == 0, let declared = fuzz.output {
      if fuzz.promisesExport, declared.hasSuffix("/") || !declared.contains(".") {
        allowedFolder = declared.hasSuffix("/") ? String(declared.dropLast()) : declared
      }
      allowed.insert(allowedFolder ?? declared)
      if let target = before.entries[declared]?.link { allowed = [target] }
    }
    let unexpected = before.changes(to: after).filter { path in
      !allowed.contains(path) && !(allowedFolder.map { path.hasPrefix($0 + "/") } ?? false)
    }
    if !unexpected.isEmpty {
      problems.append("changed files it should not have: \(unexpected.joined(separator: ", "))")
    }
    if !problems.isEmpty, !errorText.isEmpty {
      problems.append("standard error: \(errorText.prefix(400))")
    }
    return Outcome(
      status: status, problems: problems, errorLines: errorLines, seconds: seconds, peakBytes: peak,
      hostileAct: acted ? fuzz.hostile : nil)
  }

  /// The promises about standard output and the written PNG, for a run that succeeded.
  private func checkOutput(_ fuzz: FuzzCase, output: [UInt8], folder: String) -> [String] {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var problems: [String] = []
    switch fuzz.promise {
    case .nothing:
      break
    case .jsonLine:
      let lines = output.split(separator: 0x0A)
      if lines.count != 1 || output.last != 0x0A {
        problems.append("printed \(lines.count) lines of JSON, not one")
      } else if !Self.isJSONObject(lines[0]) {
        problems.append("printed invalid JSON: \(String(decoding: lines[0].prefix(200), as: UTF8.self))")
      }
    case .jsonLastLine:
      if let last = output.split(separator: 0x0A).last, Self.isJSONObject(last) {} else {
        problems.append("the last line of standard output is not a JSON object")
      }
    case .png:
      if !output.starts(with: png) { problems.append("standard output is not a PNG") }
    }
    if fuzz.promisesPNGFile, let declared = fuzz.output {
      if !read("\(folder)/\(declared)").starts(with: png) { problems.append("\(declared) is not a PNG") }
    }
    if fuzz.promisesExport, let declared = fuzz.output {
      let path = "\(folder)/\(declared)"
      var info = stat()
      if stat(path, &info) != 0 {
        problems.append("the export \(declared) was not written")
      } else if info.st_mode & S_IFMT == S_IFDIR {
        if !read("\(path)/frame-00000.png").starts(with: png) { problems.append("\(declared) has no first PNG frame") }
      } else {
        // The format's own signature: GIF89a, RIFF….WEBP, ….ftyp.
        let bytes = read(path)
        let signed =
          declared.hasSuffix(".gif") ? bytes.starts(with: Array("GIF89a".utf8))
          : declared.hasSuffix(".webp") ? bytes.starts(with: Array("RIFF".utf8)) && bytes.dropFirst(8).starts(with: Array("WEBP".utf8))
          : bytes.dropFirst(4).starts(with: Array("ftyp".utf8))
        if !signed { problems.append("\(declared) is not a \(declared.split(separator: ".").last ?? "") file") }
      }
    }
    return problems
  }

  /// Whether `bytes` parse, with Foundation's parser (not ours), as one JSON object or array.
  private static func isJSONObject(_ bytes: ArraySlice<UInt8>) -> Bool {
    let value = try? JSONSerialization.jsonObject(with: Data(bytes))
    return value is [String: Any] || value is [Any]
  }

  /// Whether `line` reads `path:line:column: error|warning|note: message`.
  private static func isDiagnostic(_ line: Substring) -> Bool {
    line.firstMatch(of: /^.+:\d+:\d+: (error|warning|note): ./) != nil
  }

  /// The process's peak resident set (VmHWM in /proc/PID/status), in bytes.
  static func peakResidentBytes(of pid: Int32) -> Int? {
    let text = String(decoding: fileBytes(at: "/proc/\(pid)/status"), as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.dropFirst(6).filter(\.isNumber))
    else { return nil }
    return kilobytes * 1024
  }

  private func read(_ path: String) -> [UInt8] { fileBytes(at: path) }

  private func write(_ bytes: [UInt8], to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw TestFailure("cannot create \(path)") }
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      guard written > 0 else { throw TestFailure("cannot write \(path)") }
      offset += written
    }
  }

  /// Removes `path` and everything below it, without following links.
  private func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) {
      var children: [String] = []
      while let item = readdir(directory) {
        let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { children.append(path + "/" + name) }
      }
      closedir(directory)
      children.forEach(remove)
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}

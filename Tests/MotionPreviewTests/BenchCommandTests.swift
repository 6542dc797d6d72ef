import ChildProcesses
import Foundation
import Testing
import TestSupport

/// `motion-preview bench --quick --json` on a private Xvfb: the last line is one JSON object with
/// every key the performance issue names, parsed by Foundation's JSONSerialization (not ours).
/// No figure is asserted: timings belong to the benchmark, not to tests.
@Suite(.serialized) struct BenchCommandTests {
  static let keys = [
    "uncapped_fps", "uncapped_fps_1080p", "client_ms_per_frame", "server_ms_per_frame",
    "paced_target_fps", "paced_fps", "paced_dropped", "paced_interval_p50_ms", "paced_interval_p99_ms",
    "paced_interval_max_ms", "paced_cpu_client_percent", "paced_cpu_server_percent",
    "paced_cpu_total_percent", "idle_wakeups_per_s", "idle_cpu_percent", "scaling", "presentation",
    "export_gif_fps", "export_webp_fps", "export_png_fps", "paths",
  ]

  /// Xvfb has the Present extension (a 60 Hz fake vblank), so the paced run presents at vblanks;
  /// `MOTION_PREVIEW_PRESENT=0` forces the timer (as does a rate above the refresh rate). The
  /// JSON says which.
  @Test(arguments: [([], nil, "present"), (["--fps", "120"], "0", "timer")] as [([String], String?, String)])
  func quickBenchPrintsCompleteJSON(arguments: [String], present: String?, presentation: String) throws {
    guard let xvfb = try XvfbServer.forTests("the bench test", width: 1920, height: 1080) else { return }
    let (status, output, errors) = try PreviewProcess.run(
      ["bench", "--quick", "--json"] + arguments, display: xvfb.display,
      environment: present.map { ["MOTION_PREVIEW_PRESENT": $0] } ?? [:])
    #expect(status == 0, "bench failed: \(errors)")
    let lastLine = try #require(output.split(separator: "\n").last)
    let object = try JSONSerialization.jsonObject(with: Data(lastLine.utf8))
    let json = try #require(object as? [String: Any])
    for key in Self.keys {
      #expect(json[key] != nil, "missing \(key)")
    }
    #expect(json["presentation"] as? String == presentation)
    // A local Xvfb is a process we can read, so the server figures are numbers, not null.
    #expect(json["server_ms_per_frame"] is NSNumber)
    #expect((json["uncapped_fps"] as? Double).map { $0 > 0 } == true)
    let scaling = try #require(json["scaling"] as? [String: Any])
    let areas = try #require(scaling["area_ms_per_frame"] as? [String: Any])
    #expect(areas.count == 3)
    // The path stress frames: each content moving and still, each with its three figures.
    let paths = try #require(json["paths"] as? [String: Any])
    #expect(
      Set(paths.keys) == [
        "polygon_fills_moving", "polygon_fills_still", "outline_fills_moving", "outline_fills_still",
        "outlines_and_strokes_moving", "outlines_and_strokes_still",
      ])
    for (name, value) in paths {
      let figures = try #require(value as? [String: Any], "\(name)")
      #expect(Set(figures.keys) == ["wall_ms_per_frame", "client_ms_per_frame", "server_ms_per_frame"], "\(name)")
    }
    // The table comes first, for people.
    #expect(output.contains("uncapped, the examples"))
    try Self.expectGTKPeer(in: json, output: output)
    // --fps paces the paced run (it was ignored in silence before).
    if arguments == ["--fps", "120"] {
      #expect(json["paced_target_fps"] as? Double == 120)
      #expect(output.contains("paced at 120.0 fps"))
    }
  }

  /// The GTK peer beside the executable: whenever pkg-config finds GTK 3 the package builds it,
  /// and bench then runs it and prints its rows and keys (figures are not asserted, only that it
  /// drew and was measured); without GTK 3, one line says it was skipped and no GTK keys follow.
  static func expectGTKPeer(in json: [String: Any], output: String) throws {
    let gtkInstalled = try Tool.run("pkg-config", ["--exists", "gtk+-3.0"]).status == 0
    let peer = Self.peerPath
    #expect(FileManager.default.isExecutableFile(atPath: peer) == gtkInstalled, "\(peer)")
    if gtkInstalled {
      #expect(((json["gtk_peer_frames"] as? Int) ?? 0) > 0)
      #expect(((json["gtk_peer_cpu_client_percent"] as? Double) ?? 0) > 0)
      #expect(((json["gtk_peer_cpu_total_percent"] as? Double) ?? 0) > 0)
      for key in [
        "gtk_peer_fps", "gtk_peer_cpu_server_percent", "gtk_peer_at_rest_cpu_client_percent",
        "gtk_peer_at_rest_cpu_server_percent", "gtk_peer_at_rest_cpu_total_percent", "paced_cpu_vs_gtk",
        "idle_cpu_vs_gtk",
      ] {
        #expect(json[key] is NSNumber, "missing \(key)")
      }
      #expect(json["gtk_peer_skipped"] == nil, "\(json["gtk_peer_skipped"] ?? "")")
      #expect(output.contains("GTK peer at 60 fps"))
      #expect(output.contains("motion-preview / GTK at 60 fps"))
    } else {
      #expect((json["gtk_peer_skipped"] as? String)?.contains("not built") == true)
      #expect(json["gtk_peer_frames"] == nil)
    }
  }

  /// Where bench looks for the peer: beside the motion-preview executable.
  static var peerPath: String {
    URL(fileURLWithPath: PreviewProcess.executable).deletingLastPathComponent()
      .appendingPathComponent("motion-preview-gtk-peer").path
  }

  /// `--slices`: the peer animates only for the slices it is asked for, each answered with the
  /// frames it drew in it; a line that is not a slice is refused with one line and the peer goes
  /// on; the end of its input ends it with status 0.
  @Test func gtkPeerAnimatesInTheSlicesItIsAskedFor() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.peerPath) else { return }
    guard let xvfb = try XvfbServer.forTests("the GTK peer's slices") else { return }
    let peer = try ChildProcess(
      Self.peerPath, ["--slices"], environment: ["DISPLAY": xvfb.display], input: .pipe, output: .pipe, error: .pipe,
      diesWithParent: true)
    defer { peer.terminate() }
    func say(_ line: String) throws {
      try Array((line + "\n").utf8).withUnsafeBytes { try peer.writeInput($0) }
    }
    #expect(peer.readOutputLine() == "ready")
    var answers: [[String: Double]] = []
    for (index, seconds) in [0.5, 0.25].enumerated() {
      if index == 1 { try say("twirl") }
      try say("slice \(seconds)")
      // The frames drawn, and at least the seconds asked for.
      let answer = peer.readOutputLine()
      #expect(answer.hasPrefix("slice "), "\(answer)")
      let fields = Dictionary(uniqueKeysWithValues: answer.split(separator: " ").dropFirst().compactMap { field -> (String, Double)? in
        let parts = field.split(separator: "=")
        return parts.count == 2 ? (String(parts[0]), Double(parts[1]) ?? .nan) : nil
      })
      #expect((fields["frames"] ?? 0) > 0 && (fields["seconds"] ?? 0) >= seconds, "\(answer)")
      answers.append(fields)
    }
    #expect(answers.count == 2)
    peer.closeInput()
    #expect(peer.wait(timeout: 60) == 0)
    let errors = String(decoding: peer.readError(), as: UTF8.self)
    #expect(errors.contains("not a slice") && errors.contains("twirl") && errors.filter { $0 == "\n" }.count == 1, "\(errors)")
  }

  /// A bad command line to the peer: one line on standard error, status 2, no window.
  @Test func gtkPeerRefusesUnknownArguments() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.peerPath) else { return }
    for arguments in [
      ["--frobnicate"], ["--seconds"], ["--seconds", "-1"], ["--seconds", "nan"], ["--slices", "--at-rest"],
      ["--seconds", "1", "--slices"],
    ] {
      let result = try ChildProcess.run(Self.peerPath, arguments, environment: ["DISPLAY": nil])
      #expect(result.status == 2, "\(arguments)")
      let errors = String(decoding: result.error, as: UTF8.self)
      #expect(errors.hasPrefix("motion-preview-gtk-peer: ") && errors.filter { $0 == "\n" }.count == 1, "\(errors)")
    }
  }
}

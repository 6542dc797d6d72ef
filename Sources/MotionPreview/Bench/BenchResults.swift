import Scenes

/// The benchmark's figures, printed as a table for people and as one JSON line for tools.
struct BenchResults {
  var display: String
  var serverPID: Int32?
  var quick: Bool
  var uncappedFPS = 0.0
  var uncappedFPS1080p = 0.0
  var clientMsPerFrame = 0.0
  var serverMsPerFrame: Double?
  var paced: PacedResult?
  var idleWakeupsPerSecond = 0.0
  var idleCPUPercent = 0.0
  /// Wall milliseconds per uncapped frame for a window of that size (points).
  var scalingAreas: [(size: Size, ms: Double)] = []
  /// Milliseconds per uncapped frame of the path stress frames (see `PathStress`), by name.
  var paths: [(name: String, result: UncappedResult)] = []
  /// Export rates, frames per wall second (see `ExportRates`).
  var export = ExportRates()
  /// The GTK peer's runs on the same display, or why there are none (see `GTKPeer`).
  var gtkPeer: GTKPeer.Outcome?

  /// The JSON object (one line) with the keys the performance issue names.
  var json: String {
    var w = JSONWriter()
    w.beginObject()
    w.string(display, key: "display")
    w.integer(quick ? 1 : 0, key: "quick")
    w.string(paced?.presentation.rawValue ?? "timer", key: "presentation")
    w.number(uncappedFPS, key: "uncapped_fps")
    w.number(uncappedFPS1080p, key: "uncapped_fps_1080p")
    w.number(clientMsPerFrame, key: "client_ms_per_frame")
    w.number(serverMsPerFrame ?? .nan, key: "server_ms_per_frame")
    w.number(paced?.fps ?? .nan, key: "paced_target_fps")
    w.number(paced.map { Double($0.frames) / $0.seconds } ?? .nan, key: "paced_fps")
    w.integer(paced?.dropped ?? 0, key: "paced_dropped")
    w.number(paced?.intervals.value(at: 50) ?? .nan, key: "paced_interval_p50_ms")
    w.number(paced?.intervals.value(at: 99) ?? .nan, key: "paced_interval_p99_ms")
    w.number(paced?.intervals.maximum ?? .nan, key: "paced_interval_max_ms")
    w.number(paced?.clientCPUPercent ?? .nan, key: "paced_cpu_client_percent")
    w.number(paced?.serverCPUPercent ?? .nan, key: "paced_cpu_server_percent")
    w.number(paced?.totalCPUPercent ?? .nan, key: "paced_cpu_total_percent")
    w.number(idleWakeupsPerSecond, key: "idle_wakeups_per_s")
    w.number(idleCPUPercent, key: "idle_cpu_percent")
    w.number(export.gif, key: "export_gif_fps")
    w.number(export.webp, key: "export_webp_fps")
    w.number(export.png, key: "export_png_fps")
    gtkPeer?.write(into: &w, paced: paced?.totalCPUPercent, paused: idleCPUPercent)
    w.beginObject(key: "scaling")
    w.beginObject(key: "area_ms_per_frame")
    for (size, ms) in scalingAreas { w.number(ms, key: "\(Int(size.width))x\(Int(size.height))") }
    w.endObject()
    w.endObject()
    w.beginObject(key: "paths")
    for (name, result) in paths {
      w.beginObject(key: name)
      w.number(result.wallMs, key: "wall_ms_per_frame")
      w.number(result.clientMs, key: "client_ms_per_frame")
      w.number(result.serverMs ?? .nan, key: "server_ms_per_frame")
      w.endObject()
    }
    w.endObject()
    w.endObject()
    return w.output
  }

  /// A readable table.
  var table: String {
    func f(_ value: Double?, _ digits: Int = 2) -> String {
      guard let value, value.isFinite else { return "n/a" }
      var scale = 1.0
      for _ in 0..<digits { scale *= 10 }
      let rounded = (value * scale).rounded() / scale
      return String(rounded)
    }
    var lines = [
      "motion-preview bench on \(display)" + (serverPID.map { " (X server pid \($0))" } ?? "")
        + (quick ? " — quick mode, rough figures" : ""),
      "",
      "uncapped, the examples (in the window's process), XSync per frame",
      "  1000×600            \(f(uncappedFPS, 0)) fps",
      "  1920×1080           \(f(uncappedFPS1080p, 0)) fps",
      "  client CPU / frame  \(f(clientMsPerFrame, 3)) ms",
      "  server CPU / frame  \(f(serverMsPerFrame, 3)) ms",
    ]
    if let paced {
      lines += [
        "paced at \(f(paced.fps, 3)) fps for \(f(paced.seconds, 1)) s, the examples' text toggled every 1.5 s, "
          + (paced.presentation == .present ? "X Present at vblanks" : "timer"),
        "  frames / dropped    \(paced.frames) / \(paced.dropped)"
          + (paced.presentation == .present ? " (missed vblanks)" : ""),
        "  interval p50 / p99 / max  \(f(paced.intervals.value(at: 50), 3)) / "
          + "\(f(paced.intervals.value(at: 99), 3)) / \(f(paced.intervals.maximum, 3)) ms",
        "  CPU client + server \(f(paced.clientCPUPercent)) % + \(f(paced.serverCPUPercent)) % = "
          + "\(f(paced.totalCPUPercent)) % of one core",
      ]
    }
    lines += [
      "paused",
      "  wake-ups            \(f(idleWakeupsPerSecond)) per s",
      "  CPU                 \(f(idleCPUPercent)) %",
    ]
    lines += gtkPeer?.rows(paced: paced?.totalCPUPercent, paused: idleCPUPercent, f) ?? []
    lines.append("scaling (wall ms per uncapped frame)")
    for (size, ms) in scalingAreas {
      lines.append("  \(Int(size.width))×\(Int(size.height))".padding(22) + "\(f(ms, 3)) ms")
    }
    lines.append("paths, 1000×600: 150 blobs (+ 60 strokes), ms per uncapped frame: wall / client / server")
    for (name, result) in paths {
      lines.append(
        "  \(name)".padding(34) + "\(f(result.wallMs, 3)) / \(f(result.clientMs, 3)) / \(f(result.serverMs, 3))")
    }
    lines += [
      "export, 1000×600, the examples' reveal from 0 (frames per wall second; above the clip's rate is "
        + "faster than real time)",
      "  GIF at 50 fps       \(f(export.gif, 0)) fps",
      "  WebP lossless, 60   \(f(export.webp, 0)) fps",
      "  PNG frames, 60      \(f(export.png, 0)) fps",
    ]
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

// motion-preview-gtk-peer: the default window's scene (the text reveal looping every 1.5 s and
// the sticky note's crease) drawn by a plain GTK 3 program: a GtkDrawingArea redrawn at the
// frame clock's rate through `gtk_widget_add_tick_callback`, with cairo paths and Pango text.
// `motion-preview bench` runs it on the same display and compares CPU.
//
//   motion-preview-gtk-peer [--seconds S] [--at-rest] [--hold]
//   motion-preview-gtk-peer --slices
//
//   --seconds S  measure for S seconds, then print the frames and exit (default: run until the
//                window is closed)
//   --at-rest    nothing animates: the text shown and settled, the crease still; the scene is
//                drawn when GTK asks (mapping, exposure) and never on a tick
//   --hold       after the measurement, wait for standard input to close before exiting, so
//                that the parent can read this process's /proc/PID/stat while it is still alive
//   --slices     animate only when told, in slices: each line `slice S` on standard input
//                animates for S seconds, the scene going on from where the last slice left it,
//                and answers `slice frames=N seconds=T`; between slices nothing ticks. The
//                peer exits when its standard input closes. (`bench` alternates these slices
//                with its own window's, so that both see the machine in the same state.)
//
// Standard output, one line each: `ready` once the first frame is drawn and 0.25 s have passed
// (the measurement starts), then `done frames=N seconds=T` (frames drawn in the measurement).
#if canImport(Glibc)
  import Glibc
#endif
import CGtk3

/// The command line, read by hand: four options.
struct PeerOptions {
  var seconds: Double?
  var atRest = false
  var hold = false
  var slices = false

  init(_ arguments: [String]) throws(PeerUsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--seconds":
        guard let text = remaining.popFirst(), let value = Double(text), value > 0, value.isFinite else {
          throw PeerUsageError(description: "--seconds needs a positive number of seconds")
        }
        seconds = value
      case "--at-rest": atRest = true
      case "--hold": hold = true
      case "--slices": slices = true
      default: throw PeerUsageError(description: "unknown argument \(argument)")
      }
    }
    if slices, seconds != nil || atRest || hold {
      throw PeerUsageError(description: "--slices takes no other option")
    }
  }
}

/// A bad command line: one line for standard error.
struct PeerUsageError: Error {
  let description: String
}

/// The running peer: the window, the drawing, the scene clock and the measurement.
final class Peer {
  let options: PeerOptions
  let drawing: PeerDrawing
  /// The frame clock's time of the first tick, in microseconds; scene time counts from it.
  var firstFrameTime: Int?
  /// The scene time of the last tick, in seconds.
  var sceneTime = 0.0
  /// The scene time the current slice started from (`--slices`).
  var sliceBase = 0.0
  /// The tick callback while a slice runs, and the widget it ticks (`--slices`).
  var sliceTick: (id: guint, widget: UnsafeMutablePointer<GtkWidget>)?
  /// The drawing area, once it exists, and the tick callback that animates it.
  var area: UnsafeMutablePointer<GtkWidget>?
  var tickCallback: GtkTickCallback?
  /// Standard input's bytes since its last newline (`--slices`).
  var command: [UInt8] = []
  /// Frames drawn since the measurement started (nil before `ready`).
  var framesMeasured: Int?
  var measurementStart = 0.0
  var hasDrawn = false
  let scene: PeerScene

  init(options: PeerOptions) {
    self.options = options
    scene = PeerScene(atRest: options.atRest)
    drawing = PeerDrawing(scene: scene)
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Writes `line` and a newline to standard output (unbuffered: the parent waits for it).
  static func say(_ line: String, to descriptor: Int32 = 1) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      // Proof: offset < count, so the buffer is not empty and has a base address.
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      offset += count
    }
  }

  /// The measurement starts: frames count from here.
  func startMeasuring() {
    framesMeasured = 0
    measurementStart = Self.now()
    Self.say("ready")
  }

  /// The measurement ends: report and leave the main loop.
  func finishMeasuring() {
    let seconds = Self.now() - measurementStart
    Self.say("done frames=\(framesMeasured ?? 0) seconds=\(seconds)")
    gtk_main_quit()
  }
}

/// The peer behind a callback's user data (it lives as long as the main loop).
func peerOf(_ data: gpointer?) -> Peer? {
  data.map { Unmanaged<Peer>.fromOpaque($0).takeUnretainedValue() }
}

let draw: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
  widget, cr, data in
  guard let widget, let cr, let peer = peerOf(data) else { return 0 }
  peer.drawing.prepare(widget)
  peer.drawing.draw(cr, at: peer.sceneTime)
  if peer.framesMeasured != nil { peer.framesMeasured? += 1 }
  if !peer.hasDrawn {
    peer.hasDrawn = true
    // The first frame is not the steady state: measure from a quarter of a second after it.
    g_timeout_add(250, { data in
      guard let peer = peerOf(data) else { return 0 }
      peer.startMeasuring()
      if let seconds = peer.options.seconds {
        g_timeout_add(UInt32((seconds * 1000).rounded()), { data in
          peerOf(data)?.finishMeasuring()
          return 0
        }, data)
      }
      return 0
    }, data)
  }
  return 1
}

let tick: GtkTickCallback = { widget, clock, data in
  guard let widget, let peer = peerOf(data) else { return 0 }
  let frameTime = gdk_frame_clock_get_frame_time(clock)
  let first = peer.firstFrameTime ?? frameTime
  peer.firstFrameTime = first
  let previous = peer.sceneTime
  peer.sceneTime = peer.sliceBase + Double(frameTime - first) / 1e6
  // Redraw what moves: the note always, the reveal while a toggle's animations run (and once
  // more, to draw where they came to rest).
  let note = peer.drawing.noteArea
  gtk_widget_queue_draw_area(widget, note.x, note.y, note.width, note.height)
  if peer.scene.revealMoves(at: peer.sceneTime) || peer.scene.revealMoves(at: previous) {
    let reveal = peer.drawing.revealArea
    gtk_widget_queue_draw_area(widget, reveal.x, reveal.y, reveal.width, reveal.height)
  }
  return 1
}

let quit: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, _ in gtk_main_quit() }

extension Peer {
  /// `--slices`: animates for `seconds`, from the scene time the last slice reached, then stops
  /// ticking and reports the frames drawn.
  func startSlice(_ seconds: Double, widget: UnsafeMutablePointer<GtkWidget>, data: gpointer) {
    firstFrameTime = nil
    sliceBase = sceneTime
    framesMeasured = 0
    measurementStart = Self.now()
    sliceTick = (gtk_widget_add_tick_callback(widget, tickCallback, data, nil), widget)
    g_timeout_add(UInt32((seconds * 1000).rounded()), { data in
      guard let peer = peerOf(data) else { return 0 }
      if let running = peer.sliceTick { gtk_widget_remove_tick_callback(running.widget, running.id) }
      peer.sliceTick = nil
      Peer.say("slice frames=\(peer.framesMeasured ?? 0) seconds=\(Peer.now() - peer.measurementStart)")
      return 0
    }, data)
  }
}

/// `--slices`: reads standard input's lines as they come; `slice S` starts a slice, the end of
/// input ends the peer.
let readCommands: GIOFunc = { _, _, data in
  guard let peer = peerOf(data) else { return 0 }
  var bytes = [UInt8](repeating: 0, count: 256)
  let count = read(0, &bytes, bytes.count)
  if count < 0, errno == EINTR || errno == EAGAIN { return 1 }
  guard count > 0 else {
    gtk_main_quit()
    return 0
  }
  for byte in bytes[..<count] {
    guard byte == 0x0A else {
      peer.command.append(byte)
      continue
    }
    let words = String(decoding: peer.command, as: UTF8.self).split(separator: " ")
    peer.command = []
    if words.count == 2, words[0] == "slice", let seconds = Double(words[1]), seconds > 0, seconds.isFinite,
      peer.sliceTick == nil, let area = peer.area, let data
    {
      peer.startSlice(seconds, widget: area, data: data)
    } else {
      Peer.say("motion-preview-gtk-peer: not a slice, or one already running: \(words.joined(separator: " "))", to: 2)
    }
  }
  return 1
}

let options: PeerOptions
do {
  options = try PeerOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
  Peer.say("motion-preview-gtk-peer: \(error.description)", to: 2)
  exit(2)
}
// No accessibility bus and no dconf: the peer measures drawing, not a desktop session's services
// (and a private Xvfb has no session bus for them to reach).
setenv("NO_AT_BRIDGE", "1", 0)
setenv("GSETTINGS_BACKEND", "memory", 0)
guard gtk_init_check(nil, nil) != 0 else {
  Peer.say("motion-preview-gtk-peer: cannot open the display", to: 2)
  exit(1)
}
let running = Peer(options: options)
let data = Unmanaged.passRetained(running).toOpaque()
// Proof: gtk_window_new and gtk_drawing_area_new return new widgets (they abort when out of memory).
let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
let area = gtk_drawing_area_new()!
running.area = area
running.tickCallback = tick
gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), "motion-preview GTK peer")
gtk_window_set_default_size(
  UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), Int32(PeerDrawing.width), Int32(PeerDrawing.height))
gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(window)), area)
g_signal_connect_data(area, "draw", unsafeBitCast(draw, to: GCallback.self), data, nil, GConnectFlags(0))
g_signal_connect_data(window, "destroy", unsafeBitCast(quit, to: GCallback.self), nil, nil, GConnectFlags(0))
if options.slices {
  // Proof: g_io_channel_unix_new wraps any descriptor (it aborts when out of memory).
  let input = g_io_channel_unix_new(0)!
  g_io_add_watch(input, GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue), readCommands, data)
} else if !options.atRest {
  gtk_widget_add_tick_callback(area, tick, data, nil)
}
gtk_widget_show_all(window)
gtk_main()
if options.hold {
  var byte: UInt8 = 0
  while true {
    let count = read(0, &byte, 1)
    if count > 0 || (count < 0 && errno == EINTR) { continue }
    break
  }
}
exit(0)

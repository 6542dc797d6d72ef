import CX11

/// The window's ownership of the X `CLIPBOARD` selection, as ICCCM §2 asks of a selection
/// owner: it answers `TARGETS` (what it can convert to), `TIMESTAMP` (when it took ownership),
/// `UTF8_STRING` and `TEXT` (the text as UTF-8), and refuses anything else. Text larger than one
/// request's worth goes by the `INCR` protocol: the owner announces its size, then writes one
/// chunk each time the requestor deletes the property, and ends with an empty write.
final class Clipboard {
  private let display: XDisplay
  private let window: UInt
  /// The text on offer, or nil when another client owns the clipboard.
  private(set) var text: [UInt8]?
  /// The server time at which ownership was taken (answers `TIMESTAMP`).
  private var ownedSince: UInt = 0
  /// Transfers in progress: requestor window and property → the bytes still to send.
  private var transfers: [Transfer] = []
  /// The largest chunk written in one request, in bytes: a quarter of the server's request
  /// limit (at most 256 KiB), which leaves room for the request's own header.
  let chunkSize: Int

  private let clipboard: UInt
  private let targets: UInt
  private let timestamp: UInt
  private let utf8String: UInt
  private let textAtom: UInt
  private let incr: UInt
  private let atomType: UInt
  private let integerType: UInt

  private struct Transfer {
    var requestor: UInt
    var property: UInt
    var remaining: ArraySlice<UInt8>
  }

  init(display: XDisplay, window: UInt) {
    self.display = display
    self.window = window
    let limit = max(XExtendedMaxRequestSize(display.pointer), XMaxRequestSize(display.pointer))
    chunkSize = max(4096, min(256 * 1024, limit))  // request units are 4 bytes: limit×4 / 4
    clipboard = display.atom("CLIPBOARD")
    targets = display.atom("TARGETS")
    timestamp = display.atom("TIMESTAMP")
    utf8String = display.atom("UTF8_STRING")
    textAtom = display.atom("TEXT")
    incr = display.atom("INCR")
    atomType = display.atom("ATOM")
    integerType = display.atom("INTEGER")
  }

  /// Takes ownership of `CLIPBOARD` with `text` at server time `time` (the timestamp of the
  /// event that asked for it, as ICCCM requires; never `CurrentTime`). Returns false when the
  /// server gave ownership to another client.
  func own(_ text: String, at time: UInt) -> Bool {
    XSetSelectionOwner(display.pointer, clipboard, window, time)
    guard XGetSelectionOwner(display.pointer, clipboard) == window else {
      self.text = nil
      return false
    }
    self.text = Array(text.utf8)
    ownedSince = time
    return true
  }

  /// Handles a selection or property event; returns true when it was one of the clipboard's.
  func handle(_ event: inout XEvent) -> Bool {
    switch event.type {
    case SelectionRequest:
      guard event.xselectionrequest.owner == window else { return false }
      answer(event.xselectionrequest)
      return true
    case SelectionClear:
      guard event.xselectionclear.window == window,
        event.xselectionclear.selection == clipboard
      else { return false }
      text = nil
      return true
    case PropertyNotify:
      let notice = event.xproperty
      guard notice.state == PropertyDelete,
        let index = transfers.firstIndex(where: {
          $0.requestor == notice.window && $0.property == notice.atom
        })
      else { return false }
      continueTransfer(at: index)
      return true
    default:
      return false
    }
  }

  /// Converts the clipboard for one request and tells the requestor (`SelectionNotify`).
  private func answer(_ request: XSelectionRequestEvent) {
    // Obsolete clients pass no property: use the target's name (ICCCM §2.2).
    let property = request.property != 0 ? request.property : request.target
    var converted = false
    if request.selection == clipboard, let text,
      request.time == UInt(CurrentTime) || request.time >= ownedSince
    {
      let dpy = display.pointer
      switch request.target {
      case targets:
        var list = [targets, timestamp, utf8String, textAtom]
        let count = Int32(list.count)
        list.withUnsafeMutableBytes {
          _ = XChangeProperty(
            dpy, request.requestor, property, atomType, 32, PropModeReplace,
            $0.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
        }
        converted = true
      case timestamp:
        var time = [ownedSince]
        time.withUnsafeMutableBytes {
          _ = XChangeProperty(
            dpy, request.requestor, property, integerType, 32, PropModeReplace,
            $0.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        converted = true
      case utf8String, textAtom:
        if text.count <= chunkSize {
          write(text[...], to: request.requestor, property)
        } else {
          // INCR: announce a lower bound of the size; chunks follow each deletion.
          XSelectInput(dpy, request.requestor, PropertyChangeMask)
          var size = [text.count]
          size.withUnsafeMutableBytes {
            _ = XChangeProperty(
              dpy, request.requestor, property, incr, 32, PropModeReplace,
              $0.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
          }
          transfers.removeAll { $0.requestor == request.requestor && $0.property == property }
          transfers.append(
            Transfer(requestor: request.requestor, property: property, remaining: text[...]))
        }
        converted = true
      default:
        converted = false
      }
    }
    var notify = XEvent()
    notify.xselection.type = SelectionNotify
    notify.xselection.display = display.pointer
    notify.xselection.requestor = request.requestor
    notify.xselection.selection = request.selection
    notify.xselection.target = request.target
    notify.xselection.property = converted ? property : 0
    notify.xselection.time = request.time
    XSendEvent(display.pointer, request.requestor, 0, NoEventMask, &notify)
    XFlush(display.pointer)
  }

  /// Writes the next chunk of transfer `index` (the requestor deleted the last one); an empty
  /// chunk ends it.
  private func continueTransfer(at index: Int) {
    let transfer = transfers[index]
    let chunk = transfer.remaining.prefix(chunkSize)
    write(chunk, to: transfer.requestor, transfer.property)
    if chunk.isEmpty {
      transfers.remove(at: index)
      if !transfers.contains(where: { $0.requestor == transfer.requestor }) {
        XSelectInput(display.pointer, transfer.requestor, NoEventMask)
      }
    } else {
      transfers[index].remaining = transfer.remaining.dropFirst(chunk.count)
    }
    XFlush(display.pointer)
  }

  private func write(_ bytes: ArraySlice<UInt8>, to requestor: UInt, _ property: UInt) {
    var bytes = Array(bytes)
    bytes.withUnsafeMutableBufferPointer {
      _ = XChangeProperty(
        display.pointer, requestor, property, utf8String, 8, PropModeReplace, $0.baseAddress,
        Int32($0.count))
    }
  }
}

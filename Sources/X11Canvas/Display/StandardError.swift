import Glibc

/// Writes `message` to standard error unbuffered, so it is out before the process exits.
func writeToStandardError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }
}

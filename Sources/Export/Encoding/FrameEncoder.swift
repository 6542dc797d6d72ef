/// Takes an export's frames in order and makes the file (or files) out of them.
///
/// `add` is called on the rendering thread with each frame (all of one size); the encoder does
/// its heavy work on background threads (`EncodingPipeline`) and may block to pace the
/// renderer. `finish` completes and commits the output: nothing is at the output path until
/// it returns. Dropping an encoder without `finish` removes its temporary files.
package protocol FrameEncoder: AnyObject {
  /// Adds the next frame.
  func add(_ frame: RGBImage) throws
  /// Writes the rest and commits the output. Returns the bytes written.
  func finish() throws -> Int
  /// How many frames are still being encoded: `add` waits while it is full, and `finish`
  /// only closes the output once it is idle. Never blocks.
  var load: EncodingLoad { get }
}

/// Something an encoder's library refused, in one line (status 1: not the user's input).
package struct EncoderError: Error, CustomStringConvertible {
  /// What failed, for example `giflib: write failed`.
  package var description: String
  package init(_ description: String) { self.description = description }
}

/// An 8-bit alpha image in pixels: how much of each pixel a shape covers (0 none … 255 all).
package struct CoverageMask: Hashable, Sendable {
  /// Column of the mask's left edge in the destination, in pixels.
  package var x: Int
  /// Row of the mask's top edge in the destination, in pixels.
  package var y: Int
  /// Width in pixels.
  package var width: Int
  /// Height in pixels.
  package var height: Int
  /// `width × height` coverage bytes, row by row from the top.
  package var alpha: [UInt8]

  /// Coverage at (`column`, `row`) relative to the mask's corner, 0...255.
  package subscript(column: Int, row: Int) -> UInt8 { alpha[row * width + column] }
}

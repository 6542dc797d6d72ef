import Foundation
import MotionCoreGraphics
import Testing

/// `CGRect.applying(_:)`: the smallest rectangle that holds the rectangle's four corners mapped
/// by the transform, as Core Graphics documents it (`CGRectApplyAffineTransform`).
struct AffineTransformTests {
  @Test func aRectangleMapsToTheBoxOfItsMappedCorners() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    // A quarter turn maps (x, y) to (−y, x): the corners (1, 2), (4, 2), (1, 6), (4, 6) go to
    // (−2, 1), (−2, 4), (−6, 1), (−6, 4).
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.minX + 6) < 1e-12 && abs(turned.maxX + 2) < 1e-12)
    #expect(abs(turned.minY - 1) < 1e-12 && abs(turned.maxY - 4) < 1e-12)
    // A negative scale flips the box; the result is standardised: x −8…−2, y 2…6.
    #expect(rect.applying(CGAffineTransform(scaleX: -2, y: 1)) == CGRect(x: -8, y: 2, width: 6, height: 4))
    // An eighth of a turn of the unit square: its diagonal becomes the box's height.
    let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(abs(diamond.width - 2.0.squareRoot()) < 1e-12 && abs(diamond.height - 2.0.squareRoot()) < 1e-12)
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
  }
}

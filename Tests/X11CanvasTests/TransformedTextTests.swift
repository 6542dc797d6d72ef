import Foundation
import Export
import Scenes
import Testing
import TestSupport
import X11Canvas

extension X11Tests {
  /// Text turned, mirrored or squeezed about its baseline origin (`TextRun.transform`), read
  /// back from the server: its ink is where the upright run's ink goes under the transform,
  /// worked by hand from the upright run drawn on the same canvas.
  @Suite struct TransformedTextTests {
    let font = FontSpec(size: 40, weight: .bold)
    let origin = Point(x: 120, y: 120)

    /// The box around the pixels darker than mid-grey, in pixel edges.
    static func ink(_ image: RGBImage) -> Rect? {
      let dark = image.positions { $0.red < 128 }
      guard let first = dark.first else { return nil }
      var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
      for p in dark {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
      return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX) + 1, height: Double(maxY - minY) + 1)
    }

    static let transforms: [(String, TextTransform)] = [
      ("a quarter turn", TextTransform(a: 0, b: 1, c: -1, d: 0)),
      ("a mirror", TextTransform(a: -1, b: 0, c: 0, d: 1)),
      ("half as wide", TextTransform(a: 0.5, b: 0, c: 0, d: 1)),
      ("a slant", TextTransform(a: 1, b: 0, c: -0.4, d: 1)),
      // Under a perspective (`rotation3DEffect`): the far side to the right, and below (so the
      // ink box's corners are where "LT" has ink: the top bar's ends, the L's foot).
      ("a perspective to the right", TextTransform(a: 1, b: 0, c: 0, d: 1, p: 0.006, q: 0)),
      ("a perspective downwards", TextTransform(a: 0.9, b: 0, c: 0, d: 0.9, p: 0.001, q: 0.008)),
    ]

    @Test(arguments: transforms)
    func theInkIsTheUprightInkTransformed(name: String, transform: TextTransform) throws {
      try Canvas.with(width: 240, height: 240) { canvas in
        var run = TextRun(text: "LT", font: font, origin: origin, paint: .solid(.black))
        let upright = try #require(Self.ink(canvas.render([.text(run)])))
        let uprightCount = canvas.render([.text(run)]).positions { $0.red < 128 }.count
        run.transform = transform
        let image = canvas.render([.text(run)])
        let turned = try #require(Self.ink(image), "\(name): no ink")
        let expected = transform.bounds(of: upright, about: origin)
        for (got, want) in [
          (turned.minX, expected.minX), (turned.minY, expected.minY), (turned.maxX, expected.maxX),
          (turned.maxY, expected.maxY),
        ] {
          #expect(abs(got - want) <= 2, "\(name): ink \(turned), expected \(expected)")
        }
        // The ink's area scales by the determinant: within a tenth, as edges fall on pixels.
        // Under a perspective, by the map's Jacobian, det / w³ at each point: between its
        // values at the ink's corners, with the same tenth.
        let count = Double(image.positions { $0.red < 128 }.count)
        let det = abs(transform.a * transform.d - transform.b * transform.c)
        let ws = [upright.minX, upright.maxX].flatMap { x in
          [upright.minY, upright.maxY].map { y in 1 + transform.p * (x - origin.x) + transform.q * (y - origin.y) }
        }
        let least = Double(uprightCount) * det / pow(ws.max() ?? 1, 3)
        let most = Double(uprightCount) * det / pow(ws.min() ?? 1, 3)
        #expect(count >= 0.9 * least && count <= 1.1 * most, "\(name): \(count) of \(uprightCount), \(least)…\(most)")
        if !transform.isAffine {
          // The perspective shows: the ink box is not the linear part's alone.
          let linear = TextTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d)
          let flat = linear.bounds(of: upright, about: origin)
          #expect(abs(flat.maxX - turned.maxX) > 3 || abs(flat.minY - turned.minY) > 3, "\(name): \(turned) ~ \(flat)")
        }
      }
    }

    /// A run barely foreshortened (a card flip settling) draws no stray ink beside it, whatever
    /// its origin's fraction of a pixel: its ink starts where the upright run's does, within a
    /// pixel. (pixman's projective fetcher once put columns of ink two pixels to its left.)
    @Test func aForeshortenedRunDrawsNoInkBesideIt() throws {
      try Canvas.with(width: 200, height: 80) { canvas in
        for p in [0.0001, 0.00033, -0.00033] {
          for tenth in 0..<10 {
            let origin = Point(x: 40 + Double(tenth) / 10, y: 50)
            var run = TextRun(text: "Reykjavík", font: FontSpec(size: 20, weight: .bold), origin: origin, paint: .solid(.black))
            let upright = try #require(Self.ink(canvas.render([.text(run)])))
            run.transform = TextTransform(a: 0.97, b: 0.0025, c: 0, d: 1, p: p, q: 0)
            let drawn = try #require(Self.ink(canvas.render([.text(run)])))
            #expect(drawn.minX >= upright.minX - 1, "p \(p), origin \(origin.x): ink from \(drawn.minX), upright \(upright.minX)")
            #expect(drawn.minY >= upright.minY - 1, "p \(p), origin \(origin.x): ink from \(drawn.minY), upright \(upright.minY)")
          }
        }
      }
    }

    /// A run tilted half a degree about the x axis (a swiped card at rest, `rotation3DEffect`)
    /// draws no ink left of where the upright run's starts: the pixels composited once reached
    /// past the scratch's corner and drew a dotted column beside each line.
    @Test func aRunTiltedAboutTheXAxisDrawsNoInkBesideIt() throws {
      try Canvas.with(width: 240, height: 100) { canvas in
        for q in [0.0001, -0.0001, 0.00033, -0.00033] {
          for tenth in [0, 3, 5, 8] {
            let origin = Point(x: 40 + Double(tenth) / 10, y: 50 + Double(tenth) / 10)
            var run = TextRun(text: "Sed ut perspiciatis", font: FontSpec(size: 17, weight: .semibold), origin: origin, paint: .solid(.black))
            let upright = try #require(Self.ink(canvas.render([.text(run)])))
            run.transform = TextTransform(a: 1, b: 0, c: 0, d: 0.99996, p: 0, q: q)
            let drawn = try #require(Self.ink(canvas.render([.text(run)])))
            #expect(drawn.minX >= upright.minX - 1, "q \(q), origin \(origin): ink from \(drawn.minX), upright \(upright.minX)")
            #expect(drawn.minY >= upright.minY - 2, "q \(q), origin \(origin): ink from \(drawn.minY), upright \(upright.minY)")
          }
        }
      }
    }

    /// At half opacity no pixel is darker than black half over white (127.5), and the darkest
    /// are that: the glyphs' full coverage, turned.
    @Test func aTurnedRunFadesAsAnUprightOneDoes() throws {
      try Canvas.with(width: 240, height: 240) { canvas in
        var run = TextRun(text: "LT", font: font, origin: origin, paint: .solid(.black), opacity: 0.5)
        run.transform = TextTransform(a: 0, b: 1, c: -1, d: 0)
        let image = canvas.render([.text(run)])
        let darkest = Int(image.positions { _ in true }.map { image[$0.x, $0.y].red }.min() ?? 255)
        #expect(abs(darkest - 128) <= 2, "darkest \(darkest)")
      }
    }
  }
}

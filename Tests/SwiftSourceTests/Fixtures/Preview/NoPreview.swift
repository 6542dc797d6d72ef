import Foundation

struct Helper {
  let value: Double
  func doubled() -> Double { value * 2 }
}

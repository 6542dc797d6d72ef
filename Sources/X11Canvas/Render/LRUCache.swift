/// A small least-recently-used cache bounded by entry count and by total cost (bytes, say).
///
/// Eviction scans for the oldest entry, which is fine for the tens to hundreds of entries the
/// renderer keeps. Evicted values are released, so a value that owns an X resource frees it.
package struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var value: Value
    var cost: Int
    var lastUse: UInt64
  }

  /// The most entries kept (at least 1).
  package let countLimit: Int
  /// The most total cost kept; a single entry costlier than this is still kept alone.
  package let costLimit: Int
  private var entries: [Key: Entry] = [:]
  private var tick: UInt64 = 0
  /// The sum of the costs of the entries held.
  package private(set) var totalCost = 0

  /// An empty cache holding at most `countLimit` entries and `costLimit` total cost.
  package init(countLimit: Int, costLimit: Int = .max) {
    self.countLimit = max(1, countLimit)
    self.costLimit = costLimit
  }

  /// Entries held.
  package var count: Int { entries.count }

  /// The value for `key`, marking it as just used.
  package mutating func value(for key: Key) -> Value? {
    tick += 1
    guard var entry = entries[key] else { return nil }
    entry.lastUse = tick
    entries[key] = entry
    return entry.value
  }

  /// Stores `value` for `key`, then evicts the least recently used entries beyond the limits.
  package mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
    tick += 1
    if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: tick), forKey: key) {
      totalCost -= old.cost
    }
    totalCost += cost
    while entries.count > countLimit || (totalCost > costLimit && entries.count > 1) {
      // A scan over indices reads only each entry's stamp (no copies of keys and values).
      var oldest = entries.startIndex
      var oldestUse = UInt64.max
      var index = entries.startIndex
      while index != entries.endIndex {
        let use = entries.values[index].lastUse
        if use < oldestUse {
          oldestUse = use
          oldest = index
        }
        entries.formIndex(after: &index)
      }
      guard oldest != entries.endIndex else { break }
      totalCost -= entries.values[oldest].cost
      entries.remove(at: oldest)
    }
  }

  /// Removes the entry for `key`, returning its value and cost.
  package mutating func removeValue(for key: Key) -> (value: Value, cost: Int)? {
    guard let entry = entries.removeValue(forKey: key) else { return nil }
    totalCost -= entry.cost
    return (entry.value, entry.cost)
  }

  /// Drops every entry.
  package mutating func removeAll() {
    entries.removeAll()
    totalCost = 0
  }
}

/// A small least-recently-used cache bounded by entry count and by total cost (bytes, say).
///
/// Every operation takes constant time: the entries sit in slots threaded on a list from the
/// most to the least recently used, and a dictionary finds a key's slot. A cache whose entries
/// change every frame (the masks of a shape that moves) evicts at each insertion; a scan for the
/// oldest entry there cost 3.5 % of the examples' CPU. Evicted values are released, so a value
/// that owns an X resource frees it.
package struct LRUCache<Key: Hashable, Value> {
  private struct Slot {
    var key: Key
    var value: Value
    var cost: Int
    /// The slots used just before and just after this one (-1 at the ends of the list).
    var older: Int
    var newer: Int
  }

  /// The most entries kept (at least 1).
  package let countLimit: Int
  /// The most total cost kept; a single entry costlier than this is still kept alone.
  package let costLimit: Int
  /// Entries, and nil for slots freed (listed in `freeSlots`), so that a value is released when
  /// its entry goes.
  private var slots: [Slot?] = []
  private var freeSlots: [Int] = []
  private var slotOfKey: [Key: Int] = [:]
  private var newest = -1
  private var oldest = -1
  /// The sum of the costs of the entries held.
  package private(set) var totalCost = 0

  /// An empty cache holding at most `countLimit` entries and `costLimit` total cost.
  package init(countLimit: Int, costLimit: Int = .max) {
    self.countLimit = max(1, countLimit)
    self.costLimit = costLimit
  }

  /// Entries held.
  package var count: Int { slotOfKey.count }

  /// The value for `key`, marking it as just used.
  package mutating func value(for key: Key) -> Value? {
    guard let slot = slotOfKey[key] else { return nil }
    moveToNewest(slot)
    return slots[slot]!.value
  }

  /// Stores `value` for `key`, then evicts the least recently used entries beyond the limits.
  package mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
    if let slot = slotOfKey[key] {
      totalCost += cost - slots[slot]!.cost
      slots[slot]!.value = value
      slots[slot]!.cost = cost
      moveToNewest(slot)
    } else {
      let entry = Slot(key: key, value: value, cost: cost, older: newest, newer: -1)
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
        slots[slot] = entry
      } else {
        slot = slots.count
        slots.append(entry)
      }
      link(slot)
      slotOfKey[key] = slot
      totalCost += cost
    }
    while slotOfKey.count > countLimit || (totalCost > costLimit && slotOfKey.count > 1) {
      remove(slot: oldest)
    }
  }

  /// Removes the entry for `key`, returning its value and cost.
  package mutating func removeValue(for key: Key) -> (value: Value, cost: Int)? {
    guard let slot = slotOfKey[key] else { return nil }
    return remove(slot: slot)
  }

  /// Drops every entry.
  package mutating func removeAll() {
    slots.removeAll()
    freeSlots.removeAll()
    slotOfKey.removeAll()
    newest = -1
    oldest = -1
    totalCost = 0
  }

  /// Puts `slot`, unlinked, at the newest end of the list.
  private mutating func link(_ slot: Int) {
    slots[slot]!.older = newest
    slots[slot]!.newer = -1
    if newest >= 0 { slots[newest]!.newer = slot } else { oldest = slot }
    newest = slot
  }

  /// Takes `slot` out of the list.
  private mutating func unlink(_ slot: Int) {
    let (older, newer) = (slots[slot]!.older, slots[slot]!.newer)
    if older >= 0 { slots[older]!.newer = newer } else { oldest = newer }
    if newer >= 0 { slots[newer]!.older = older } else { newest = older }
  }

  private mutating func moveToNewest(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    link(slot)
  }

  @discardableResult
  private mutating func remove(slot: Int) -> (value: Value, cost: Int) {
    unlink(slot)
    let entry = slots[slot].take()!
    freeSlots.append(slot)
    slotOfKey.removeValue(forKey: entry.key)
    totalCost -= entry.cost
    return (entry.value, entry.cost)
  }
}

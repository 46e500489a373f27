extension Hierarchy {
  /// Checks that the preorder arrays agree with each other; traps on the first violation.
  /// Used by tests. - Complexity: O(n).
  public func _checkInvariants() {
    let n = count
    precondition(parents.count == n && depths.count == n, "array lengths differ")
    precondition(subtreeEnds.count == n && nextSiblings.count == n, "array lengths differ")
    precondition(classIDs.count == n, "array lengths differ")
    var lastChild = [Int32](repeating: -1, count: n)
    var lastRoot: Int32 = -1
    for i in 0..<n {
      let parent = Int(parents[i])
      precondition(parent < i, "parent \(parent) of \(i) does not precede it")
      if parent < 0 {
        precondition(depths[i] == 0, "root \(i) has depth \(depths[i])")
        if lastRoot >= 0 { precondition(nextSiblings[Int(lastRoot)] == Int32(i), "root chain") }
        lastRoot = Int32(i)
      } else {
        precondition(depths[i] == depths[parent] + 1, "depth of \(i) is not parent's + 1")
        precondition(i < Int(subtreeEnds[parent]), "\(i) outside its parent's subtree")
        let previous = lastChild[parent]
        if previous >= 0 {
          precondition(nextSiblings[Int(previous)] == Int32(i), "sibling chain at \(i)")
        } else {
          precondition(i == parent + 1, "first child \(i) does not follow its parent")
        }
        lastChild[parent] = Int32(i)
      }
      let end = Int(subtreeEnds[i])
      precondition(end > i && end <= n, "subtree end of \(i) out of range")
      if end > i + 1 { precondition(parents[i + 1] == Int32(i), "\(i + 1) is not a child of \(i)") }
      precondition(end == n || depths[end] <= depths[i], "subtree of \(i) ends early")
      let next = Int(nextSiblings[i])
      precondition(next == -1 || next == end, "next sibling of \(i) is not its subtree end")
      precondition(records[i].line > 0, "node \(i) has no line")
      let classID = Int(classIDs[i])
      precondition(classID >= 0 && classID < classNames.count, "class id of \(i) out of range")
      precondition(classNames[classID] == string(records[i].className), "class name of \(i)")
    }
  }
}

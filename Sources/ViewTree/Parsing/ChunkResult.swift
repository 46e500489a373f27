/// What parsing one chunk of lines produced, with line numbers counted from the chunk's start
/// (the merger shifts them).
struct ChunkResult {
  var records: [NodeRecord] = []
  /// Each record's class, numbered in this chunk's own table.
  var classIDs: [Int32] = []
  var classes = ClassNameTable()
  /// Indices into `records` before which a prompt ended the tree being built.
  var treeBreaks: [Int] = []
  var dispositions: [LineDisposition] = []
  var diagnostics: [Diagnostic] = []
  /// Unescaped copies of escaped one-line dumps; spans into it start at the input's length.
  var unescaped: [UInt8] = []
  /// The state the chunk was read from, and the state its lines leave to the next chunk.
  var entry = CarriedState()
  var exit = CarriedState()
}

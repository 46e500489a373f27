import Dispatch
import ViewTree

/// Parses one long line made of a short unit repeated (indentation, markers, comment marks,
/// dots, brackets, quotes, prefixes the line grammar tries), `length` and 4 × `length` units
/// long, and reports the median times and their growth. A linear parse grows about 4×; a
/// pattern that backtracks over the run grows about 16× (or stalls at PCRE2's match limit on
/// every such line). The units are the pieces the grammar's patterns repeat or skip.
func runHostileLineBenchmark(length: Int, repetitions: Int = 3) {
  let units = [
    " ", "\t", "| ", "|", "|    ", "+ ", "|--", "<", "<<", ">", "> ", "a", "a ", "a *", "a = ",
    "a: ", "a.", "a]", "0x", "0", ":", "::", ";", "; ", ", ", "=", "[", "]", "] ", "[1:", "x[1:2] ",
    "(", ")", "(a) ", "{", "{{", "'", "\"", "'a' ", "`", "@\"", "*", " *", "**/", "/**/", "/*",
    "// ",
    "#", "# ", "-", "- ", "-- ", ".", "...", ". ", "…", "•", "→", "▿ - ", "snip", "\\t", "\\",
    "&lt;", "$1 = ", "$R1", "Optional(", "Unmanaged<", "a<b>", "1:", "x=", "h=",
    "2024-01-01 10:00:00 ", "Other, ", "A, 0x1, ", "(lldb) po v $1 = ", "[10:42] jane: ",
    " | <UIView: 0x1; frame = (0 0; 1 1)>",
  ]
  print("hostile lines: one line of UNIT repeated \(length) and \(4 * length) times, then ' x y';")
  print("median of \(repetitions) in-process parses; a linear parse grows about 4×")
  print(
    "unit".padding(20) + "short ms".leftPadded(10) + "long ms".leftPadded(10)
      + "growth".leftPadded(8))
  var rows: [(unit: String, short: Double, long: Double)] = []
  for unit in units {
    let times = [length, 4 * length].map { count in
      let line = Array((String(repeating: unit, count: count) + " x y\n").utf8)
      return median(
        (0..<repetitions).map { _ in
          let start = DispatchTime.now().uptimeNanoseconds
          _ = DumpParser().parse(line)
          return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        })
    }
    rows.append((unit, times[0], times[1]))
  }
  // Slowest first: what to look at is at the top.
  for row in rows.sorted(by: { $0.long > $1.long }) {
    print(
      row.unit.debugDescription.padding(20) + format(row.short, 2).leftPadded(10)
        + format(row.long, 2).leftPadded(10)
        + (format(row.long / max(row.short, 0.001), 1) + "×").leftPadded(8))
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

import Foundation
import TerminalUI
import ViewTree
import Viewer

/// Drives the viewer headless on a generated dump: parse time, time to the first frame (state
/// + render + the full-screen bytes), then each key of a scripted session through the key map,
/// timed from the key to the frame's bytes (action + render into a buffer + `ScreenDiff`);
/// `wc -l` on the same file in the same run for scale. A search or filter that the key leaves
/// pending is then run as the session's loop runs it, and timed until its result is applied,
/// with the longest single turn of the loop (a search slice, or applying a filter).
func runViewBenchmark(nodeCount: Int, repetitions: Int = 5, width: Int = 120, height: Int = 40) {
  let directory = benchmarkDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let (file, size) = generateDump(nodeCount: nodeCount, in: directory)
  let wc = median(
    (0..<repetitions).map { _ in timeProcess("/usr/bin/env", ["wc", "-l", file]).seconds })

  var parseTimes: [Double] = []
  var firstFrameTimes: [Double] = []
  var hierarchy: Hierarchy!
  for _ in 0..<repetitions {
    guard let source = try? SourceText(contentsOfFile: file) else {
      fatalError("cannot read \(file)")
    }
    parseTimes.append(seconds { hierarchy = DumpParser().parse(source).hierarchy })
    firstFrameTimes.append(
      seconds {
        let state = ViewerState(hierarchy, width: width, height: height)
        _ = ScreenDiff.ansi(from: nil, to: ViewerRenderer(hierarchy: hierarchy).render(state))
      })
  }
  print(
    "view benchmark: \(nodeCount) nodes, \(format(Double(size) / 1e6, 1)) MB, \(width)×\(height) "
      + "screen; medians of \(repetitions) runs")
  print("wc -l".padded(34) + format(wc * 1000, 1).leftPadded(10) + " ms")
  print("parse".padded(34) + format(median(parseTimes) * 1000, 1).leftPadded(10) + " ms")
  print(
    "first frame (state + render + diff)".padded(34)
      + format(median(firstFrameTimes) * 1000, 1).leftPadded(10) + " ms")

  var samples: [String: [Double]] = [:]
  var results: [String: [Double]] = [:]
  var slices: [String: [Double]] = [:]
  var order: [String] = []
  var rows: [String: Int] = [:]
  for _ in 0..<repetitions {
    var state = ViewerState(hierarchy, width: width, height: height)
    let renderer = ViewerRenderer(hierarchy: hierarchy)
    var previous = renderer.render(state)
    func frame() {
      let next = renderer.render(state)
      _ = ScreenDiff.ansi(from: previous, to: next)
      previous = next
    }
    for step in viewBenchmarkScript {
      for (position, event) in step.keys.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        let elapsed = seconds {
          if let action = KeyMap.action(for: event, in: state.mode) { state.perform(action) }
          frame()
        }
        // A prompt's typing is not timed; its last key (Enter) runs it.
        guard position == step.keys.count - 1 || step.timesEveryKey else { continue }
        if samples[step.name] == nil { order.append(step.name) }
        samples[step.name, default: []].append(elapsed)
        guard state.hasPendingWork else { continue }
        // The rest of a search or filter, turn by turn as the session's loop runs it: each
        // turn waits as long as the loop would for a key (none come here), then continues
        // the work and draws a frame.
        var longest = 0.0
        while let wait = state.pendingWorkPollMilliseconds {
          if wait > 0 { usleep(UInt32(wait * 1000)) }
          let turn = seconds {
            state.perform(.continuePendingWork)
            frame()
          }
          longest = max(longest, turn)
        }
        results[step.name, default: []].append(
          Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        slices[step.name, default: []].append(longest)
      }
      rows[step.name] = state.outline.rowCount
    }
  }
  print(
    "key → frame".padded(34) + "median".leftPadded(10) + "max".leftPadded(10)
      + "rows after".leftPadded(12))
  for name in order {
    let times = samples[name]!
    print(
      name.padded(34) + (format(median(times) * 1000, 3) + " ms").leftPadded(10)
        + (format(times.max()! * 1000, 3) + " ms").leftPadded(10)
        + String(rows[name]!).leftPadded(12))
  }
  print(
    "key → result applied".padded(34) + "median".leftPadded(10) + "max".leftPadded(10)
      + "longest turn: median".leftPadded(22) + "max".leftPadded(10))
  for name in order {
    guard let times = results[name], let longest = slices[name] else { continue }
    print(
      name.padded(34) + (format(median(times) * 1000, 1) + " ms").leftPadded(10)
        + (format(times.max()! * 1000, 1) + " ms").leftPadded(10)
        + (format(median(longest) * 1000, 3) + " ms").leftPadded(22)
        + (format(longest.max()! * 1000, 3) + " ms").leftPadded(10))
  }
}

/// One step of the scripted session: its keys; every key is timed for moves, only the last
/// for prompts.
private struct ViewBenchmarkStep {
  var name: String
  var keys: [KeyEvent]
  var timesEveryKey = false
}

private func keys(_ text: String) -> [KeyEvent] {
  text.map { KeyEvent($0 == "\n" ? .enter : .character($0)) }
}

private let viewBenchmarkScript: [ViewBenchmarkStep] = [
  ViewBenchmarkStep(
    name: "j (×100)", keys: keys(String(repeating: "j", count: 100)), timesEveryKey: true),
  ViewBenchmarkStep(name: "G bottom", keys: keys("G")),
  ViewBenchmarkStep(name: "g top", keys: keys("g")),
  ViewBenchmarkStep(name: "E collapse all", keys: keys("E")),
  ViewBenchmarkStep(name: "e expand all", keys: keys("e")),
  ViewBenchmarkStep(name: "3 levels 0-3", keys: keys("3")),
  ViewBenchmarkStep(name: "L expand subtree", keys: keys("jL")),
  ViewBenchmarkStep(name: "H collapse subtree", keys: keys("H")),
  ViewBenchmarkStep(name: "c collapse siblings", keys: keys("c")),
  ViewBenchmarkStep(name: "C expand siblings", keys: keys("C")),
  ViewBenchmarkStep(name: "/蓝牙 search", keys: keys("/蓝牙\n")),
  ViewBenchmarkStep(name: "n next match", keys: keys("n")),
  ViewBenchmarkStep(name: "/no-such-text (full scan)", keys: keys("/no-such-text\n")),
  ViewBenchmarkStep(name: "/UIWindow (one match, wraps)", keys: keys("/UIWindow\n")),
  ViewBenchmarkStep(name: "f UITableViewCell filter", keys: keys("fUITableViewCell\n")),
  ViewBenchmarkStep(name: "Esc clear filter", keys: [KeyEvent(.escape)]),
  ViewBenchmarkStep(name: "d details", keys: keys("d")),
  ViewBenchmarkStep(name: "? help", keys: keys("?")),
  ViewBenchmarkStep(name: "close help, d", keys: keys("qd")),
]

private func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

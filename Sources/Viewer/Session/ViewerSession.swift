import Foundation
import TerminalUI
import ViewTree

/// Runs the viewer on a terminal: reads keys from the device, turns them into actions, draws
/// each frame and writes only the cells that changed. The terminal is given back when `run`
/// returns or throws; the device restores it on signals too.
public final class ViewerSession {
  private var state: ViewerState
  private let renderer: ViewerRenderer
  private let device: TerminalDevice
  private let reportsMouse: Bool

  /// A session for `hierarchy` on `device`, sized to the terminal; with `reportsMouse`, clicks
  /// and the wheel act on the tree (and the terminal's own selection needs Shift).
  /// - Complexity: O(n) (see `ViewerState.init`).
  public init(
    _ hierarchy: Hierarchy, device: TerminalDevice,
    expansion: ViewerState.InitialExpansion = .fittingScreen, usesColor: Bool = true,
    reportsMouse: Bool = true
  ) {
    self.reportsMouse = reportsMouse
    let size = device.size
    state = ViewerState(hierarchy, width: size.width, height: size.height, expansion: expansion)
    renderer = ViewerRenderer(hierarchy: hierarchy, usesColor: usesColor)
    self.device = device
  }

  /// Shows the viewer until the user quits (or the terminal goes away).
  public func run() throws {
    try device.enterFullScreen(reportsMouse: reportsMouse)
    defer { device.restore() }
    var decoder = KeyDecoder()
    var previous: ScreenBuffer? = nil
    var needsFrame = true
    var interruptSignal = true
    while !device.isClosed {
      // While a prompt is open, Ctrl-C cancels it rather than ending the viewer.
      if state.isPrompting == interruptSignal {
        interruptSignal = !state.isPrompting
        device.setInterruptSignal(interruptSignal)
      }
      if device.takeResize() {
        let size = device.size
        state.perform(.resize(width: size.width, height: size.height))
        previous = nil
        needsFrame = true
      }
      if needsFrame {
        let frame = renderer.render(state)
        device.write(ScreenDiff.ansi(from: previous, to: frame))
        previous = frame
        needsFrame = false
      }
      // A lone ESC is told from the start of a sequence by the pause after it. While a search
      // or filter is pending, keys are only looked for between its slices.
      let timeout = decoder.hasPendingInput ? 30 : state.pendingWorkPollMilliseconds ?? 500
      let bytes = device.read(timeoutMilliseconds: timeout)
      let events =
        bytes.isEmpty ? (decoder.hasPendingInput ? decoder.flush() : []) : decoder.feed(bytes)
      for event in events {
        guard let action = KeyMap.action(for: event, in: state.mode) else { continue }
        needsFrame = true
        if let effect = state.perform(action), carryOut(effect) == .quit { return }
      }
      if state.hasPendingWork {
        state.perform(.continuePendingWork)
        needsFrame = true
      }
    }
  }

  private enum Outcome { case proceed, quit }

  private func carryOut(_ effect: ViewerEffect) -> Outcome {
    switch effect {
    case .quit:
      return .quit
    case .copy(let text):
      device.write(TerminalSequences.copyToClipboard(text))
    case .write(let path, let text, let nodeCount, let replacing):
      Self.write(text, nodeCount: nodeCount, to: path, replacing: replacing, &state)
    }
    return .proceed
  }

  /// Writes marked subtrees, first asking (a prompt on the status line) before replacing a
  /// file that exists, and says on the status line what happened.
  static func write(
    _ text: String, nodeCount: Int, to path: String, replacing: Bool, _ state: inout ViewerState
  ) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    // A directory cannot be replaced: say so rather than ask.
    guard !isDirectory.boolValue else {
      state.message = "cannot write \(path): \(String(cString: strerror(EISDIR)))"
      return
    }
    guard replacing || !exists else {
      state.perform(.beginPrompt(.replaceFile(path)))
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      state.message = "wrote \(nodeCount) node\(nodeCount == 1 ? "" : "s") to \(path)"
    } catch {
      state.message = "cannot write \(path): \(Self.reason(error))"
    }
  }

  /// The system's reason (`No such file or directory`): Foundation's own description of a
  /// failed write says little more than that the operation failed.
  static func reason(_ error: Error) -> String {
    guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError
    else { return error.localizedDescription }
    return String(cString: strerror(underlying.code.rawValue))
  }
}

import Foundation
import Testing

@testable import Viewer

@Suite struct ViewerSessionTests {
  /// `w` reports why a file could not be written in the system's words.
  @Test func aFailedWriteSaysWhy() {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("vtree-no-such-folder-\(UUID().uuidString)/marked.txt")
    #expect(throws: (any Error).self) {
      do {
        try Data("x".utf8).write(to: missing)
      } catch {
        #expect(ViewerSession.reason(error) == "No such file or directory")
        throw error
      }
    }
  }

  /// An existing file is only replaced once the user says so.
  @Test func anExistingFileIsReplacedOnlyWhenConfirmed() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("vtree-marked-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    var state = ViewerState(ViewerFixtures.hierarchy(), width: 80, height: 20)

    ViewerSession.write("first\n", nodeCount: 1, to: file.path, replacing: false, &state)
    #expect(try String(contentsOf: file, encoding: .utf8) == "first\n")
    #expect(state.message == "wrote 1 node to \(file.path)")

    ViewerSession.write("second\n", nodeCount: 2, to: file.path, replacing: false, &state)
    #expect(try String(contentsOf: file, encoding: .utf8) == "first\n")
    #expect(state.mode == .prompt(ViewerPrompt(.replaceFile(file.path))))

    ViewerSession.write("second\n", nodeCount: 2, to: file.path, replacing: true, &state)
    #expect(try String(contentsOf: file, encoding: .utf8) == "second\n")
    #expect(state.message == "wrote 2 nodes to \(file.path)")
  }

  /// A directory is not offered for replacing: the write fails at once, saying why.
  @Test func aDirectoryIsNotOfferedForReplacing() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("vtree-marked-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var state = ViewerState(ViewerFixtures.hierarchy(), width: 80, height: 20)

    ViewerSession.write("first\n", nodeCount: 1, to: directory.path, replacing: false, &state)
    #expect(state.mode == .normal)
    #expect(state.message == "cannot write \(directory.path): Is a directory")
  }
}

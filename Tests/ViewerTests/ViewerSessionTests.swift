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
}

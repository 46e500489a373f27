import Foundation
import Testing

@testable import ViewTree

@Suite struct SwiftDemanglerTests {
  /// Names seen in real dumps, with what `swift-demangle` prints for them.
  static let cases: [(mangled: String, readable: String)] = [
    ("_TtC5MyApp10CustomView", "MyApp.CustomView"),
    ("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "SwiftUI._UIHostingView<SwiftUI.AnyView>"),
    ("_TtCC7Outline5Outer5Inner", "Outline.Outer.Inner"),
    (
      "_TtCC11SentryTests26SentryUIRedactBuilderTestsP33_CFAA046DA9C91E46E31D885324D143AA20CustomVisibilityView",
      "SentryTests.SentryUIRedactBuilderTests.(CustomVisibilityView in _CFAA046DA9C91E46E31D885324D143AA)"
    ),
  ]

  @Test func demanglesMangledClassNames() throws {
    for (mangled, readable) in Self.cases {
      let result = SwiftDemangler.demangle(mangled)
      if SwiftDemangler.usesToolchainDemangler {
        #expect(result == readable, "\(mangled)")
      } else if SwiftDemangler.currentMangling(of: mangled) != nil {
        // Without the toolchain library only simple class names are rewritten and demangled.
        #expect(result == readable, "\(mangled)")
      }
    }
  }

  @Test func leavesOtherNamesAlone() {
    for name in ["UIView", "MyApp.ProfileView", "_UILayoutGuide", "SwiftUI._UIGraphicsView", ""] {
      #expect(SwiftDemangler.demangle(name) == nil, "\(name)")
    }
  }

  @Test func agreesWithTheSwiftDemangleTool() throws {
    guard let tool = Self.swiftDemangleTool() else {
      print("note: swift-demangle not found next to swift; comparison skipped")
      return
    }
    let names =
      Self.cases.map(\.mangled) + ["_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_"]
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--compact"] + names
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let expected = output.split(separator: "\n").map(String.init)
    try #require(expected.count == names.count)
    for (name, readable) in zip(names, expected) where SwiftDemangler.usesToolchainDemangler {
      #expect(SwiftDemangler.demangle(name) == readable)
    }
  }

  @Test func rewritesSimpleClassNamesIntoCurrentMangling() {
    #expect(SwiftDemangler.currentMangling(of: "_TtC5MyApp10CustomView") == "$s5MyApp10CustomViewC")
    #expect(
      SwiftDemangler.currentMangling(of: "_TtCC7Outline5Outer5Inner") == "$s7Outline5OuterC5InnerC")
    #expect(SwiftDemangler.currentMangling(of: "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_") == nil)
    #expect(SwiftDemangler.currentMangling(of: "_TtC5MyApp99Short") == nil)
  }

  /// The fallback without the toolchain library: rewrite, then the runtime's demangler.
  @Test func runtimeFallbackReadsRewrittenNames() {
    #expect(
      SwiftDemangler.runtimeDemangle(SwiftDemangler.currentMangling(of: "_TtC5MyApp10CustomView")!)
        == "MyApp.CustomView")
    #expect(
      SwiftDemangler.runtimeDemangle(
        SwiftDemangler.currentMangling(of: "_TtCC7Outline5Outer5Inner")!)
        == "Outline.Outer.Inner")
  }

  @Test func nodesOfferTheReadableNameBesideTheRawOne() {
    let node = DumpParser().parse("<_TtC5MyApp10CustomView: 0x1; frame = (0 0; 1 1)>").hierarchy[
      NodeIndex(0)]
    #expect(node.className == "_TtC5MyApp10CustomView")
    #expect(node.displayName == "MyApp.CustomView")
  }

  /// `swift-demangle` from the toolchain that runs the tests, if any.
  static func swiftDemangleTool() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(
        "swift-demangle")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

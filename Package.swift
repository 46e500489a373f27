// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "vtree",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "vtree", targets: ["vtree"]),
    .library(name: "ViewTree", targets: ["ViewTree"]),
    .library(name: "Outline", targets: ["Outline"]),
    .library(name: "PCRE2", targets: ["PCRE2"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    .target(name: "PCRE2", dependencies: ["CPCRE2"]),
    .target(name: "ViewTree", dependencies: ["PCRE2", "Outline", "TerminalUI"]),
    .target(name: "Outline"),
    .target(name: "TerminalUI"),
    .target(name: "Viewer", dependencies: ["Outline", "ViewTree", "PCRE2", "TerminalUI"]),
    .executableTarget(
      name: "vtree",
      dependencies: [
        "ViewTree", "Viewer", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "vtree-bench", dependencies: ["ViewTree", "Outline", "Viewer"]),
    .executableTarget(name: "pcre2-reference", dependencies: ["CPCRE2"]),
    .testTarget(
      name: "PCRE2Tests",
      dependencies: ["PCRE2", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "ViewTreeTests",
      dependencies: [
        "ViewTree", "Outline", "TerminalUI",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "OutlineTests",
      dependencies: ["Outline", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ViewerTests",
      dependencies: ["Viewer", "ViewTree", "Outline", "TerminalUI"]
    ),
    .testTarget(name: "vtreeTests", dependencies: ["vtree"]),
  ]
)

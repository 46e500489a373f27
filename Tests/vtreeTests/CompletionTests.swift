import Testing

/// The completion scripts the argument parser generates: every argument that names a file
/// completes file names, in bash and in zsh.
@Suite("shell completion")
struct CompletionTests {
  /// The commands that read a dump from FILE, and FILE's position among their arguments
  /// (`*`: lint's and find's FILE… are every position; the argument parser's bash script
  /// completes find's selector as a file name too).
  static let fileArguments = [
    "print": "1", "view": "1", "find": "*", "frames": "1", "lint": "*", "stats": "1",
    "render": "1",
  ]

  static func script(_ shell: String) throws -> String {
    let result = try VTreeProcess.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    return result.stdout
  }

  /// The body of the bash function `_vtree_<command>()`.
  static func bashFunction(_ command: String, in script: String) throws -> [Substring] {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "_vtree_\(command)() {"[...]))
    let end = try #require(lines[start...].firstIndex(of: "}"))
    return Array(lines[start..<end])
  }

  /// What the function completes after `pattern)`: the line that follows it in a `case`.
  static func completion(after pattern: String, in function: [Substring]) -> String? {
    let trimmed = function.map { String($0.drop { $0 == " " }) }
    guard let line = trimmed.firstIndex(of: pattern + ")"), line + 1 < trimmed.count else {
      return nil
    }
    return trimmed[line + 1]
  }

  @Test("bash completes file names for FILE, OLD, NEW and --output")
  func bash() throws {
    let script = try Self.script("bash")
    #expect(script.contains("complete -o filenames -F _vtree vtree"))
    for (command, position) in Self.fileArguments {
      let function = try Self.bashFunction(command, in: script)
      #expect(
        Self.completion(after: position, in: function) == "__vtree_add_completions -f",
        "\(command)")
    }
    let diff = try Self.bashFunction("diff", in: script)
    #expect(Self.completion(after: "1", in: diff) == "__vtree_add_completions -f")
    #expect(Self.completion(after: "2", in: diff) == "__vtree_add_completions -f")
    let render = try Self.bashFunction("render", in: script)
    #expect(Self.completion(after: "'-o'|'--output'", in: render) == "__vtree_add_completions -f")
  }

  @Test("zsh completes file names for FILE, OLD, NEW and --output")
  func zsh() throws {
    let script = try Self.script("zsh")
    #expect(!script.contains("':file:'"))
    let single = Self.fileArguments.values.filter { $0 != "*" }.count
    #expect(script.components(separatedBy: "':file:_files'").count - 1 == single)
    #expect(script.contains("'*:file:_files'"))
    #expect(script.contains("':old:_files'") && script.contains("':new:_files'"))
    #expect(script.contains(":output:_files'"))
  }
}

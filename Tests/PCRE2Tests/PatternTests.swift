import PCRE2
import Testing

@Suite struct PatternTests {
  @Test func compilesAndJITCompiles() throws {
    let pattern = try Pattern(#"(?<class>[A-Za-z_]\w*): (0x[0-9a-f]+)"#)
    #expect(pattern.captureCount == 2)
    #expect(pattern.isJITCompiled)
    #expect(pattern.groupNumber(named: "class") == 1)
    #expect(pattern.groupNumber(named: "missing") == nil)
  }

  @Test func compileErrorCarriesMessageAndOffset() {
    do {
      _ = try Pattern("abc(def")
      Issue.record("an unbalanced group must not compile")
    } catch {
      #expect(error.kind == .compile)
      #expect(error.offset == 7)
      #expect(error.message.contains("missing closing parenthesis"))
      #expect(error.description.contains("offset 7"))
    }
  }

  @Test func asciiCapturesAreByteRanges() throws {
    let match = try #require(
      try Pattern(#"<(\w+): (0x[0-9a-f]+)"#).firstMatch(in: "  | <UIView: 0x7f00>"))
    #expect(match.range == 4..<19)
    #expect(match[1] == 5..<11)
    #expect(match[2] == 13..<19)
  }

  @Test func cjkSubjectRangesCountBytesNotCharacters() throws {
    // '登录' is two characters but six UTF-8 bytes.
    let subject = "text = '登录'; layer"
    let match = try #require(try Pattern("'([^']*)'", options: .utf).firstMatch(in: subject))
    #expect(match[1] == 8..<14)
    let bytes = Array(subject.utf8)
    #expect(String(decoding: bytes[match[1]!], as: UTF8.self) == "登录")
  }

  @Test func emojiSubjectWithUnicodeCharacterClass() throws {
    let subject = "label: '🚀 Launch'"
    let pattern = try Pattern(#"'(.) (\w+)'"#, options: [.utf, .unicodeProperties])
    let match = try #require(try pattern.firstMatch(in: subject))
    let bytes = Array(subject.utf8)
    #expect(String(decoding: bytes[match[1]!], as: UTF8.self) == "🚀")
    #expect(match[1]!.count == 4)
    #expect(String(decoding: bytes[match[2]!], as: UTF8.self) == "Launch")
  }

  @Test func noMatchIsNilNotAnError() throws {
    #expect(try Pattern("xyz").firstMatch(in: "abc") == nil)
  }

  @Test func optionalGroupThatDidNotParticipateIsNil() throws {
    let match = try #require(try Pattern("a(b)?(c)").firstMatch(in: "ac"))
    #expect(match[1] == nil)
    #expect(match[2] == 1..<2)
  }

  @Test func invalidUTF8IsAnErrorInUTFModeWithItsOffset() throws {
    let matcher = try Pattern("a", options: .utf).matcher()
    let subject: [UInt8] = [0x62, 0x62, 0xFF, 0x61]
    do {
      _ = try matcher.firstMatch(in: subject)
      Issue.record("invalid UTF-8 must be reported")
    } catch {
      #expect(error.kind == .invalidUTF8)
      #expect(error.offset == 2)
    }
  }

  @Test func byteModeAcceptsInvalidUTF8() throws {
    let subject: [UInt8] = [0xFF, 0x3C, 0x41, 0x3E]
    let match = try #require(try Pattern("<(A)>").matcher().firstMatch(in: subject))
    #expect(match[1] == 2..<3)
  }

  @Test func catastrophicBacktrackingHitsTheMatchLimit() throws {
    // Nested quantifiers on a non-matching subject explode exponentially without a limit.
    let pattern = try Pattern("^(a+)+$", limits: Pattern.Limits(match: 10_000))
    let subject = String(repeating: "a", count: 40) + "!"
    do {
      _ = try pattern.firstMatch(in: subject)
      Issue.record("the match limit must stop the runaway match")
    } catch {
      #expect(error.kind == .matchLimit)
    }
  }

  @Test func matcherIsReusableAcrossSubjects() throws {
    let matcher = try Pattern(#"(\d+)"#).matcher()
    for (text, expected) in [("a1", 1..<2), ("bb22", 2..<4), ("333", 0..<3)] {
      let match = try #require(try matcher.firstMatch(in: Array(text.utf8)))
      #expect(match[1] == expected)
    }
    #expect(try matcher.firstMatch(in: Array("none".utf8)) == nil)
  }

  @Test func allMatchesAdvancesPastEmptyMatches() throws {
    let matcher = try Pattern("x*").matcher()
    let matches = try matcher.allMatches(in: Array("axxb".utf8))
    #expect(matches.map(\.range) == [0..<0, 1..<3, 3..<3, 4..<4])
  }

  @Test func matchingFromAnOffset() throws {
    let matcher = try Pattern("<").matcher()
    let bytes = Array("<a<b".utf8)
    #expect(try matcher.firstMatch(in: bytes, from: 1)?.range == 2..<3)
  }

  @Test func patternIsSharedAcrossThreads() async throws {
    let pattern = try Pattern(#"0x([0-9a-f]+)"#)
    let counts = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<4 {
        group.addTask {
          let matcher = pattern.matcher()
          var found = 0
          for value in 0..<500 {
            let text = Array("addr 0x\(String(worker * 1000 + value, radix: 16))".utf8)
            if (try? matcher.firstMatch(in: text)) != nil { found += 1 }
          }
          return found
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(counts == [500, 500, 500, 500])
  }
}

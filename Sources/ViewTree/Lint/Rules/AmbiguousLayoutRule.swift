/// `ambiguous-layout`: a `_autolayoutTrace` row marked `AMBIGUOUS LAYOUT`; the message keeps
/// the attributes the trace names (`UIView:0x….minX{id: 13}`).
struct AmbiguousLayoutRule: LintCheck {
  static let rule = LintRule.ambiguousLayout

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    for index in 0..<context.count where context.facts.has(index, .ambiguous) {
      let details = context.hierarchy[NodeIndex(index)].value(of: "ambiguousLayout")
      var message = "\(context.describe(index)) has an ambiguous layout"
      if let details, details != "YES" { message += " for " + details }
      emit(context.finding(Self.rule, index, message))
    }
  }
}

/// How a printed boolean property reads as set: `hidden = YES`, or the flag alone without a
/// value, as EarlGrey prints its rows (`…; opaque; hidden; alpha=1; …`). UIKit never prints
/// `hidden = NO`, so a row cut right after the name `hidden` is hidden too.
enum FlagValue {
  static func isSet(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    value.isEmpty || ByteText.equals(value, "YES")
  }

  static func isSet(_ value: String) -> Bool { value.isEmpty || value == "YES" }
}

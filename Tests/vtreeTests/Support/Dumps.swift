/// Small dumps shared by several test files, shaped like real lldb output.
enum Dumps {
  /// A window with a label, a hidden button holding a transparent label, and a zero-size view:
  /// a node for each flag the contract names (text, hidden, alpha=0). Starts on line 1.
  static let window = """
    <UIWindow: 0x7fb1c0c0a0e0; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x600000c4b2a0>; layer = <UIWindowLayer: 0x600000230b40>>
       | <UIView: 0x7fb1c0d0b1f0; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x600000231e80>>
       |    | <UILabel: 0x7fb1c0d0c2a0; frame = (20 40; 280 21); text = 'Hello'; opaque = NO; layer = <_UILabelLayer: 0x600002d3c0a0>>
       |    | <UIButton: 0x7fb1c0d0d3b0; frame = (20 80; 100 44); hidden = YES; opaque = NO; layer = <CALayer: 0x600000231f00>>
       |    |    | <UIButtonLabel: 0x7fb1c0d0e4c0; frame = (0 0; 100 44); text = 'Tap'; alpha = 0; opaque = NO; layer = <_UILabelLayer: 0x600002d3c1e0>>
       |    | <UIView: 0x7fb1c0d0f5d0; frame = (0 0; 0 0); layer = <CALayer: 0x600000232000>>

    """

  /// What `vtree print` shows for `window`.
  static let windowTree = """
    UIWindow 0x7fb1c0c0a0e0 (0 0; 320 480)
    └─ UIView 0x7fb1c0d0b1f0 (0 0; 320 480)
       ├─ UILabel 0x7fb1c0d0c2a0 (20 40; 280 21) 'Hello'
       ├─ UIButton 0x7fb1c0d0d3b0 (20 80; 100 44) hidden
       │  └─ UIButtonLabel 0x7fb1c0d0e4c0 (0 0; 100 44) 'Tap' alpha=0
       └─ UIView 0x7fb1c0d0f5d0 (0 0; 0 0)

    """

  /// `window` as pasted from an lldb session: the command, the dump, a blank line and the next
  /// prompt. The tree starts on line 2.
  static let windowSession =
    "(lldb) po [[UIApplication sharedApplication].keyWindow recursiveDescription]\n"
    + window + "\n(lldb) \n"

  /// A parent with two children, the smallest dump with siblings.
  static let small = """
    <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
       | <UILabel: 0x3; frame = (0 0; 5 5); text = 'Hi'; layer = <CALayer: 0x4>>
       | <UIButton: 0x5; frame = (1 2; 3 4); layer = <CALayer: 0x6>>

    """

  /// What `vtree print` shows for `small`.
  static let smallTree = """
    UIView 0x1 (0 0; 10 10)
    ├─ UILabel 0x3 (0 0; 5 5) 'Hi'
    └─ UIButton 0x5 (1 2; 3 4)

    """
}

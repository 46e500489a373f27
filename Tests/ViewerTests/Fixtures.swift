import ViewTree

/// Small dumps for the viewer's tests.
enum ViewerFixtures {
  /// A window with a table of two cells and a hidden label.
  static let settings = """
    <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
       | <UITableView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x20>>
       |    | <UITableViewCell: 0x3; frame = (0 0; 390 44); layer = <CALayer: 0x30>>
       |    |    | <UILabel: 0x4; frame = (16 0; 200 44); text = 'Wi-Fi'; layer = <CALayer: 0x40>>
       |    |    | <UISwitch: 0x5; frame = (320 6; 51 31); layer = <CALayer: 0x50>>
       |    | <UITableViewCell: 0x6; frame = (0 44; 390 44); layer = <CALayer: 0x60>>
       |    |    | <UILabel: 0x7; frame = (16 0; 200 44); text = 'Bluetooth'; layer = <CALayer: 0x70>>
       |    |    | <UIImageView: 0x8; frame = (0 0; 0 0); layer = <CALayer: 0x80>>
       | <UILabel: 0x9; frame = (0 900; 100 20); hidden = YES; alpha = 0; text = 'Off'; layer = <CALayer: 0x90>>
    """

  static func hierarchy(_ text: String = settings) -> Hierarchy {
    DumpParser().parse(text).hierarchy
  }
}

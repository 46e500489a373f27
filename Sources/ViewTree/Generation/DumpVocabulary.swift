/// Words the generator draws from, pre-encoded as UTF-8 so that writing a node is a byte copy.
enum DumpVocabulary {
  /// Short label texts; deliberately mixed scripts, emoji (including ZWJ sequences and flags) and
  /// unescaped apostrophes, because that is what parsers of real dumps must cope with.
  static let labelTexts: [[UInt8]] = encode([
    "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
    "Focus", "Screen Time", "General", "Control Center", "Display & Brightness", "Battery",
    "Privacy & Security", "Passwords", "Wallet & Apple Pay", "Photos", "Camera", "Maps",
    "On", "Off", "Not Connected", "Home-5G", "12 photos", "3 min ago", "Version 17.2", "100%",
    "Never", "Today", "Yesterday", "Recently Deleted", "Favorites", "Shared Albums",
    "Anna Müller", "José Álvarez", "Chloé Dubois", "Søren Kierkegaard", "Zoë Brontë",
    "Réglages", "Général", "Confidentialité", "Über dieses Gerät", "Configuración",
    "Notificações", "Señal débil",
    "设置", "通用", "蓝牙", "无线局域网", "通知", "登录", "隐私与安全性", "電池", "設定",
    "プロフィール", "写真", "最近の項目", "새로운 기능", "사진", "下午 3:42", "张伟",
    "🚀 Launch", "🔥 Trending", "❤️ Favorites", "📷 Camera Roll", "🎉 Party", "👋 Hi there",
    "✅ Done", "🇫🇷 Paris", "👨‍👩‍👧 Family", "⭐️ 4.8", "🏔️ Alps 2023",
    "What's new", "Today's picks", "Don't miss this", "It's 5 o'clock", "Editor's Choice",
    "Let's go", "You're all set", "Rock 'n' roll",
  ])

  static let buttonTitles: [[UInt8]] = encode([
    "Edit", "Done", "Cancel", "Add", "Share", "Follow", "Sign In", "Select", "See All",
    "登录", "编辑", "完了", "Más", "Weiter", "Let's go", "🔔",
  ])

  static let screenTitles: [[UInt8]] = encode([
    "Settings", "Photos", "Library", "Inbox", "Profile", "Explore", "设置", "写真", "Réglages",
    "What's new", "⭐️ Favorites",
  ])

  static let tabTitles: [[UInt8]] = encode([
    "Home", "Search", "Library", "Profile", "For You", "Albums", "设置", "Favoris",
  ])

  /// Custom classes, mostly module-qualified (`MyApp.CardView`) and a third with their old-style
  /// mangled name (`_TtC5MyApp8CardView`), as older runtimes and private classes print them.
  static let customViews: [[UInt8]] = customNames(
    modules: ["MyApp", "PhotoApp", "FeedKit", "ProfileUI"],
    names: [
      "ProfileHeaderView", "AvatarView", "BadgeView", "GradientView", "ShimmerView", "RatingView",
      "CardView", "PillButton", "EmptyStateView", "ChipView",
    ]
  )

  static let customTableCells: [[UInt8]] = customNames(
    modules: ["MyApp", "SettingsKit", "FeedKit"],
    names: ["SettingsCell", "MessageCell", "FeedItemCell", "ContactCell", "ToggleCell"]
  )

  static let customCollectionCells: [[UInt8]] = customNames(
    modules: ["PhotoApp", "MyApp", "FeedKit"],
    names: ["ThumbnailCell", "StoryCell", "ProductCell", "AlbumCell", "TagCell"]
  )

  static let customRootViews: [[UInt8]] = customNames(
    modules: ["MyApp", "PhotoApp"],
    names: ["FeedView", "SettingsRootView", "LibraryView", "InboxView"]
  )

  /// `_UIHostingView<SomeView>` as the Objective-C runtime names the generic SwiftUI host.
  static let hostingViews: [[UInt8]] = ["ContentView", "RowView", "CardView", "AvatarStack"]
    .flatMap { name in
      ["MyApp", "PhotoApp"].map { module in
        Array("_TtGC7SwiftUI14_UIHostingViewV\(mangled(module))\(mangled(name))_".utf8)
      }
    }

  static let colorComponents: [[UInt8]] = encode([
    "0", "0.2", "0.4", "0.6", "0.8", "1", "0.129412", "0.584314", "0.952941", "0.0862745",
  ])

  static let systemColorNames: [[UInt8]] = encode([
    "systemBackgroundColor", "secondarySystemBackgroundColor", "labelColor",
    "secondaryLabelColor", "separatorColor", "systemGroupedBackgroundColor", "tintColor",
  ])

  private static func encode(_ strings: [String]) -> [[UInt8]] {
    strings.map { Array($0.utf8) }
  }

  private static func mangled(_ identifier: String) -> String {
    "\(identifier.utf8.count)\(identifier)"
  }

  private static func customNames(modules: [String], names: [String]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    for (index, name) in names.enumerated() {
      let module = modules[index % modules.count]
      result.append(Array("\(module).\(name)".utf8))
      result.append(Array("\(module).\(name)".utf8))
      result.append(Array("_TtC\(mangled(module))\(mangled(name))".utf8))
    }
    return result
  }
}

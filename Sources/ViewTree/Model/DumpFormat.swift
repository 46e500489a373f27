/// The syntax a dump was printed in.
public enum DumpFormat: String, Sendable, CaseIterable, Codable {
  /// `-[UIView recursiveDescription]`, Chisel `pviews`, cycript/Frida `recursiveDescription()`.
  case recursiveDescription
  /// `-[UIViewController _printHierarchy]`, Chisel `pvc`.
  case printHierarchy
  /// Lines that hold no hierarchy at all.
  case unknown
}

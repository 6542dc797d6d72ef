// `TextField`, `SecureField` and `@FocusState`, as iOS draws a field: its text, or its prompt
// (else its title) in the placeholder grey when the text is empty, on one line; `.roundedBorder`
// puts it in a white box with a hairline rounded border (UIKit's
// `UITextField.BorderStyle.roundedRect`: corners of 5, 7 points in from the sides, 6 from top and
// bottom, by eye against Apple's pictures). Focus is a state like any other: code that sets it
// runs, and `.focused` reads it.
//
// Editing, in the window: a click on a field makes it take the keyboard, as a tap on iOS does.
// Typed characters go to the end of its text, Backspace deletes the last one, Return runs the
// `onSubmit` actions around it and ends the editing (iOS's Return key), Escape ends it; while
// it is edited the caret, a 2-point bar in the tint colour, stands after its text. These are
// events like clicks, replayed after a reload. No selection, no cursor keys, no paste.

/// A field of editable text, as SwiftUI's `TextField`.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: Text?
  let isSecure: Bool
  /// The deprecated initialisers' callbacks: editing began (true) or ended, and Return.
  var onEditingChanged: ((Bool) -> Void)? = nil
  var onCommit: (() -> Void)? = nil
  @Environment(\.textFieldStyleKind) private var style
  @Environment(\.submitAction) private var submitAction
  @State private var isEditing = false

  public var body: some View {
    let value = text.wrappedValue
    let shown =
      value.isEmpty
      ? (placeholder ?? Text("")).foregroundStyle(Color.tertiaryLabel)
      : Text(isSecure ? String(repeating: "•", count: value.count) : value)
    let line = HStack(spacing: 1) {
      if isEditing && value.isEmpty { caret }
      shown.lineLimit(1)
      if isEditing && !value.isEmpty { caret }
    }
    return Group {
      if style == .roundedBorder {
        line.frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 7).padding(.vertical, 6)
          .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
          .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(DividerNode.separator, lineWidth: 0.5))
      } else {
        line.frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    .contentShape(Rectangle())
    .modifier(TapModifier(name: TapTarget.textField, action: beginEditing))
  }

  /// The caret: a 2-point bar as tall as a line of body text, in the tint colour.
  private var caret: some View {
    Rectangle().fill(Color.accentColor).frame(width: 2, height: 20)
  }

  /// Takes the keyboard: this field edits, and the one that did stops.
  private func beginEditing() {
    let editing = $isEditing
    let submit = submitAction
    let (changed, commit) = (onEditingChanged, onCommit)
    guard
      TextInput.begin(
        editing: text,
        submit: {
          commit?()
          submit?()
        },
        end: {
          editing.wrappedValue = false
          changed?(false)
        })
    else { return }
    isEditing = true
    changed?(true)
  }
}

/// Editable text on many lines, as SwiftUI's `TextEditor`: the text wrapped in the width it is
/// offered, from its top leading corner, in all the space it is offered (UIKit's `UITextView`,
/// whose text sits 8 points in from top and bottom and 5 from the sides; the preview does not
/// scroll it). A click makes it take the keyboard, as a field's does; Return starts a new line
/// (the window types one), and Escape ends the editing.
public struct TextEditor: View {
  let text: Binding<String>
  @State private var isEditing = false

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  public var body: some View {
    HStack(alignment: .lastTextBaseline, spacing: 1) {
      Text(text.wrappedValue)
      if isEditing { Rectangle().fill(Color.accentColor).frame(width: 2, height: 20) }
    }
    .padding(.horizontal, 5)
    .padding(.vertical, 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .contentShape(Rectangle())
    .modifier(TapModifier(name: TapTarget.textEditor, action: beginEditing))
  }

  /// Takes the keyboard: this editor edits, and the field that did stops.
  private func beginEditing() {
    let editing = $isEditing
    guard TextInput.begin(editing: text, submit: {}, end: { editing.wrappedValue = false }) else { return }
    isEditing = true
  }
}

/// What the keyboard edits while a field has it: the field's text, its submit and its end.
struct TextInput {
  let append: @MainActor (String) -> Void
  let deleteBackward: @MainActor () -> Void
  let submit: @MainActor () -> Void
  let end: @MainActor () -> Void

  /// Gives the keyboard to `text` (a field's or an editor's): the field that had it stops
  /// (its `end` runs), typed characters go to the end of `text` and Backspace takes its last.
  /// False when no graph is updating (nothing to give the keyboard to).
  @MainActor static func begin(
    editing text: Binding<String>, submit: @escaping @MainActor () -> Void, end: @escaping @MainActor () -> Void
  ) -> Bool {
    guard let graph = ViewGraph.current else { return false }
    graph.textInput?.end()
    graph.textInput = TextInput(
      append: { text.wrappedValue += $0 },
      deleteBackward: { if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() } },
      submit: submit, end: end)
    return true
  }
}

private struct SubmitActionKey: EnvironmentKey { static let defaultValue: (@MainActor () -> Void)? = nil }

extension EnvironmentValues {
  /// What Return in a text field here runs: the `onSubmit` actions around it, innermost first.
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: Text(titleKey), isSecure: false)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: Text(title), isSecure: false)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt ?? Text(titleKey), isSecure: false)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt ?? Text(title), isSecure: false)
  }
  /// A field that grows along `axis` (drawn on one line in the preview).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: Text(titleKey), isSecure: false)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: Text(title), isSecure: false)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt ?? Text(titleKey), isSecure: false)
  }
}

extension TextField where Label == Text {
  /// A field titled `titleKey` that tells `onEditingChanged` when editing begins and ends and
  /// runs `onCommit` at Return (deprecated in SwiftUI for `focused` and `onSubmit`).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, placeholder: Text(titleKey), isSecure: false, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
  /// A field titled `title`, with `onEditingChanged` and `onCommit`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, placeholder: Text(title), isSecure: false, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
}

extension TextField {
  /// A field labelled by `label` (not drawn on iOS), showing `prompt` when empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt, isSecure: false)
  }
}

/// A field whose text is drawn as dots, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(text: text, placeholder: Text(titleKey), isSecure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(text: text, placeholder: Text(title), isSecure: true)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text, placeholder: prompt ?? Text(titleKey), isSecure: true)
  }
}

extension SecureField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, placeholder: prompt, isSecure: true)
  }
}

// MARK: Styles

/// A text field's look, as SwiftUI's `TextFieldStyle` (the built-in ones).
public protocol TextFieldStyle {}
/// The text alone (iOS's default).
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// The platform's: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// In a white box with a hairline rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

private struct TextFieldStyleKey: EnvironmentKey {
  static let defaultValue = TextFieldStyleKind.plain
}

extension EnvironmentValues {
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

// MARK: Keyboard and submission (kept: the preview has no on-screen keyboard)

/// How a field capitalises what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let kind: Int
  public static let never = TextInputAutocapitalization(kind: 0)
  public static let words = TextInputAutocapitalization(kind: 1)
  public static let sentences = TextInputAutocapitalization(kind: 2)
  public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
  let kind: Int
  public static let done = SubmitLabel(kind: 0)
  public static let go = SubmitLabel(kind: 1)
  public static let send = SubmitLabel(kind: 2)
  public static let join = SubmitLabel(kind: 3)
  public static let route = SubmitLabel(kind: 4)
  public static let search = SubmitLabel(kind: 5)
  public static let `return` = SubmitLabel(kind: 6)
  public static let next = SubmitLabel(kind: 7)
  public static let `continue` = SubmitLabel(kind: 8)
}

/// The kinds of keyboard, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable {
  let rawValue: String
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension View {
  /// Draws the text fields inside in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
  }
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  public func autocapitalization(_ style: TextInputAutocapitalization) -> some View { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// `action` runs when the user submits a field inside (never in the preview, which edits none).
  /// Runs `action` when Return is pressed in a text field inside this view (after the actions
  /// of the `onSubmit`s nearer the field).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    // The environment flows down: the actions of the `onSubmit`s outside this one are there.
    transformEnvironment(\.submitAction) { submit in
      let outer = submit
      submit = {
        action()
        outer?()
      }
    }
  }
  /// Focuses this view while `condition` is true (kept: nothing is focused on screen).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// Focuses this view while `binding` is `value` (kept: nothing is focused on screen).
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

/// What submits a field, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

// MARK: Focus

/// Which view has focus, as SwiftUI's `@FocusState`: a state the view's identity keeps (false, or
/// nil, until code sets it; a click focuses nothing in the preview).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  public init() where Value == Bool { box = StateBox(false) }
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  public var wrappedValue: Value {
    get { box.storage.read() }
    nonmutating set { box.storage.write(newValue) }
  }

  public var projectedValue: Binding { Binding(storage: box.storage) }

  /// A binding to a focus state, for `.focused`.
  @propertyWrapper
  public struct Binding {
    let storage: StateStorage<Value>
    public var wrappedValue: Value {
      get { storage.read() }
      nonmutating set { storage.write(newValue) }
    }
    public var projectedValue: Binding { self }
  }
}

extension FocusState: StateStorageProperty {}

import SwiftUI

// Text as iOS sets it, in four scripts: the reveal's blue title text above a sticky-note green
// card, each a #Preview of its own (motion-preview --preview Arabic WorldText.swift).

struct WorldText: View {
    let title: String
    let note: String

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text(title)
                .font(.title2)
                .bold()
                .foregroundStyle(.blue)
            Text(note)
                .font(.headline)
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.green, in: RoundedRectangle(cornerRadius: 8))
        }
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Arabic") {
    WorldText(
        title: "مرحبا بالعالم! هذا نص عربي يلتف على عدة أسطر، متصل الحروف ومحاذى إلى اليمين كما يرسمه iOS.",
        note: "لو كان اليوم آخر يوم في حياتي، هل أريد أن أفعل ما سأفعله اليوم؟")
        .environment(\.layoutDirection, .rightToLeft)
}

#Preview("Hebrew and English") {
    WorldText(
        title: "שלום world — עברית ו-English באותה שורה, בסדר חזותי נכון (bidi).",
        note: "The note says: אם היום היה היום האחרון בחיי")
}

#Preview("Chinese") {
    WorldText(
        title: "中文文本在表意文字之间换行，不需要空格，就像苹果设备上那样排版。",
        note: "如果今天是最后一天，你会做什么？")
}

#Preview("Emoji") {
    WorldText(
        title: "Ship it 🚀 — colour emoji 🎉✨ sit on the baseline with the text 👍",
        note: "Motion 🌊 springs 🪀 and curves 📈")
}

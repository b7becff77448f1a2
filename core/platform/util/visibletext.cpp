// SPDX-License-Identifier: GPL-3.0-or-later
#include "visibletext.h"

namespace cm {
namespace {

enum class Breaks { Escaped, Kept };

// Not characters at all in UTF-16 or XML 1.0: written out, they make a file
// that a strict reader refuses.
bool isNoCharacter(char32_t c)
{
    return QChar::isSurrogate(c) || c == 0xFFFE || c == 0xFFFF;
}

QString escaped(char32_t c)
{
    return QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

QString visible(const QString &text, Breaks breaks)
{
    QString shown;
    shown.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar unit = text.at(i);
        if (unit.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            shown += unit;
            shown += text.at(++i);
            continue;
        }
        const char32_t c = unit.unicode();
        const bool kept = breaks == Breaks::Kept && (c == U'\n' || c == U'\t');
        if (!kept && (isControlCharacter(c) || isNoCharacter(c)))
            shown += escaped(c);
        else
            shown += unit;
    }
    return shown;
}

} // namespace

bool isControlCharacter(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

std::optional<char32_t> firstControlCharacter(const QString &text)
{
    // Every control character is in the Basic Multilingual Plane, never a surrogate.
    for (const QChar unit : text) {
        if (isControlCharacter(unit.unicode()))
            return unit.unicode();
    }
    return std::nullopt;
}

QString codePointName(char32_t c)
{
    return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
}

QString visibleText(const QString &text)
{
    return visible(text, Breaks::Escaped);
}

QString visibleLines(const QString &text)
{
    return visible(text, Breaks::Kept);
}

} // namespace cm

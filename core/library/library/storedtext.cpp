// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/storedtext.h"

namespace cm {
namespace {

constexpr char16_t Escape = 0xe000;
// A lone surrogate 0xd800-0xdfff stands as 0xf000-0xf7ff after the escape.
constexpr char16_t SurrogateBase = 0xd800;
constexpr char16_t StandInBase = 0xf000;
// U+FFFE and U+FFFF, which SQLite replaces too, as 0xf800 and 0xf801.
constexpr char16_t NonCharacterBase = 0xfffe;
constexpr char16_t NonCharacterStandIn = 0xf800;

bool isNonCharacter(QChar c)
{
    return c.unicode() >= NonCharacterBase;
}

bool needsEscapes(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSurrogate() || c.unicode() == Escape || isNonCharacter(c))
            return true;
    }
    return false;
}

} // namespace

QString toStoredText(const QString &text)
{
    if (!needsEscapes(text))
        return text;
    QString stored;
    stored.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            stored += c;
            stored += text.at(++i); // a pair: a character beyond the BMP, stored as it is
        } else if (c.isSurrogate()) {
            stored += QChar(Escape);
            stored += QChar(char16_t(StandInBase + (c.unicode() - SurrogateBase)));
        } else if (c.unicode() == Escape) {
            stored += QChar(Escape);
            stored += QChar(Escape);
        } else if (isNonCharacter(c)) {
            stored += QChar(Escape);
            stored += QChar(char16_t(NonCharacterStandIn + (c.unicode() - NonCharacterBase)));
        } else {
            stored += c;
        }
    }
    return stored;
}

QString fromStoredText(const QString &stored)
{
    if (!stored.contains(QChar(Escape)))
        return stored;
    QString text;
    text.reserve(stored.size());
    for (qsizetype i = 0; i < stored.size(); ++i) {
        const QChar c = stored.at(i);
        if (c.unicode() != Escape || i + 1 == stored.size()) {
            text += c;
            continue;
        }
        const char16_t next = stored.at(++i).unicode();
        if (next == Escape)
            text += QChar(Escape);
        else if (next >= StandInBase && next < StandInBase + 0x800)
            text += QChar(char16_t(SurrogateBase + (next - StandInBase)));
        else if (next == NonCharacterStandIn || next == NonCharacterStandIn + 1)
            text += QChar(char16_t(NonCharacterBase + (next - NonCharacterStandIn)));
        else
            text += QChar(Escape) + QChar(next); // not written by this program: kept as it is
    }
    return text;
}

} // namespace cm

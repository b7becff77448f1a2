// SPDX-License-Identifier: GPL-3.0-or-later
#include "textescape.h"

#include "util/visibletext.h"

namespace cm {
namespace {

// What a spreadsheet starts a formula with (OWASP, CSV injection).
bool startsAFormula(const QString &text)
{
    static const QString starts = QStringLiteral("=+-@\t\r");
    return !text.isEmpty() && starts.contains(text.front());
}

// Visible text has no line break left; a quote that neutralises a formula
// is inside quotes, as OWASP asks.
bool needsQuotes(const QString &text)
{
    return text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\''));
}

} // namespace

QString csvField(const QString &value)
{
    QString text = visibleText(value);
    if (startsAFormula(text))
        text.prepend(QLatin1Char('\''));
    if (!needsQuotes(text))
        return text;
    text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString markdownText(const QString &text)
{
    // CommonMark lets any ASCII punctuation be escaped; these are the ones
    // that mean something inside a table cell or a paragraph (GitHub's
    // strikethrough and math included).
    static const QString special = QStringLiteral("\\`*_{}[]<>#|~&!$@^");
    const QString shown = visibleText(text);
    QString escaped;
    escaped.reserve(shown.size());
    for (const QChar c : shown) {
        if (special.contains(c))
            escaped += QLatin1Char('\\');
        escaped += c;
    }
    return escaped;
}

QString htmlText(const QString &text)
{
    return visibleText(text).toHtmlEscaped().replace(QLatin1Char('\''), QStringLiteral("&#39;"));
}

QString bbcodeText(const QString &text)
{
    return visibleText(text).replace(QLatin1Char('['), QChar(0xFF3B)).replace(QLatin1Char(']'), QChar(0xFF3D));
}

} // namespace cm

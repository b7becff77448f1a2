// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm::test {

// `markdown` without the characters a backslash escapes: what a Markdown
// reader could still take for markup.
inline QString unescapedMarkdown(const QString &markdown)
{
    QString bare;
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        if (markdown.at(i) == QLatin1Char('\\'))
            ++i;
        else
            bare += markdown.at(i);
    }
    return bare;
}

} // namespace cm::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "plaintext.h"

#include "util/visibletext.h"

#include <QLabel>
#include <QTextDocument>

namespace cm {

void showPlainText(QLabel *label, const QString &text)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(visibleLines(text));
}

QString plainToolTip(const QString &text)
{
    const QString shown = visibleLines(text);
    // A tooltip has no text format of its own: text that looks like markup
    // goes in as rich text that says it literally.
    return Qt::mightBeRichText(shown) ? Qt::convertFromPlainText(shown, Qt::WhiteSpaceNormal) : shown;
}

} // namespace cm

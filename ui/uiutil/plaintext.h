// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLabel;

namespace cm {

// Text from outside the program (a label, a path, a message that quotes a
// session file) where Qt would take it for rich text whenever it looks like
// a tag (Qt::AutoText): shown as it is, each control character escaped
// (visibleText()), never as markup.

// Sets `label` to show `text` as plain text; line breaks stay.
void showPlainText(QLabel *label, const QString &text);

// A tooltip that shows `text` as it is.
QString plainToolTip(const QString &text);

} // namespace cm

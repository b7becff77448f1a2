// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cm {

// The Export dialog's fields, each named for tests and for screen readers.

// A side of the image in pixels, from what leaves a chart room for its
// labels to what memory allows.
QSpinBox *sideSpin(const QString &objectName, const QString &accessibleName, int value);
// Not a default button: Enter in a title does not export.
QPushButton *button(const QString &text, const QString &objectName, const QString &accessibleName);
// Refuses control characters, which a title or file would carry on.
QLineEdit *lineEdit(const QString &text, const QString &objectName, const QString &accessibleName);
QComboBox *combo(const QString &objectName, const QString &accessibleName);
// Long labels (Russian) go above their field instead of squeezing it.
QFormLayout *form();

} // namespace cm

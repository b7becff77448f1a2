// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>

class QCoreApplication;

namespace cm {

// Loads CompressMark's and Qt's own translations for `locale` (the
// system's by default), in place of any loaded before, and makes it the
// default locale, so that numbers follow the language too.
void installTranslations(QCoreApplication &app, const QLocale &locale = QLocale::system());

} // namespace cm

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace cm {

// A number as a chart labels it: three significant digits (10,200, 912,
// 86.6, 5.12), never exponent notation, with the locale's decimal and
// group separators, so that charts and tables read alike.
QString chartNumber(double value, const QLocale &locale = QLocale());

// A share as a chart's notes print it: 0.54 as "54 %", in the locale's digits.
QString chartPercent(double fraction);

} // namespace cm
